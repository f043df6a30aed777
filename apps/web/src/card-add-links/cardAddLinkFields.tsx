import { defineFields } from '../kit/fields/defineFields';
import { LinkUrl } from '../payment-links/LinkUrl';
import { customerName } from '../transactions/transactionView';

/** 002 §2 card-add links: the customer asked to store a card, the link's status, its URL and expiry. */
export const CARD_ADD_LINK_FIELDS = defineFields<
  'cardaddlink',
  'payment_profile' | 'customer' | 'checkout_design'
>(
  'cardaddlink',
  [
    { name: 'id', kind: 'id', list: { hiddenByDefault: true }, detail: true },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'customer', kind: 'reference', label: customerName, list: {}, detail: true },
    {
      name: 'customer.email_address',
      labelKey: 'fields:cardaddlink.customer_email',
      kind: 'text',
      list: {},
    },
    { name: 'status', kind: 'status', family: 'card_add_link', list: { sortable: true }, detail: true },
    { name: 'expires_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    {
      name: 'url',
      kind: 'custom',
      render: (row) => <LinkUrl url={row.url} />,
      text: (row) => row.url,
      detail: true,
    },
    { name: 'payment_profile', kind: 'reference', list: { hiddenByDefault: true }, detail: true },
    { name: 'checkout_design', kind: 'reference', list: { hiddenByDefault: true }, detail: true },
    { name: 'card', kind: 'id', detail: true },
    { name: 'return_url', kind: 'text', detail: true },
    { name: 'updated_at', kind: 'dateTime', list: { hiddenByDefault: true }, detail: true },
  ],
  { populate: ['payment_profile', 'customer', 'checkout_design'] },
);
