import { Anchor, Tooltip } from '@mantine/core';
import { merchantScopeBase, PAYMENT_PRODUCTS, type PopulatedRowOf } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { defineFields } from '../kit/fields/defineFields';
import { Money } from '../kit/format/Money';
import { StatusTag } from '../kit/format/StatusTag';

export const STATUS_UPDATE_POPULATE = ['transaction', 'refund', 'organisation', 'payment_profile'] as const;
type StatusUpdateRow = PopulatedRowOf<'statusupdate', (typeof STATUS_UPDATE_POPULATE)[number]>;

/** The payment or refund a status update changed, as populated. */
export function updatedRecordOf(row: StatusUpdateRow) {
  const record = row.type === 'transaction' ? row.transaction : row.refund;
  return record && typeof record !== 'string' ? record : undefined;
}

/** The merchant's transactions or refunds list with the record open (001 §2.9 'view'). */
export function updatedRecordPath(row: StatusUpdateRow): string {
  const organisation = typeof row.organisation === 'string' ? row.organisation : row.organisation.id;
  const id = row.type === 'transaction' ? row.transaction : row.refund;
  const recordId = typeof id === 'string' ? id : id?.id;
  return `${merchantScopeBase(organisation)}${row.type === 'transaction' ? 'transactions' : 'refunds'}?_open=${recordId}`;
}

function StatusWithReason({ row }: { row: StatusUpdateRow }) {
  const family = row.type === 'transaction' ? 'transaction' : 'refund';
  return (
    <Tooltip label={row.status_reason} disabled={!row.status_reason} withArrow>
      <span>
        <StatusTag family={family} status={row.status} />
      </span>
    </Tooltip>
  );
}

function ViewLink({ row }: { row: StatusUpdateRow }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={updatedRecordPath(row)} onClick={(event) => event.stopPropagation()}>
      {t('admin.statusUpdates.view')}
    </Anchor>
  );
}

/** 001 §2.9 status updates: when, what, the status set (its reason as tooltip), amount, merchant, view. */
export const STATUS_UPDATE_FIELDS = defineFields(
  'statusupdate',
  [
    { name: 'id', kind: 'id', detail: true },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'type', kind: 'enum', labelPrefix: 'admin.statusUpdates.types.', list: {}, detail: true },
    {
      name: 'status',
      kind: 'custom',
      render: (row) => <StatusWithReason row={row} />,
      text: (row) => row.status,
      list: { sortable: true },
      detail: true,
    },
    { name: 'status_reason', kind: 'text', list: { hiddenByDefault: true }, detail: true },
    {
      name: 'transaction.amount',
      labelKey: 'fields:statusupdate.amount',
      kind: 'custom',
      render: (row) => {
        const record = updatedRecordOf(row);
        return record ? <Money amount={record.amount} currency={record.currency_code} /> : null;
      },
      text: (row) => String(updatedRecordOf(row)?.amount ?? ''),
      list: {},
      detail: true,
    },
    {
      name: 'transaction.payment_product',
      labelKey: 'fields:statusupdate.payment_product',
      kind: 'enum',
      labelPrefix: 'paymentProducts.',
      values: PAYMENT_PRODUCTS,
      list: {},
      detail: true,
    },
    {
      name: 'transaction.merchant_reference',
      labelKey: 'fields:statusupdate.merchant_reference',
      kind: 'text',
      list: {},
      detail: true,
    },
    {
      name: 'organisation',
      kind: 'reference',
      link: (id) => merchantScopeBase(id),
      list: {},
      detail: true,
    },
    {
      name: 'refund',
      labelKey: 'fields:statusupdate.view',
      kind: 'custom',
      render: (row) => <ViewLink row={row} />,
      text: updatedRecordPath,
      list: {},
      detail: true,
    },
  ],
  { populate: STATUS_UPDATE_POPULATE },
);
