import { defineFields } from '../kit/fields/defineFields';
import { CustomerCards } from './CustomerCards';

/**
 * 002 §2 customers: the list columns (id, name, gender, city, region, country, status, merchant
 * reference), the Overview and the create form (e-mail and organisation required). The
 * select options are translated where the form is made.
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
    {
      name: 'email_address',
      kind: 'text',
      list: { hiddenByDefault: true },
      detail: true,
      form: { kind: 'email', required: true },
    },
    { name: 'first_name', kind: 'text', list: { sortable: true }, form: {} },
    { name: 'last_name', kind: 'text', list: { sortable: true }, form: {} },
    { name: 'gender', kind: 'text', list: { hiddenByDefault: true } },
    { name: 'city', kind: 'text', list: {}, detail: true, form: {} },
    { name: 'region', kind: 'text', list: { hiddenByDefault: true } },
    {
      name: 'country_code',
      kind: 'country',
      list: { sortable: true },
      detail: true,
      form: { searchable: true },
    },
    { name: 'phone_number', kind: 'text', form: {} },
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
