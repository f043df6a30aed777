import { Text } from '@mantine/core';
import { CURRENCIES, createOneOffSchema, ONE_OFF_TYPES, updateOneOffSchema } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { SidePanel } from '../kit/detail/SidePanel';
import { defineFields } from '../kit/fields/defineFields';
import { CancelButton } from '../kit/form/CancelButton';
import { ConfirmButton } from '../kit/form/ConfirmButton';
import { EntityForm } from '../kit/form/EntityForm';
import type { FormField } from '../kit/form/FormField';
import { ListPage } from '../kit/list/ListPage';

const ONE_OFF_FIELDS = defineFields('oneoff', [
  { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
  {
    name: 'type',
    kind: 'enum',
    labelPrefix: 'settlements.oneOffType.',
    values: ONE_OFF_TYPES,
    list: {},
    detail: true,
  },
  { name: 'description', kind: 'text', list: {}, detail: true },
  {
    name: 'amount',
    kind: 'money',
    currency: 'currency_code',
    list: { sortable: true, align: 'right' },
    detail: true,
  },
  { name: 'status', kind: 'status', family: 'one_off', list: { sortable: true }, detail: true },
  { name: 'effective_at', kind: 'dateTime', list: { sortable: true }, detail: true },
  { name: 'organisation', kind: 'reference', detail: true },
  { name: 'id', kind: 'id', detail: true },
]);

type OneOffField = 'type' | 'description' | 'amount' | 'currency_code';

function useOneOffFormFields(): FormField<OneOffField>[] {
  const { t } = useTranslation();
  return [
    {
      name: 'type',
      labelKey: 'fields:oneoff.type',
      kind: 'select',
      required: true,
      options: ONE_OFF_TYPES.map((value) => ({ value, label: t(`settlements.oneOffType.${value}`) })),
    },
    { name: 'description', labelKey: 'fields:oneoff.description', kind: 'text', required: true },
    {
      name: 'amount',
      labelKey: 'fields:oneoff.amount',
      kind: 'money',
      currency: { field: 'currency_code' },
      required: true,
    },
    {
      name: 'currency_code',
      labelKey: 'fields:oneoff.currency_code',
      kind: 'select',
      required: true,
      options: CURRENCIES.map((currency) => ({ value: currency, label: currency })),
    },
  ];
}

function OneOffDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('oneoff');
  const fields = useOneOffFormFields();
  return (
    <RecordDrawer
      resource="oneoff"
      id={id}
      fields={ONE_OFF_FIELDS}
      onClose={onClose}
      title={(oneOff) => oneOff?.description ?? t('routes.oneOffs')}
      actions={
        may('oneoff.update')
          ? (oneOff) =>
              oneOff.status === 'PENDING' && (
                <ConfirmButton
                  variant="default"
                  title={t('settlements.cancelOneOff')}
                  message={t('settlements.cancelOneOffQuestion', { description: oneOff.description })}
                  confirmLabel={t('settlements.cancelOneOff')}
                  successMessage={t('settlements.oneOffCancelled')}
                  destructive
                  onConfirm={() => writes.update(oneOff.id, { status: 'CANCELLED' })}
                >
                  {t('settlements.cancelOneOff')}
                </ConfirmButton>
              )
          : undefined
      }
      edit={
        may('oneoff.update')
          ? (oneOff, done) =>
              oneOff.status === 'PENDING' ? (
                <EntityForm
                  schema={updateOneOffSchema}
                  defaultValues={{
                    type: oneOff.type,
                    description: oneOff.description,
                    amount: oneOff.amount,
                    currency_code: oneOff.currency_code as (typeof CURRENCIES)[number],
                  }}
                  fields={fields}
                  submitLabelKey="form.save"
                  successMessageKey="form.saved"
                  secondary={<CancelButton onClick={done} />}
                  onSubmit={async (values) => {
                    await writes.update(oneOff.id, values);
                    done();
                  }}
                />
              ) : (
                <Text>{t('settlements.oneOffBooked')}</Text>
              )
          : undefined
      }
    />
  );
}

/**
 * 001 §2.10 finance/one-offs, inside a merchant (provider staff only): charges and credits the next
 * settlement books (ADR 0015). A booked one-off is history; a pending one can be changed or cancelled.
 */
export function OneOffsPage() {
  const { t } = useTranslation();
  const { scope, me } = useAccess();
  const may = usePermission();
  const writes = useResourceWrites('oneoff');
  const fields = useOneOffFormFields();
  const merchant = scope.kind === 'merchantAsProvider' ? scope.merchantId : me.organisation.id;
  return (
    <ListPage
      title={t('routes.oneOffs')}
      resource="oneoff"
      tableId="one-offs"
      fields={ONE_OFF_FIELDS}
      defaultSort="-created_at"
      renderDetail={(id, close) => <OneOffDetail id={id} onClose={close} />}
      {...(may('oneoff.create') && {
        create: {
          labelKey: 'settlements.createOneOff',
          render: (close) => (
            <SidePanel title={t('settlements.createOneOff')} onClose={close}>
              <EntityForm
                schema={createOneOffSchema}
                defaultValues={{
                  organisation: merchant,
                  type: 'CHARGE',
                  description: '',
                  currency_code: 'EUR',
                }}
                fields={fields}
                submitLabelKey="form.create"
                successMessageKey="settlements.oneOffCreated"
                onSubmit={async (values) => {
                  await writes.create(values);
                  close();
                }}
              />
            </SidePanel>
          ),
        },
      })}
    />
  );
}
