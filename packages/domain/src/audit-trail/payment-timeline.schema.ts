import { z } from 'zod';
import { timestamp } from '../resources/resource-schema.js';
import { AUDIT_AUTHENTICATIONS } from './audit-trail-item.schema.js';

/**
 * One moment of a payment's timeline (issue 13): the API calls about it, its statuses, the engine's
 * decision and processor attempts, and the webhooks it caused with each delivery attempt. Each entry
 * names the record it comes from, so a screen links to its detail.
 */
export const paymentTimelineEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('api_call'),
    at: timestamp(),
    id: z.uuid(),
    method: z.string(),
    route: z.string(),
    response_code: z.int(),
    authentication: z.enum(AUDIT_AUTHENTICATIONS),
  }),
  z.object({
    kind: z.literal('status'),
    at: timestamp(),
    id: z.uuid(),
    status: z.string(),
    status_reason: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('decision'),
    at: timestamp(),
    rulesets_matched: z.array(z.object({ ruleset: z.string(), name: z.string(), action: z.string() })),
    routing: z.string().nullable(),
    processor: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('processor_attempt'),
    at: timestamp(),
    attempt: z.int(),
    processor: z.string(),
    outcome: z.string(),
    ms: z.number(),
  }),
  z.object({
    kind: z.literal('webhook'),
    at: timestamp(),
    id: z.uuid(),
    type: z.string(),
    url: z.string(),
    status: z.string().nullable(),
    delivered: z.boolean(),
  }),
  z.object({
    kind: z.literal('webhook_attempt'),
    at: timestamp(),
    id: z.uuid(),
    webhook: z.uuid(),
    status_code: z.int().nullable(),
  }),
]);
export type PaymentTimelineEntry = z.infer<typeof paymentTimelineEntrySchema>;
export type PaymentTimelineKind = PaymentTimelineEntry['kind'];
