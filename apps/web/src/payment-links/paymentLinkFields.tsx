import { defineFields } from '../kit/fields/defineFields';
import { customerName } from '../transactions/transactionView';
import { LinkUrl } from './LinkUrl';

/** 002 §2 payment links: the list columns and the detail panel; the URL is what the merchant sends. */
export const PAYMENT_LINK_FIELDS = defineFields<
  'paymentlink',
  'payment_profile' | 'customer' | 'checkout_design'
>(
  'paymentlink',
  [
    { name: 'id', kind: 'id', list: { hiddenByDefault: true }, detail: true },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'merchant_reference', kind: 'text', list: { sortable: true }, detail: true },
    { name: 'description', kind: 'text', list: {}, detail: true },
    {
      name: 'amount',
      kind: 'money',
      currency: 'currency_code',
      list: { sortable: true, align: 'right' },
      detail: true,
    },
    { name: 'status', kind: 'status', family: 'payment_link', list: { sortable: true }, detail: true },
    { name: 'active', kind: 'boolean', list: {}, detail: true },
    { name: 'reusable', kind: 'boolean', list: {}, detail: true },
    { name: 'expires_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    {
      name: 'url',
      kind: 'custom',
      render: (row) => <LinkUrl url={row.url} />,
      text: (row) => row.url,
      detail: true,
    },
    { name: 'payment_profile', kind: 'reference', list: { hiddenByDefault: true }, detail: true },
    { name: 'customer', kind: 'reference', label: customerName, list: {}, detail: true },
    { name: 'checkout_design', kind: 'reference', list: { hiddenByDefault: true }, detail: true },
    { name: 'return_url', kind: 'text', detail: true },
    { name: 'updated_at', kind: 'dateTime', list: { hiddenByDefault: true }, detail: true },
  ],
  { populate: ['payment_profile', 'customer', 'checkout_design'] },
);
