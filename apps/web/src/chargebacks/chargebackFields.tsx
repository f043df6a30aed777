import { defineFields } from '../kit/fields/defineFields';
import { populatedTransaction, TransactionReferenceLink } from '../transactions/TransactionReferenceLink';
import { CHARGEBACK_POPULATE } from './chargebackView';

/** 002 §2 chargebacks; the merchant reference opens the transactions filtered by it. */
export const CHARGEBACK_FIELDS = defineFields(
  'chargeback',
  [
    { name: 'id', kind: 'id', list: {}, detail: true },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'last_status_update', kind: 'dateTime', list: { sortable: true } },
    { name: 'processor_id_external', kind: 'text', list: { hiddenByDefault: true }, detail: true },
    {
      name: 'transaction.merchant_reference',
      labelKey: 'fields:chargeback.merchant_reference',
      kind: 'custom',
      render: (row) => <TransactionReferenceLink reference={row.transaction} />,
      text: (row) => populatedTransaction(row.transaction)?.merchant_reference ?? '',
      list: {},
    },
    {
      name: 'transaction.payment_product_type',
      labelKey: 'fields:chargeback.payment_product_type',
      kind: 'text',
      list: {},
    },
    { name: 'amount', kind: 'money', currency: 'currency_code', list: { sortable: true }, detail: true },
    { name: 'reason', kind: 'text', list: {}, detail: true },
    { name: 'reason_code', kind: 'text', detail: true },
    { name: 'status', kind: 'status', family: 'chargeback', list: { sortable: true }, detail: true },
    { name: 'source_type', kind: 'text', list: { sortable: true } },
    { name: 'work_by_date', kind: 'date', list: { sortable: true }, detail: true },
    { name: 'organisation', kind: 'reference', list: {} },
  ],
  { populate: CHARGEBACK_POPULATE },
);
