import { defineFields } from '../kit/fields/defineFields';

/**
 * A settlement as a finance user reads it (Adyen's batch, Stripe's payout): period, totals by kind, the
 * net and where and when it is paid. Totals are signed as their effect on the merchant.
 */
export const SETTLEMENT_FIELDS = defineFields(
  'settlement',
  [
    { name: 'reference', kind: 'text', list: {}, detail: true },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true, hiddenByDefault: true }, detail: true },
    { name: 'period_start', kind: 'dateTime', list: { hiddenByDefault: true }, detail: true },
    { name: 'period_end', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'status', kind: 'status', family: 'settlement', list: { sortable: true }, detail: true },
    {
      name: 'gross_amount',
      kind: 'money',
      currency: 'currency_code',
      list: { align: 'right' },
      detail: true,
    },
    { name: 'fee_amount', kind: 'money', currency: 'currency_code', list: { align: 'right' }, detail: true },
    {
      name: 'refund_amount',
      kind: 'money',
      currency: 'currency_code',
      list: { align: 'right' },
      detail: true,
    },
    {
      name: 'chargeback_amount',
      kind: 'money',
      currency: 'currency_code',
      list: { align: 'right', hiddenByDefault: true },
      detail: true,
    },
    {
      name: 'reserve_amount',
      kind: 'money',
      currency: 'currency_code',
      list: { align: 'right', hiddenByDefault: true },
      detail: true,
    },
    {
      name: 'one_off_amount',
      kind: 'money',
      currency: 'currency_code',
      list: { align: 'right', hiddenByDefault: true },
      detail: true,
    },
    {
      name: 'carried_over_amount',
      kind: 'money',
      currency: 'currency_code',
      list: { align: 'right', hiddenByDefault: true },
      detail: true,
    },
    {
      name: 'amount',
      kind: 'money',
      currency: 'currency_code',
      list: { sortable: true, align: 'right' },
      detail: true,
    },
    { name: 'line_count', kind: 'number', list: { hiddenByDefault: true, align: 'right' }, detail: true },
    { name: 'payout_date', kind: 'date', list: { sortable: true }, detail: true },
    { name: 'paid_out_at', kind: 'dateTime', list: { hiddenByDefault: true }, detail: true },
    // A returned payout's reason code (ADR 0019), in words.
    { name: 'failure_reason', kind: 'enum', labelPrefix: 'host2host.reason.', detail: true },
    {
      name: 'bank_account',
      kind: 'reference',
      label: (row) =>
        typeof row.bank_account === 'object' && row.bank_account ? String(row.bank_account.iban) : null,
      detail: true,
    },
    { name: 'organisation', kind: 'reference', list: {}, detail: true },
    { name: 'id', kind: 'id', detail: true },
  ],
  { populate: ['organisation', 'bank_account'] },
);
