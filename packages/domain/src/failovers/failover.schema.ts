import { z } from 'zod';
import { PAYMENT_PRODUCTS } from '../processors/processor.schema.js';
import { entityFields, ref, storedAs, timestamp, updateSchemaOf } from '../resources/resource-schema.js';

/** At most this many processor attempts per payment, the first included. */
export const MAX_FAILOVER_ATTEMPTS = 10;

/**
 * A failover list (issue 9): per organisation and payment product, the processors a payment goes to, in
 * order, when the routed processor answers with a retryable outcome (a processor error).
 */
export const failoverSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  payment_product: z.enum(PAYMENT_PRODUCTS),
  processors: storedAs(z.array(z.uuid()), 'processor_ids'),
  /** Processor attempts per payment, the routed one included. */
  max_attempts: z.int(),
  updated_at: timestamp(),
});
export type Failover = z.infer<typeof failoverSchema>;

export const createFailoverSchema = z.object({
  organisation: z.uuid().optional(),
  payment_product: z.enum(PAYMENT_PRODUCTS),
  processors: z.array(z.uuid()).max(MAX_FAILOVER_ATTEMPTS),
  max_attempts: z.int().min(1).max(MAX_FAILOVER_ATTEMPTS).default(3),
});
/** The organisation and product name the list; they stay as they were created. */
export const updateFailoverSchema = updateSchemaOf(
  createFailoverSchema.omit({ organisation: true, payment_product: true }),
);
