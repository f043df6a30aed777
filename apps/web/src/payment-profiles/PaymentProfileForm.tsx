import { Button, Stack, Tabs } from '@mantine/core';
import { checkProfileRouting, paymentProfileFormSchema } from '@psp/domain';
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFieldInput } from '../kit/form/FormFieldInput';
import { FormFooter } from '../kit/form/FormFooter';
import { useEntityForm } from '../kit/form/useEntityForm';
import { Icon } from '../kit/icons/Icon';
import { PaymentProfileLinks } from './PaymentProfileLinks';
import {
  detailFields,
  PAYMENT_PROFILE_ERROR_PATHS,
  PAYMENT_PROFILE_TABS,
  type PaymentProfileFormOutput,
  type PaymentProfileFormValues,
  type PaymentProfileTab,
  routingSources,
  tabOf,
  WEBHOOK_FIELDS,
} from './paymentProfileView';
import type { PaymentProfileSources } from './usePaymentProfileSources';

interface PaymentProfileFormProps {
  defaultValues: PaymentProfileFormValues;
  /** The profile exists: organisation and currency are fixed, routing can be chosen (000 §3, §4). */
  existing: boolean;
  /** The profile's organisation, offered even when the user may not list organisations. */
  knownOrganisation: { id: string; name: string };
  sources: PaymentProfileSources;
  submitLabelKey: string;
  successMessageKey: string;
  onSubmit: (values: PaymentProfileFormOutput) => Promise<unknown>;
  secondary?: ReactNode;
}

/** Paths of the form's errors, nested ones (a product's route) included. */
function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) =>
    value && typeof value === 'object' && !('type' in value)
      ? errorPaths(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** 000 §2: the payment profile form in five tabs; processors, middleware and routing only with their roles. */
export function PaymentProfileForm(props: PaymentProfileFormProps) {
  const { defaultValues, existing, knownOrganisation, sources, submitLabelKey, successMessageKey, onSubmit } =
    props;
  const { t } = useTranslation();
  const [tab, setTab] = useState<PaymentProfileTab>('details');
  const { form, submit, formError } = useEntityForm({
    schema: paymentProfileFormSchema,
    defaultValues,
    fieldNames: PAYMENT_PROFILE_ERROR_PATHS,
    onSubmit,
    successMessageKey,
  });
  const { control, formState, getValues, setValue } = form;
  const processors = useWatch({ control, name: 'processors' }) ?? [];
  const routing = useWatch({ control, name: 'routing' }) ?? {};
  const currency = useWatch({ control, name: 'currency_code' });
  const { processorProducts, routeProcessors } = useMemo(
    () => routingSources(sources.processors, sources.routings),
    [sources.processors, sources.routings],
  );
  // The same check the server runs, live: a changed processor list or routing revalidates the other (000 §4).
  const check = useMemo(
    () => checkProfileRouting({ processors, routing, processorProducts, routeProcessors }),
    [processors, routing, processorProducts, routeProcessors],
  );

  const organisations = sources.organisations.some(({ id }) => id === knownOrganisation.id)
    ? sources.organisations
    : [knownOrganisation, ...sources.organisations];
  const shown = PAYMENT_PROFILE_TABS.filter(
    (id) =>
      (id !== 'processors' || sources.can.processors) &&
      (id !== 'middlewares' || sources.can.middlewares) &&
      (id !== 'routing' || sources.can.routing),
  );
  const paths = errorPaths(formState.errors);
  const tabsWithErrors = new Set(paths.map(tabOf));
  if (Object.keys(check.invalidRoutes).length) tabsWithErrors.add('routing');
  const firstErrorTab = shown.find((id) => tabsWithErrors.has(id));

  // After a refused submit, show the first tab with a problem unless the open one has one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per submit and per new set of errors.
  useEffect(() => {
    if (formState.submitCount && firstErrorTab && !tabsWithErrors.has(tab)) setTab(firstErrorTab);
  }, [formState.submitCount, paths.join()]);

  const save = (event: FormEvent<HTMLFormElement>) => {
    if (Object.keys(check.invalidRoutes).length === 0) return submit(event);
    // invalidRoute is known here already: no call, the routing tab shows it with its Add button.
    event.preventDefault();
    setTab('routing');
  };

  return (
    <form onSubmit={save} noValidate>
      <Tabs value={tab} onChange={(value) => setTab((value ?? 'details') as PaymentProfileTab)}>
        <Tabs.List mb="md">
          {shown.map((id) => (
            <Tabs.Tab
              key={id}
              value={id}
              {...(tabsWithErrors.has(id) && {
                color: 'red',
                rightSection: <Icon name="alert" size={14} />,
                'aria-description': t('paymentProfiles.tabHasErrors'),
              })}
            >
              {t(`paymentProfiles.tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details">
          <Stack gap="md">
            {detailFields(existing, organisations, currency).map((field) => (
              <FormFieldInput
                key={field.name}
                field={field}
                control={control}
                // 000 §5: an empty display name takes the name when the name field is left.
                {...(field.name === 'name' && {
                  onBlur: () => {
                    if (!getValues('display_name')?.trim())
                      setValue('display_name', getValues('name'), { shouldValidate: true });
                  },
                })}
              />
            ))}
          </Stack>
        </Tabs.Panel>
        <PaymentProfileLinks
          form={form}
          existing={existing}
          sources={sources}
          check={check}
          previousRouting={defaultValues.routing ?? {}}
        />
        <Tabs.Panel value="webhooks">
          <Stack gap="md">
            {WEBHOOK_FIELDS.map((field) => (
              <FormFieldInput key={field.name} field={field} control={control} />
            ))}
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Stack gap="md" mt="lg">
        <FormFooter formError={formError}>
          {props.secondary}
          <Button type="submit" loading={formState.isSubmitting}>
            {t(submitLabelKey)}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}
