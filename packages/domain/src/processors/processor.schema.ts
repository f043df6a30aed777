import { z } from 'zod';
import { entityFields, ref, timestamp, updateSchemaOf } from '../resources/resource-schema.js';
import { PAYMENT_PRODUCTS } from './payment-products.js';
import { PROCESSOR_OUTCOMES } from './test-cards.js';

export { PAYMENT_PRODUCTS, type PaymentProduct } from './payment-products.js';

/** Gateways in front of processors; 'direct' means none. */
export const GATEWAYS = ['direct', 'adyen', 'stripe', 'buckaroo', 'mollie', 'worldline'] as const;
export type Gateway = (typeof GATEWAYS)[number];
/** 000 §9: the processor list is read in one call of at most this many. */
export const PROCESSOR_LIST_LIMIT = 2000;

export const processorSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  name: z.string(),
  payment_product: z.string(),
  /** 'direct' means no gateway. */
  gateway: z.string(),
  active: z.boolean(),
  /** The simulated processor answers after this long (0 in tests). */
  simulated_latency_ms: z.int(),
  /** Forces an outcome for every payment; null: the outcome of the test card or amount. */
  simulated_outcome: z.enum(PROCESSOR_OUTCOMES).nullable(),
  /** Captured payments settle this many days after capture. */
  settlement_delay_days: z.int(),
  updated_at: timestamp(),
});
export type Processor = z.infer<typeof processorSchema>;

export const createProcessorSchema = z.object({
  organisation: z.uuid().optional(),
  name: z.string().trim().min(1).max(200),
  payment_product: z.enum(PAYMENT_PRODUCTS),
  gateway: z.string().trim().min(1).max(100).default('direct'),
  active: z.boolean().default(true),
  simulated_latency_ms: z.int().min(0).max(30_000).default(0),
  simulated_outcome: z.enum(PROCESSOR_OUTCOMES).nullable().default(null),
  settlement_delay_days: z.int().min(0).max(30).default(2),
});
export const updateProcessorSchema = updateSchemaOf(createProcessorSchema.omit({ organisation: true }));
