import { Tabs } from '@mantine/core';
import type { ProfileRoutingCheck } from '@psp/domain';
import { useRef } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../kit/form/useFieldMessage';
import { paymentProductName } from '../kit/format/paymentProductName';
import { LinkedItemsField } from './LinkedItemsField';
import type { PaymentProfileFormOutput, PaymentProfileFormValues } from './paymentProfileView';
import { processorDistinction } from './processorDistinction';
import { RoutingField } from './RoutingField';
import type { PaymentProfileSources } from './usePaymentProfileSources';

interface PaymentProfileLinksProps {
  form: UseFormReturn<PaymentProfileFormValues, unknown, PaymentProfileFormOutput>;
  existing: boolean;
  sources: PaymentProfileSources;
  check: ProfileRoutingCheck;
  /** The routing map to restore when intelligent routing is switched on again. */
  previousRouting: Partial<Record<string, string>>;
}

/** The processors, middleware and routing tabs of the payment profile form, each only with its role. */
export function PaymentProfileLinks({
  form,
  existing,
  sources,
  check,
  previousRouting,
}: PaymentProfileLinksProps) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { control, getValues, setValue, formState } = form;
  const processors = useWatch({ control, name: 'processors' }) ?? [];
  const middlewares = useWatch({ control, name: 'middlewares' }) ?? [];
  const routing = useWatch({ control, name: 'routing' }) ?? {};
  const enabled = useWatch({ control, name: 'intelligent_routing' }) ?? false;
  // 000 §4: switching intelligent routing off clears the map, switching it on brings it back.
  const restore = useRef(previousRouting);
  const change = { shouldDirty: true } as const;
  const product = (name: string) => paymentProductName(t, name);
  const processorName = (id: string) =>
    sources.processors.find((processor) => processor.id === id)?.name ?? id;

  return (
    <>
      {sources.can.processors && (
        <Tabs.Panel value="processors">
          <LinkedItemsField
            addLabel={t('paymentProfiles.addProcessor')}
            placeholder={t('paymentProfiles.chooseProcessor')}
            options={sources.processors.map((processor) => ({
              value: processor.id,
              label: processor.name,
              description: product(processor.payment_product),
              distinction: processorDistinction(processor, sources.organisations, t),
            }))}
            value={processors}
            onChange={(ids) => setValue('processors', ids, change)}
            addedMessage={(name) => t('paymentProfiles.processorAdded', { name })}
            warningOf={(id) => (check.unroutable.includes(id) ? t('paymentProfiles.unroutable') : undefined)}
            error={message(formState.errors.processors?.message)}
          />
        </Tabs.Panel>
      )}
      {sources.can.middlewares && (
        <Tabs.Panel value="middlewares">
          <LinkedItemsField
            addLabel={t('paymentProfiles.addMiddleware')}
            placeholder={t('paymentProfiles.chooseMiddleware')}
            options={sources.middlewares.map((middleware) => ({
              value: middleware.id,
              label: middleware.name,
              description: middleware.type,
            }))}
            value={middlewares}
            onChange={(ids) => setValue('middlewares', ids, change)}
            addedMessage={(name) => t('paymentProfiles.middlewareAdded', { name })}
            error={message(formState.errors.middlewares?.message)}
          />
        </Tabs.Panel>
      )}
      {sources.can.routing && (
        <Tabs.Panel value="routing">
          <RoutingField
            enabled={enabled}
            routing={routing}
            routings={sources.routings}
            invalidRoutes={check.invalidRoutes}
            disabled={!existing || Object.keys(sources.routings).length === 0}
            productName={product}
            processorName={processorName}
            errorOf={(name) => message(formState.errors.routing?.[name as 'card']?.message)}
            onToggle={(on) => {
              if (!on) restore.current = getValues('routing') ?? {};
              setValue('intelligent_routing', on, change);
              setValue('routing', on ? restore.current : {}, change);
            }}
            onRouteChange={(name, id) => {
              const { [name as 'card']: _, ...others } = getValues('routing') ?? {};
              setValue('routing', id ? { ...others, [name]: id } : others, change);
            }}
            onAddMissing={(missing) =>
              setValue('processors', [...new Set([...processors, ...missing])], change)
            }
          />
        </Tabs.Panel>
      )}
    </>
  );
}
