import { defineFields } from '../kit/fields/defineFields';
import { customerName } from '../transactions/transactionView';
import { MadePayment } from './MadePayment';
import { SCHEDULED_TRANSACTION_POPULATE } from './scheduledTransactionView';

/** The columns of the scheduled transactions: when, how much, its state, whose, and the payment made. */
export const SCHEDULED_TRANSACTION_FIELDS = defineFields(
  'scheduledtransaction',
  [
    { name: 'id', kind: 'id', list: {}, detail: true },
    { name: 'due_date', kind: 'date', list: { sortable: true }, detail: true },
    { name: 'amount', kind: 'money', currency: 'currency_code', list: { sortable: true }, detail: true },
    { name: 'discount_amount', kind: 'money', currency: 'currency_code', detail: true },
    {
      name: 'status',
      kind: 'status',
      family: 'scheduled_transaction',
      list: { sortable: true },
      detail: true,
    },
    { name: 'customer', kind: 'reference', label: customerName, list: {}, detail: true },
    {
      name: 'transaction.merchant_reference',
      labelKey: 'fields:scheduledtransaction.transaction',
      kind: 'custom',
      render: (row) => <MadePayment transaction={row.transaction} />,
      text: (row) => (typeof row.transaction === 'object' ? (row.transaction?.merchant_reference ?? '') : ''),
      list: {},
      detail: true,
    },
    { name: 'subscription', kind: 'id', list: { hiddenByDefault: true }, detail: true },
    { name: 'subscription_cycle', kind: 'number', list: {}, detail: true },
    { name: 'tries', kind: 'number', list: { hiddenByDefault: true }, detail: true },
    { name: 'next_try_on', kind: 'date', list: { hiddenByDefault: true }, detail: true },
    { name: 'status_reason', kind: 'text', detail: true },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
  ],
  { populate: SCHEDULED_TRANSACTION_POPULATE },
);
