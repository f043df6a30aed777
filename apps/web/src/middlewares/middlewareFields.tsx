import { MIDDLEWARE_TYPES } from '@psp/domain';
import { defineFields } from '../kit/fields/defineFields';
import { ActiveBadge } from '../processors/ActiveBadge';

/** The fields of a middleware's screens; the organisation is the scope's (the viewed merchant, or the provider's own). */
export const MIDDLEWARE_FIELDS = defineFields(
  'middleware',
  [
    { name: 'id', kind: 'id', detail: true },
    { name: 'name', kind: 'text', list: { sortable: true }, detail: true, form: { required: true } },
    { name: 'organisation', kind: 'reference', list: {}, detail: true },
    {
      name: 'type',
      kind: 'enum',
      labelPrefix: 'middlewares.type.',
      values: MIDDLEWARE_TYPES,
      list: { sortable: true },
      detail: true,
      form: { required: true },
    },
    {
      name: 'active',
      kind: 'custom',
      render: (middleware) => <ActiveBadge active={middleware.active} />,
      text: (middleware) => String(middleware.active),
      list: { sortable: true },
      detail: true,
      form: { kind: 'checkbox' },
    },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'updated_at', kind: 'dateTime', detail: true },
  ],
  { populate: ['organisation'] },
);
