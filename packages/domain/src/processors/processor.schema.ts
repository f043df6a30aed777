import { z } from 'zod';
import { entityFields, ref, timestamp, updateSchemaOf } from '../resources/resource-schema.js';

export const PAYMENT_PRODUCTS = [
  'card',
  'ideal',
  'paypal',
  'bancontact',
  'sofort',
  'klarna',
  'applepay',
] as const;
export type PaymentProduct = (typeof PAYMENT_PRODUCTS)[number];

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
  updated_at: timestamp(),
});
export type Processor = z.infer<typeof processorSchema>;

export const createProcessorSchema = z.object({
  organisation: z.uuid().optional(),
  name: z.string().trim().min(1).max(200),
  payment_product: z.enum(PAYMENT_PRODUCTS),
  gateway: z.string().trim().min(1).max(100).default('direct'),
  active: z.boolean().default(true),
});
export const updateProcessorSchema = updateSchemaOf(createProcessorSchema.omit({ organisation: true }));
