import { z } from 'zod';
import { httpUrlSchema } from '../net/http-url.js';
import { entityFields, ref, storedAs, timestamp } from '../resources/resource-schema.js';
import { CARD_ADD_LINK_STATUSES } from '../statuses/status-catalogue.js';

export const cardAddLinkSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  payment_profile: ref('paymentprofile'),
  customer: ref('customer'),
  card: storedAs(z.uuid().nullable(), 'card_id'),
  status: z.enum(CARD_ADD_LINK_STATUSES),
  checkout_design: ref('checkoutdesign').nullable(),
  return_url: z.string().nullable(),
  /** The page the customer stores the card on: PUBLIC_URL/pay/{token}. */
  url: z.string(),
  expires_at: timestamp().nullable(),
  updated_at: timestamp(),
});
export type CardAddLink = z.infer<typeof cardAddLinkSchema>;

export const createCardAddLinkSchema = z.object({
  organisation: z.uuid().optional(),
  payment_profile: z.uuid(),
  customer: z.uuid(),
  checkout_design: z.uuid().nullish(),
  return_url: httpUrlSchema().nullish(),
  expires_at: timestamp().nullish(),
});
/** Only the expiry of an open link changes; cancelling is the cancel command (CREATED or INITIATED only). */
export const updateCardAddLinkSchema = z.object({ expires_at: timestamp() }).partial();

/** POST /api/cardaddlink/{id}/cancel: the customer can no longer store a card through the link. */
export const cancelCardAddLinkInputSchema = z.strictObject({ id: z.uuid() });
