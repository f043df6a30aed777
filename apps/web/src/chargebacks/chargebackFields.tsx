import i18next from 'i18next';
import { defineFields } from '../kit/fields/defineFields';
import {
  populatedTransaction,
  productTypeOf,
  TransactionReferenceLink,
} from '../transactions/TransactionReferenceLink';
import { CHARGEBACK_POPULATE } from './chargebackView';

const sourceOf = (source: string | null) =>
  source ? i18next.t(`chargebackSources.${source}`, { defaultValue: source }) : '';

/** 002 §2 chargebacks; the merchant reference opens the transactions filtered by it. */
export const CHARGEBACK_FIELDS = defineFields(
  'chargeback',
  [
    { name: 'id', kind: 'id', list: { hiddenByDefault: true }, detail: true },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'last_status_update', kind: 'dateTime', list: { sortable: true, hiddenByDefault: true } },
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
      kind: 'custom',
      render: (row) => productTypeOf(row.transaction),
      text: (row) => productTypeOf(row.transaction),
      list: {},
    },
    { name: 'amount', kind: 'money', currency: 'currency_code', list: { sortable: true }, detail: true },
    { name: 'reason', kind: 'text', list: {}, detail: true },
    { name: 'reason_code', kind: 'text', detail: true },
    { name: 'status', kind: 'status', family: 'chargeback', list: { sortable: true }, detail: true },
    {
      // The dispute's stage as the processor names it: a known one in the reader's language.
      name: 'source_type',
      kind: 'custom',
      render: (row) => sourceOf(row.source_type),
      text: (row) => sourceOf(row.source_type),
      list: { sortable: true },
    },
    { name: 'work_by_date', kind: 'date', list: { sortable: true }, detail: true },
    { name: 'organisation', kind: 'reference', list: {} },
  ],
  { populate: CHARGEBACK_POPULATE },
);
