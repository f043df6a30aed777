import { z } from 'zod';
import { entityFields, ref, storedAs, timestamp } from '../resources/resource-schema.js';

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
