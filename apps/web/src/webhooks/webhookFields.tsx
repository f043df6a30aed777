import { WEBHOOK_DELIVERY_STATES, WEBHOOK_TYPES } from '@psp/domain';
import { defineFields } from '../kit/fields/defineFields';

/** 001 §2.8 webhooks: created at, URL, type, item id, delivered on, status; the delivery state beside. */
export const WEBHOOK_FIELDS = defineFields(
  'webhook',
  [
    { name: 'id', kind: 'id', detail: true },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'url', kind: 'text', list: {}, detail: true },
    {
      name: 'type',
      kind: 'enum',
      labelPrefix: 'webhooks.types.',
      values: WEBHOOK_TYPES,
      list: {},
      detail: true,
    },
    { name: 'item_id', kind: 'id', list: {}, detail: true },
    { name: 'delivered_on', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'status', kind: 'status', family: 'webhook', list: {}, detail: true },
    {
      name: 'state',
      kind: 'enum',
      labelPrefix: 'webhooks.states.',
      values: WEBHOOK_DELIVERY_STATES,
      list: {},
      detail: true,
    },
    { name: 'attempts', kind: 'number', list: { hiddenByDefault: true }, detail: true },
    { name: 'next_attempt_at', kind: 'dateTime', detail: true },
    { name: 'manual', kind: 'boolean', list: { hiddenByDefault: true }, detail: true },
    { name: 'organisation', kind: 'reference', list: {}, detail: true },
  ],
  { populate: ['organisation'] },
);
