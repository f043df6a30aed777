import { defineFields } from '../kit/fields/defineFields';
import {
  populatedTransaction,
  productTypeOf,
  TransactionReferenceLink,
} from '../transactions/TransactionReferenceLink';
import { REFUND_POPULATE } from './refundView';

/** 002 §2 refunds: the chargeback columns plus the transaction's id, date, recurring type and amount. */
export const REFUND_FIELDS = defineFields(
  'refund',
  [
    { name: 'id', kind: 'id', list: { hiddenByDefault: true }, detail: true },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    {
      name: 'last_status_update',
      kind: 'dateTime',
      list: { sortable: true, hiddenByDefault: true },
      detail: true,
    },
    { name: 'processor_id_external', kind: 'text', list: { hiddenByDefault: true }, detail: true },
    {
      name: 'transaction.merchant_reference',
      labelKey: 'fields:refund.merchant_reference',
      kind: 'custom',
      render: (row) => <TransactionReferenceLink reference={row.transaction} />,
      text: (row) => populatedTransaction(row.transaction)?.merchant_reference ?? '',
      list: {},
    },
    { name: 'amount', kind: 'money', currency: 'currency_code', list: { sortable: true }, detail: true },
    {
      name: 'transaction.amount',
      labelKey: 'fields:refund.transaction_amount',
      kind: 'money',
      currency: 'transaction.currency_code',
      list: {},
    },
    { name: 'status', kind: 'status', family: 'refund', list: { sortable: true }, detail: true },
    // The reason is in the detail: the list keeps the payment's columns of 002 §2 within 1440 px.
    { name: 'reason', kind: 'text', list: { hiddenByDefault: true }, detail: true },
    {
      name: 'transaction.id',
      labelKey: 'fields:refund.transaction',
      kind: 'id',
      list: {},
    },
    {
      name: 'transaction.created_at',
      labelKey: 'fields:refund.transaction_created_at',
      kind: 'dateTime',
      list: {},
    },
    {
      name: 'transaction.recurring_type',
      labelKey: 'fields:refund.recurring_type',
      kind: 'enum',
      labelPrefix: 'recurringTypes.',
      list: {},
    },
    {
      name: 'transaction.payment_product_type',
      labelKey: 'fields:refund.payment_product_type',
      kind: 'custom',
      render: (row) => productTypeOf(row.transaction),
      text: (row) => productTypeOf(row.transaction),
      list: { hiddenByDefault: true },
    },
    { name: 'organisation', kind: 'reference', list: {} },
  ],
  { populate: REFUND_POPULATE },
);
