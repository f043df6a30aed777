import { defineFields } from '../kit/fields/defineFields';

/** A processor settlement: the import of one processor's settlement reports and how far it has read. */
export const PROCESSOR_SETTLEMENT_FIELDS = defineFields(
  'processorsettlement',
  [
    { name: 'id', kind: 'id', detail: true },
    { name: 'name', kind: 'text', list: { sortable: true }, detail: true, form: { required: true } },
    { name: 'type', kind: 'text', list: {}, detail: true, form: { required: true } },
    { name: 'processor', kind: 'reference', list: {}, detail: true },
    { name: 'active', kind: 'boolean', list: {}, detail: true, form: { kind: 'checkbox' } },
    { name: 'last', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'last_run', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'organisation', kind: 'reference', list: { hiddenByDefault: true }, detail: true },
    { name: 'created_at', kind: 'dateTime', detail: true },
  ],
  { populate: ['processor', 'organisation'] },
);
