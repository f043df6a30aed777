import { z } from 'zod';
import { entityFields, ref, storedAs, timestamp } from '../resources/resource-schema.js';
import { CARD_ADD_LINK_STATUSES } from '../statuses/status-catalogue.js';

export const cardAddLinkSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  payment_profile: ref('paymentprofile'),
  customer: ref('customer'),
  card: storedAs(z.uuid().nullable(), 'card_id'),
  status: z.enum(CARD_ADD_LINK_STATUSES),
  expires_at: timestamp().nullable(),
  updated_at: timestamp(),
});
export type CardAddLink = z.infer<typeof cardAddLinkSchema>;

export const createCardAddLinkSchema = z.object({
  organisation: z.uuid().optional(),
  payment_profile: z.uuid(),
  customer: z.uuid(),
  expires_at: timestamp().nullish(),
});
export const updateCardAddLinkSchema = z.object({ status: z.literal('CANCELLED') });
