import { defineFields } from '../kit/fields/defineFields';

/** 001 §2.10 terminals: name, serial number, model, status, the payment profile it takes payments for. */
export const TERMINAL_FIELDS = defineFields(
  'terminal',
  [
    { name: 'id', kind: 'id', detail: true },
    { name: 'name', kind: 'text', list: { sortable: true }, detail: true, form: { required: true } },
    { name: 'serial_number', kind: 'text', list: { sortable: true }, detail: true, form: { required: true } },
    { name: 'model', kind: 'text', list: {}, detail: true },
    { name: 'status', kind: 'status', family: 'terminal', list: { sortable: true }, detail: true },
    { name: 'payment_profile', kind: 'reference', list: {}, detail: true },
    { name: 'last_seen_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'organisation', kind: 'reference', list: { hiddenByDefault: true }, detail: true },
    { name: 'created_at', kind: 'dateTime', detail: true },
  ],
  { populate: ['payment_profile', 'organisation'] },
);
