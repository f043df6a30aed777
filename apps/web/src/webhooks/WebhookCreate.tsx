import { Button, Stack } from '@mantine/core';
import {
  type CreateWebhook,
  createWebhookSchema,
  WEBHOOK_STATUSES_BY_TYPE,
  WEBHOOK_TYPES,
  WEBHOOK_TYPES_WITH_STATUS,
  type WebhookType,
} from '@psp/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { useRecord } from '../kit/api/useRecord';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import type { FormField } from '../kit/form/FormField';
import { FormFieldInput } from '../kit/form/FormFieldInput';
import { FormFooter } from '../kit/form/FormFooter';
import { useEntityForm } from '../kit/form/useEntityForm';

type Field = 'organisation' | 'type' | 'url' | 'status' | 'item_id';
type NamedRecord = { id: string; name: string };
const byName = (record: NamedRecord) => record.name;
const ORGANISATIONS_QUERY = { _sort: 'name', _limit: 2000 } as const;

/**
 * 001 §5 webhook form, the test send: organisation (the current one by default), type (transaction),
 * URL, status (required for transaction, refund and chargeback; cleared and disabled for a ruleset) and
 * item id. Saving sends it at once. `cloneOf` prefills it from an existing message, without its id.
 */
export function WebhookCreate({ cloneOf, onClose }: { cloneOf?: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SidePanel title={cloneOf ? t('webhooks.clone') : t('webhooks.create')} onClose={onClose}>
      {cloneOf ? <CloneForm id={cloneOf} onDone={onClose} /> : <WebhookForm onDone={onClose} />}
    </SidePanel>
  );
}

/** The form prefilled from message `id` once it is loaded. */
function CloneForm({ id, onDone }: { id: string; onDone: () => void }) {
  const { data } = useRecord('webhook', id, []);
  if (!data) return null;
  return (
    <WebhookForm
      onDone={onDone}
      initial={{
        type: data.type,
        url: data.url,
        status: data.status,
        item_id: data.item_id,
        ...(typeof data.organisation === 'string' && { organisation: data.organisation }),
      }}
    />
  );
}

function WebhookForm({ initial, onDone }: { initial?: Partial<CreateWebhook>; onDone: () => void }) {
  const { t } = useTranslation();
  const { me, scope } = useAccess();
  const writes = useResourceWrites('webhook');
  const current = scope.kind === 'merchantAsProvider' ? scope.merchantId : me.organisation.id;
  const { form, submit, formError } = useEntityForm({
    schema: createWebhookSchema,
    defaultValues: {
      organisation: current,
      type: 'transaction',
      url: '',
      status: null,
      item_id: null,
      ...initial,
    },
    fieldNames: ['organisation', 'type', 'url', 'status', 'item_id'],
    successMessageKey: 'webhooks.sent',
    onSubmit: async (values) => {
      await writes.create(values);
      onDone();
    },
  });
  // Null while a re-picked select clears it: no type offers no statuses rather than failing.
  const type = form.watch('type') as WebhookType | null;
  const takesStatus = type !== 'validationruleset';
  useEffect(() => {
    if (!takesStatus) form.setValue('status', null);
  }, [takesStatus, form]);
  const organisations = useResourceOptions('organisation', ORGANISATIONS_QUERY, byName, true);
  const fields: FormField<Field>[] = [
    {
      name: 'organisation',
      labelKey: 'fields:webhook.organisation',
      kind: 'select',
      options: organisations.options,
      searchable: true,
      required: true,
    },
    {
      name: 'type',
      labelKey: 'fields:webhook.type',
      kind: 'select',
      required: true,
      options: WEBHOOK_TYPES.map((value) => ({ value, label: t(`webhooks.types.${value}`) })),
    },
    { name: 'url', labelKey: 'fields:webhook.url', kind: 'text', required: true },
    {
      name: 'status',
      labelKey: 'fields:webhook.status',
      kind: 'select',
      required: type !== null && WEBHOOK_TYPES_WITH_STATUS.includes(type),
      disabled: !takesStatus,
      options: (type ? WEBHOOK_STATUSES_BY_TYPE[type] : []).map((value) => ({
        value,
        label: t(`status.${value}`),
      })),
    },
    { name: 'item_id', labelKey: 'fields:webhook.item_id', kind: 'text' },
  ];
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {fields.map((field) => (
          <FormFieldInput key={field.name} field={field} control={form.control} />
        ))}
        <FormFooter formError={formError}>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('webhooks.send')}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}
