import { auditChangeSchema, redactValue } from '@psp/domain';
import { sql } from 'kysely';
import { defineResource } from '../platform/resource/resource-definition.js';

/**
 * The user-action audit (issue 13): the event outbox read as a list, read-only. Events already leave out
 * stored-only columns and each resource's `secretFields`; `toApi` passes before and after through the
 * audit trail's redaction too, so a secret a feature forgets to declare is still not shown.
 */
export const auditChangeResource = defineResource({
  name: 'auditchange',
  table: 'events',
  schema: auditChangeSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'resource_id', match: 'exact' },
  ],
  computed: {
    actor_name: sql`CASE t.actor_kind
      WHEN 'user' THEN (SELECT u.name FROM users u WHERE u.id::text = t.actor_id)
      WHEN 'apiKey' THEN (SELECT k.name FROM api_keys k WHERE k.id::text = t.actor_id)
      ELSE t.actor_id END`,
  },
  toApi: (row) => ({
    ...row,
    before: redactValue(row.before) as typeof row.before,
    after: redactValue(row.after) as typeof row.after,
  }),
});
