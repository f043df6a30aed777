import { z } from 'zod';
import { outboundUrlSchema } from '../net/outbound-url.js';
import { entityFields, ref, timestamp } from '../resources/resource-schema.js';
import { WEBHOOK_STATUSES } from '../statuses/status-catalogue.js';

export const WEBHOOK_TYPES = [
  'transaction',
  'refund',
  'chargeback',
  'validationruleset',
  'cardlink',
] as const;

export const webhookSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  url: z.string(),
  type: z.enum(WEBHOOK_TYPES),
  item_id: z.uuid().nullable(),
  status: z.enum(WEBHOOK_STATUSES).nullable(),
  delivered: z.boolean(),
  delivered_on: timestamp().nullable(),
  manual: z.boolean(),
  attempts: z.int(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** 001 §5: url and type required; status required for transaction, refund and chargeback. */
export const createWebhookSchema = z
  .object({
    organisation: z.uuid().optional(),
    url: outboundUrlSchema(),
    type: z.enum(WEBHOOK_TYPES).default('transaction'),
    item_id: z.uuid().nullish(),
    status: z.enum(WEBHOOK_STATUSES).nullish(),
  })
  .refine((webhook) => !['transaction', 'refund', 'chargeback'].includes(webhook.type) || !!webhook.status, {
    message: 'A status is required for this type',
    path: ['status'],
  });
export const updateWebhookSchema = z.object({ url: outboundUrlSchema() }).partial();
