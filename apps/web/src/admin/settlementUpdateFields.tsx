import { defineFields } from '../kit/fields/defineFields';

export const SETTLEMENT_UPDATE_POPULATE = ['processor_settlement'] as const;

/** 001 §2.9 settlement updates: when, which processor settlement (opened in its list), last and old last. */
export const SETTLEMENT_UPDATE_FIELDS = defineFields(
  'settlementupdate',
  [
    { name: 'id', kind: 'id', detail: true },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    {
      name: 'processor_settlement',
      kind: 'reference',
      link: (id) => `/psp/processor-settlements?_open=${encodeURIComponent(id)}`,
      list: {},
      detail: true,
    },
    { name: 'last', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'old_last', kind: 'dateTime', list: {}, detail: true },
    {
      name: 'processor_settlement.last_run',
      labelKey: 'fields:settlementupdate.last_run',
      kind: 'dateTime',
      detail: true,
    },
    { name: 'update_last_run', kind: 'boolean', list: {}, detail: true },
  ],
  { populate: SETTLEMENT_UPDATE_POPULATE },
);
