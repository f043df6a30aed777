import { Button, Stack } from '@mantine/core';
import {
  REFUND_STATUSES,
  STATUS_UPDATE_TYPES,
  statusUpdateBodyOf,
  statusUpdateFormSchema,
  TRANSACTION_STATUSES,
} from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import type { FormField } from '../kit/form/FormField';
import { FormFieldInput } from '../kit/form/FormFieldInput';
import { FormFooter } from '../kit/form/FormFooter';
import { useEntityForm } from '../kit/form/useEntityForm';

type Name = 'type' | 'id' | 'status' | 'status_reason';

/**
 * 001 §5: type, the record's id, a status of the type's family and the reason. The server moves the
 * record through its lifecycle and refuses a step it does not allow (409, shown above the buttons).
 */
export function StatusUpdateCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const writes = useResourceWrites('statusupdate');
  const { form, submit, formError } = useEntityForm({
    schema: statusUpdateFormSchema,
    defaultValues: { type: 'transaction', id: '', status: '', status_reason: '' },
    fieldNames: ['type', 'id', 'status', 'status_reason'],
    successMessageKey: 'admin.statusUpdates.created',
    onSubmit: async (values) => {
      await writes.create(statusUpdateBodyOf(values));
      onClose();
    },
  });
  const type = form.watch('type');
  const statuses = type === 'refund' ? REFUND_STATUSES : TRANSACTION_STATUSES;
  const fields: FormField<Name>[] = [
    {
      name: 'type',
      labelKey: 'fields:statusupdate.type',
      kind: 'select',
      required: true,
      options: STATUS_UPDATE_TYPES.map((value) => ({
        value,
        label: t(`admin.statusUpdates.types.${value}`),
      })),
    },
    { name: 'id', labelKey: 'admin.statusUpdates.recordId', kind: 'text', required: true },
    {
      name: 'status',
      labelKey: 'fields:statusupdate.status',
      kind: 'select',
      required: true,
      searchable: true,
      options: statuses.map((value) => ({ value, label: t(`status.${value}`, { defaultValue: value }) })),
    },
    {
      name: 'status_reason',
      labelKey: 'fields:statusupdate.status_reason',
      kind: 'textarea',
      required: true,
    },
  ];
  return (
    <SidePanel title={t('admin.statusUpdates.create')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {fields.map((field) => (
            <FormFieldInput key={field.name} field={field} control={form.control} />
          ))}
          <FormFooter formError={formError}>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('form.create')}
            </Button>
          </FormFooter>
        </Stack>
      </form>
    </SidePanel>
  );
}
