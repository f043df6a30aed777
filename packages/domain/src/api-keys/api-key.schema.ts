import { z } from 'zod';
import { entityFields, ref, storedAs, timestamp } from '../resources/resource-schema.js';
import type { Role } from '../roles/role-catalogue.js';

export const apiKeySchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  payment_profile: ref('paymentprofile').nullable(),
  name: z.string(),
  /** The first characters of the key, to tell keys apart; the key itself is shown once at creation. */
  prefix: z.string(),
  last_used_at: timestamp().nullable(),
  revoked_at: timestamp().nullable(),
  created_by: storedAs(ref('user').nullable(), 'created_by'),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeySchema = z.object({
  organisation: z.uuid().optional(),
  name: z.string().trim().min(1).max(200),
  /** Limits the key to one payment profile; empty: every profile of the organisation. */
  payment_profile: z.uuid().nullish(),
});

/** The answer to creating a key: the only time the secret is shown. */
export const createdApiKeySchema = apiKeySchema.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** A key works until it is revoked; a revoked key is refused and stays listed for the audit trail. */
export const API_KEY_STATUSES = ['active', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export function apiKeyStatus(key: Pick<ApiKey, 'revoked_at'>): ApiKeyStatus {
  return key.revoked_at ? 'revoked' : 'active';
}

/**
 * What a /v1 API key may do, as roles, so the one requirement check applies to keys as to users: take
 * payments (transactions, refunds), keep the customers they are for and send them payment and card-add
 * links, in its organisation's subtree.
 * A key never acts as provider staff, whatever its organisation.
 */
export const API_KEY_ROLES = [
  'TRANSACTION_ALL',
  'REFUND_ALL',
  'CUSTOMER_ALL',
  'PAYMENT_LINK_ALL',
  'CARD_ADD_ALL',
  'SCHEDULED_TRANSACTION_ALL',
] as const satisfies readonly Role[];
