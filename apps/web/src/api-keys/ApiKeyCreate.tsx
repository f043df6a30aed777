import { Button, Stack } from '@mantine/core';
import { type CreatedApiKey, createApiKeySchema } from '@psp/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import type { FormField } from '../kit/form/FormField';
import { FormFieldInput } from '../kit/form/FormFieldInput';
import { FormFooter } from '../kit/form/FormFooter';
import { useEntityForm } from '../kit/form/useEntityForm';
import { ApiKeySecret } from './ApiKeySecret';

type Field = 'name' | 'organisation' | 'payment_profile';
type NamedRecord = { id: string; name: string };
const byName = (record: NamedRecord) => record.name;
const MERCHANTS_QUERY = { kind: 'merchant', _sort: 'name', _limit: 2000 } as const;

/**
 * A new key: its name, the merchant (provider view only) and optionally one payment profile it is limited
 * to. The answer's secret is shown once, here; closing the panel forgets it.
 */
export function ApiKeyCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { me, scope } = useAccess();
  const may = usePermission();
  const writes = useResourceWrites('apikey');
  const [created, setCreated] = useState<CreatedApiKey>();
  const chooseOrganisation = scope.kind === 'provider';
  const { form, submit, formError } = useEntityForm({
    schema: createApiKeySchema,
    defaultValues: { name: '', payment_profile: null },
    fieldNames: ['name', 'organisation', 'payment_profile'],
    successMessageKey: 'apiKeys.created',
    onSubmit: async (values) => setCreated(await writes.create(values)),
  });
  const chosen = form.watch('organisation');
  // A profile belongs to one organisation: choosing another merchant clears it.
  useEffect(() => {
    if (chosen !== undefined) form.setValue('payment_profile', null);
  }, [chosen, form]);
  const owner = chooseOrganisation
    ? chosen
    : scope.kind === 'merchantAsProvider'
      ? scope.merchantId
      : me.organisation.id;
  const merchants = useResourceOptions('organisation', MERCHANTS_QUERY, byName, chooseOrganisation);
  const profiles = useResourceOptions(
    'paymentprofile',
    { organisation: owner, _sort: 'name', _limit: 500 },
    byName,
    Boolean(owner) && may('paymentprofile.list'),
  );
  const fields: FormField<Field>[] = [
    { name: 'name', labelKey: 'fields:apikey.name', kind: 'text', required: true },
    ...(chooseOrganisation
      ? [
          {
            name: 'organisation',
            labelKey: 'fields:apikey.organisation',
            kind: 'select',
            options: merchants.options,
            searchable: true,
            descriptionKey: 'apiKeys.organisationHint',
          } as const,
        ]
      : []),
    {
      name: 'payment_profile',
      labelKey: 'fields:apikey.payment_profile',
      kind: 'select',
      options: profiles.options,
      searchable: true,
      descriptionKey: 'apiKeys.paymentProfileHint',
    },
  ];
  return (
    <SidePanel title={created ? t('apiKeys.createdTitle') : t('apiKeys.create')} onClose={onClose}>
      {created ? (
        <ApiKeySecret name={created.name} secret={created.secret} onDone={onClose} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {fields.map((field) => (
              <FormFieldInput key={field.name} field={field} control={form.control} />
            ))}
            <FormFooter formError={formError}>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('apiKeys.create')}
              </Button>
            </FormFooter>
          </Stack>
        </form>
      )}
    </SidePanel>
  );
}
