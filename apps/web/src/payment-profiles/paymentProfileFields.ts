import { defineFields } from '../kit/fields/defineFields';

/** The fields of the payment profile list (its detail and form have tabs of their own). */
export const PAYMENT_PROFILE_FIELDS = defineFields(
  'paymentprofile',
  [
    { name: 'id', kind: 'id', list: {} },
    { name: 'name', kind: 'text', list: { sortable: true } },
    { name: 'display_name', kind: 'text', list: { sortable: true } },
    { name: 'organisation', kind: 'reference', list: {} },
    { name: 'currency_code', kind: 'text', list: { sortable: true } },
    { name: 'website', kind: 'text', list: { hiddenByDefault: true } },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true } },
  ],
  { populate: ['organisation'] },
);
