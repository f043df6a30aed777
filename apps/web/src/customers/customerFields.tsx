import { defineFields } from '../kit/fields/defineFields';
import { CustomerCards } from './CustomerCards';

/**
 * 002 §2 customers: the list columns (id, name, gender, city, region, country, status, merchant
 * reference), the Overview (type, status, created date and the rest) and the form of every field of
 * 002 §3 (e-mail and organisation required). The select options are translated where the form is made.
 */
export const CUSTOMER_FIELDS = defineFields(
  'customer',
  [
    { name: 'id', kind: 'id', list: {}, detail: true },
    {
      name: 'organisation',
      kind: 'reference',
      detail: true,
      form: { kind: 'select', required: true, searchable: true },
    },
    { name: 'type', kind: 'enum', labelPrefix: 'customers.types.', detail: true, form: { required: true } },
    {
      name: 'email_address',
      kind: 'text',
      list: { hiddenByDefault: true },
      detail: true,
      form: { kind: 'email', required: true },
    },
    { name: 'title', kind: 'text', detail: true, form: {} },
    { name: 'initials', kind: 'text', detail: true, form: {} },
    { name: 'first_name', kind: 'text', list: { sortable: true }, detail: true, form: {} },
    { name: 'last_name', kind: 'text', list: { sortable: true }, detail: true, form: {} },
    { name: 'gender', kind: 'text', list: { hiddenByDefault: true }, detail: true, form: {} },
    { name: 'date_of_birth', kind: 'date', detail: true, form: {} },
    { name: 'street_address', kind: 'text', detail: true, form: {} },
    { name: 'house_number', kind: 'text', detail: true, form: {} },
    { name: 'house_number_suffix', kind: 'text', detail: true, form: {} },
    { name: 'postal_code', kind: 'text', detail: true, form: {} },
    { name: 'city', kind: 'text', list: {}, detail: true, form: {} },
    { name: 'region', kind: 'text', list: { hiddenByDefault: true }, detail: true, form: {} },
    {
      name: 'country_code',
      kind: 'country',
      list: { sortable: true },
      detail: true,
      form: { searchable: true },
    },
    { name: 'phone_number', kind: 'text', detail: true, form: {} },
    { name: 'fax_number', kind: 'text', detail: true, form: {} },
    // Masked by the server (its last four characters): typed, never read back.
    { name: 'social_security_number', kind: 'text', detail: true, form: {} },
    { name: 'segment', kind: 'enum', labelPrefix: 'customers.segment.', detail: true, form: {} },
    { name: 'status', kind: 'status', family: 'customer', list: { sortable: true }, detail: true, form: {} },
    { name: 'status_reason', kind: 'text', detail: true },
    { name: 'merchant_reference', kind: 'text', list: { sortable: true }, detail: true, form: {} },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    {
      name: 'cards',
      kind: 'custom',
      detail: true,
      render: (row) => <CustomerCards cards={row.cards} />,
      text: (row) => row.cards.map((card) => `${card.brand} ${card.bin}…${card.last4}`).join(', '),
    },
  ],
  { populate: ['organisation'] },
);
