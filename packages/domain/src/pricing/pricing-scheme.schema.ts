import { z } from 'zod';
import { PAYMENT_PRODUCTS } from '../processors/processor.schema.js';
import { entityFields, ref, timestamp, updateSchemaOf } from '../resources/resource-schema.js';

export const SCHEME_TYPES = ['REVENUE', 'RESERVE', 'COST', 'PARTNER'] as const;

export const feeLineSchema = z.strictObject({
  payment_product: z.enum(PAYMENT_PRODUCTS),
  /** Fixed fee in minor units. */
  fixed: z.int().min(0),
  /** Percentage fee in basis points (1.25% = 125). */
  percentage: z.int().min(0).max(10_000),
});

export const pricingSchemeSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  type: z.enum(SCHEME_TYPES),
  name: z.string(),
  active: z.boolean(),
  visible: z.boolean(),
  fees: z.array(feeLineSchema),
  updated_at: timestamp(),
});
export type PricingScheme = z.infer<typeof pricingSchemeSchema>;

export const createPricingSchemeSchema = z.object({
  organisation: z.uuid().optional(),
  type: z.enum(SCHEME_TYPES),
  name: z.string().trim().min(1).max(200),
  active: z.boolean().default(true),
  visible: z.boolean().default(true),
  fees: z.array(feeLineSchema).default([]),
});
export const updatePricingSchemeSchema = updateSchemaOf(
  createPricingSchemeSchema.omit({ organisation: true, type: true }),
);
