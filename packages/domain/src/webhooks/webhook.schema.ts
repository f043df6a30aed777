import { z } from 'zod';
import { outboundUrlSchema } from '../net/outbound-url.js';
import { entityFields, ref, timestamp } from '../resources/resource-schema.js';
import { PRODUCT_TRANSACTION_STATUSES } from '../statuses/lifecycle.js';
import {
  CARD_ADD_LINK_STATUSES,
  CHARGEBACK_STATUSES,
  REFUND_STATUSES,
  SUBSCRIPTION_STATUSES,
  WEBHOOK_STATUSES,
} from '../statuses/status-catalogue.js';

export const WEBHOOK_TYPES = [
  'transaction',
  'refund',
  'chargeback',
  'validationruleset',
  'cardlink',
  'subscription',
] as const;
export type WebhookType = (typeof WEBHOOK_TYPES)[number];

/**
 * 001 §4: the statuses the form offers for each type (a ruleset match carries none): those a record of the
 * type really takes here, a payment's from the product's own steps rather than all 29 spellings.
 */
export const WEBHOOK_STATUSES_BY_TYPE: Record<WebhookType, readonly string[]> = {
  transaction: PRODUCT_TRANSACTION_STATUSES,
  refund: REFUND_STATUSES,
  chargeback: CHARGEBACK_STATUSES,
  validationruleset: [],
  cardlink: CARD_ADD_LINK_STATUSES,
  subscription: SUBSCRIPTION_STATUSES,
};
/** Types whose form requires a status (001 §5). */
export const WEBHOOK_TYPES_WITH_STATUS: readonly WebhookType[] = ['transaction', 'refund', 'chargeback'];

/**
 * Where a message is in its delivery: pending (waiting for its next attempt), delivered (a 2xx),
 * failed (every attempt of the schedule failed) or disabled (its endpoint answered 410 Gone).
 */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed', 'disabled'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/**
 * Seconds to wait before each retry after the first attempt (which is immediate): Svix's schedule.
 * The last one failing ends the message as failed and mails the payment profile's webhook_failed_email.
 */
export const WEBHOOK_RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000] as const;
/** The longest wait a receiver's Retry-After may ask for. */
export const WEBHOOK_RETRY_AFTER_CAP_SECONDS = 36000;
/** How long a rotated-out signing secret keeps signing beside the new one. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;

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
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  next_attempt_at: timestamp().nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** One delivery attempt (the spec's history entry: created_at, status_code, content). */
export const webhookAttemptSchema = z.object({
  id: z.uuid(),
  created_at: timestamp(),
  attempt: z.int().nullable(),
  status_code: z.int().nullable(),
  content: z.string().nullable(),
  duration_ms: z.int().nullable(),
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/**
 * 001 §5: url and type required; status required for transaction, refund and chargeback and none for a
 * ruleset match (the form offers each type's own statuses). Creating one sends it (a test event).
 */
export const createWebhookSchema = z
  .object({
    organisation: z.uuid().optional(),
    url: outboundUrlSchema(),
    type: z.enum(WEBHOOK_TYPES).default('transaction'),
    item_id: z.uuid().nullish(),
    status: z.enum(WEBHOOK_STATUSES).nullish(),
  })
  .superRefine((webhook, context) => {
    if (WEBHOOK_TYPES_WITH_STATUS.includes(webhook.type) && !webhook.status) {
      context.addIssue({ code: 'custom', message: 'A status is required for this type', path: ['status'] });
    } else if (webhook.type === 'validationruleset' && webhook.status) {
      context.addIssue({
        code: 'custom',
        message: 'A ruleset webhook has no status',
        path: ['status'],
        input: webhook.status,
      });
    }
  });
export const updateWebhookSchema = z.object({ url: outboundUrlSchema() }).partial();

/** A bulk replay: the messages of the caller's scope that match, sent again with their own webhook-id. */
export const webhookReplaySchema = z.strictObject({
  type: z.enum(WEBHOOK_TYPES).optional(),
  state: z.enum(WEBHOOK_DELIVERY_STATES).optional(),
  status: z.enum(WEBHOOK_STATUSES).optional(),
  created_from: timestamp(),
  created_to: timestamp(),
});
export type WebhookReplayFilter = z.infer<typeof webhookReplaySchema>;

export const webhookReplaySchemaOut = z.object({
  id: z.uuid(),
  total: z.int(),
  done: z.int(),
  finished_at: timestamp().nullable(),
});

/** The signing secret's state; `secret` only in the answer of a rotation (shown once). */
export const webhookSecretSchema = z.object({
  exists: z.boolean(),
  rotated_at: timestamp().nullable(),
  previous_valid_until: timestamp().nullable(),
  secret: z.string().optional(),
});

export const webhookEndpointSchema = z.object({
  url: z.string(),
  disabled_at: timestamp().nullable(),
  disabled_reason: z.string().nullable(),
});

/** 001 §2.8: the colour of an attempt's response code. */
export function responseCodeColour(code: number | null): 'green' | 'orange' | 'red' | 'grape' | 'gray' {
  if (code === null) return 'gray';
  if (code >= 200 && code < 300) return 'green';
  if (code >= 300 && code < 400) return 'orange';
  if (code >= 400 && code < 500) return 'red';
  if (code >= 500 && code < 600) return 'grape';
  return 'gray';
}
export type CreateWebhook = z.input<typeof createWebhookSchema>;
