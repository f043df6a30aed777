import { defineFields } from '../kit/fields/defineFields';
import { currencyOf, customerName, TRANSACTION_POPULATE } from './transactionView';

/** The fields of the transaction list (002 §3). */
export const TRANSACTION_FIELDS = defineFields(
  'transaction',
  [
    { name: 'id', kind: 'id', list: {} },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true } },
    { name: 'merchant_reference', kind: 'text', list: { sortable: true } },
    { name: 'amount', kind: 'money', currency: currencyOf, list: { sortable: true } },
    { name: 'status', kind: 'status', family: 'transaction', list: { sortable: true } },
    { name: 'payment_product', kind: 'text', list: { sortable: true } },
    { name: 'customer', kind: 'reference', label: customerName, list: {} },
    { name: 'country_code', kind: 'country', list: { sortable: true } },
    { name: 'description', kind: 'text', list: { hiddenByDefault: true } },
  ],
  { populate: TRANSACTION_POPULATE },
);
