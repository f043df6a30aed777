import { z } from 'zod';
import { entityFields, ref, storedAs } from '../resources/resource-schema.js';

/** How a call was made: an API key (/v1), a logged-in user's session, or nobody logged in (a login attempt). */
export const AUDIT_AUTHENTICATIONS = ['api', 'jwt', 'none'] as const;
export type AuditAuthentication = (typeof AUDIT_AUTHENTICATIONS)[number];

const httpMessageSchema = z.object({
  headers: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  body: z.unknown().optional(),
  /** The body's size in characters when it was stored cut short (the recording's limit). */
  truncated: z.int().optional(),
});

export const auditTrailItemSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  parent: ref('audittrail').nullable(),
  route: z.string(),
  destination: z.string().nullable(),
  type: z.string(),
  method: z.string(),
  url: z.string(),
  response_code: z.int(),
  origin: z.string().nullable(),
  authentication: z.enum(AUDIT_AUTHENTICATIONS),
  user: ref('user').nullable(),
  request: httpMessageSchema,
  response: httpMessageSchema,
  transaction: ref('transaction').nullable(),
  payment_profile: ref('paymentprofile').nullable(),
  api_key: storedAs(z.uuid().nullable(), 'api_key_id'),
});
export type AuditTrailItem = z.infer<typeof auditTrailItemSchema>;
