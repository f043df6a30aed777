import { PAYMENT_PRODUCTS } from '@psp/domain';
import i18next from 'i18next';
import { defineFields } from '../kit/fields/defineFields';
import { paymentProductTypeName } from '../kit/format/paymentProductName';
import { statusReasonText } from '../kit/format/statusReasonText';
import { isBlockedFailure, ThreeDSecureResult, TransactionStatus } from './TransactionStatus';
import { currencyOf, customerName, TRANSACTION_POPULATE } from './transactionView';

/** The reason in the reader's language (the field is read outside a component). */
const statusReason = (reason: string | null) => (reason ? statusReasonText(i18next.t, reason) : '');

/**
 * The fields of the transaction screens (002 §3): the list columns and the detail panel's overview. The
 * organisation is populated where a list spans several (the provider's list, a chain's).
 */
export const TRANSACTION_FIELDS = defineFields<
  'transaction',
  'payment_profile' | 'customer' | 'organisation' | 'processor'
>(
  'transaction',
  [
    // The reference names a payment in the list; its id is in the table settings and the detail (issue 29).
    { name: 'id', kind: 'id', list: { hiddenByDefault: true }, detail: true },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'merchant_reference', kind: 'text', list: { sortable: true }, detail: true },
    { name: 'amount', kind: 'money', currency: currencyOf, list: { sortable: true }, detail: true },
    {
      name: 'status',
      // 002 §4: a blocked FAILED payment is flagged.
      kind: 'custom',
      render: (row) => <TransactionStatus row={row} />,
      text: (row) => (isBlockedFailure(row) ? `${row.status} (blocked)` : row.status),
      list: { sortable: true },
      detail: true,
    },
    {
      name: 'status_reason',
      kind: 'custom',
      render: (row) => statusReason(row.status_reason),
      text: (row) => statusReason(row.status_reason),
      list: { hiddenByDefault: true },
      detail: true,
    },
    { name: 'captured_amount', kind: 'money', currency: currencyOf, detail: true },
    { name: 'refunded_amount', kind: 'money', currency: currencyOf, detail: true },
    {
      // The 3-D Secure result of a card payment: whether the cardholder was authenticated.
      name: 'three_d_secure',
      kind: 'custom',
      render: (row) => (row.payment_product === 'card' ? <ThreeDSecureResult row={row} /> : null),
      text: (row) => (row.payment_product === 'card' ? String(row.three_d_secure) : ''),
      detail: true,
    },
    {
      name: 'payment_product',
      kind: 'enum',
      labelPrefix: 'paymentProducts.',
      values: PAYMENT_PRODUCTS,
      list: { sortable: true },
      detail: true,
    },
    {
      name: 'payment_product_type',
      kind: 'custom',
      render: (row) => paymentProductTypeName(i18next.t, row.payment_product_type),
      text: (row) => paymentProductTypeName(i18next.t, row.payment_product_type),
      list: { hiddenByDefault: true },
      detail: true,
    },
    {
      name: 'card_details',
      labelKey: 'fields:transaction.card',
      kind: 'card',
      list: { hiddenByDefault: true },
      detail: true,
    },
    { name: 'customer', kind: 'reference', label: customerName, list: {} },
    {
      name: 'customer.email_address',
      labelKey: 'fields:transaction.customer_email',
      kind: 'text',
      list: { hiddenByDefault: true },
    },
    { name: 'payment_profile', kind: 'reference', detail: true },
    { name: 'processor', kind: 'reference', list: { hiddenByDefault: true }, detail: true },
    { name: 'country_code', kind: 'country', list: { sortable: true }, detail: true },
    { name: 'platform', kind: 'text', list: { hiddenByDefault: true }, detail: true },
    { name: 'browser', kind: 'text', list: { hiddenByDefault: true }, detail: true },
    {
      name: 'recurring_type',
      kind: 'enum',
      labelPrefix: 'recurringTypes.',
      list: { hiddenByDefault: true },
      detail: true,
    },
    { name: 'subscription_cycle', kind: 'number', list: { hiddenByDefault: true }, detail: true },
    { name: 'processor_id_external', kind: 'text', detail: true },
    { name: 'description', kind: 'text', list: { hiddenByDefault: true }, detail: true },
    { name: 'organisation', kind: 'reference', list: {} },
    { name: 'updated_at', kind: 'dateTime', detail: true },
  ],
  { populate: TRANSACTION_POPULATE },
);
