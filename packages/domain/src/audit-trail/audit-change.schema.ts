import { z } from 'zod';
import { entityFields, ref } from '../resources/resource-schema.js';

export const CHANGE_ACTOR_KINDS = ['user', 'apiKey', 'system'] as const;

/**
 * A change to a record as the event outbox keeps it (`{resource}.created|updated|deleted` or a
 * command's event): who made it and the record before and after, secrets left out. The user-action
 * audit of the audit trail screen (issue 13).
 */
export const auditChangeSchema = z.object({
  ...entityFields,
  organisation: ref('organisation').nullable(),
  type: z.string(),
  resource: z.string(),
  resource_id: z.uuid(),
  action: z.string(),
  actor_kind: z.enum(CHANGE_ACTOR_KINDS),
  actor_id: z.string(),
  /** The user's name, the API key's name or the job's, as it is now. */
  actor_name: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;
