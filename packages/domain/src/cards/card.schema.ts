import { z } from 'zod';
import { entityFields, ref } from '../resources/resource-schema.js';
import { cardDetailsSchema } from './card-details.schema.js';

/**
 * A stored card as a readable reference (002 §7, `_populate=card` on refunds and chargebacks): its
 * brand, BIN, last 4 and expiry, never the holder or the fingerprint. Read-only: cards are stored by
 * payments and card-add links.
 */
export const cardSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  customer: ref('customer').nullable(),
  ...cardDetailsSchema.shape,
});
export type Card = z.infer<typeof cardSchema>;
