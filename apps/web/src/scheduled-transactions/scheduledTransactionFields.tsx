import { defineFields } from '../kit/fields/defineFields';
import { customerName } from '../transactions/transactionView';
import { MadePayment } from './MadePayment';
import { SCHEDULED_TRANSACTION_POPULATE } from './scheduledTransactionView';

/** The columns of the scheduled transactions: when, how much, its state, whose, and the payment made. */
export const SCHEDULED_TRANSACTION_FIELDS = defineFields(
  'scheduledtransaction',
  [
    { name: 'id', kind: 'id', list: {} },
    { name: 'due_date', kind: 'date', list: { sortable: true } },
    { name: 'amount', kind: 'money', currency: 'currency_code', list: { sortable: true } },
    { name: 'status', kind: 'status', family: 'scheduled_transaction', list: { sortable: true } },
    { name: 'customer', kind: 'reference', label: customerName, list: {} },
    {
      name: 'transaction.merchant_reference',
      labelKey: 'fields:scheduledtransaction.transaction',
      kind: 'custom',
      render: (row) => <MadePayment transaction={row.transaction} />,
      text: (row) => (typeof row.transaction === 'object' ? (row.transaction?.merchant_reference ?? '') : ''),
      list: {},
    },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true } },
  ],
  { populate: SCHEDULED_TRANSACTION_POPULATE },
);
