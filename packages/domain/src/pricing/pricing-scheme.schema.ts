import { z } from 'zod';
import { CARD_BRANDS } from '../cards/card.js';
import { amountSchema } from '../money/amount.schema.js';
import { CURRENCIES } from '../money/money.js';
import { GATEWAYS, PAYMENT_PRODUCTS } from '../processors/processor.schema.js';
import { entityFields, optionalText, ref, timestamp, updateSchemaOf } from '../resources/resource-schema.js';

/**
 * REVENUE: what the PSP charges a merchant; COST: what a processor charges the PSP; RESERVE: a share of
 * each payment held for `reserve_days`; PARTNER: a share of the revenue owed to a reseller.
 */
export const SCHEME_TYPES = ['REVENUE', 'RESERVE', 'COST', 'PARTNER'] as const;
export type SchemeType = (typeof SCHEME_TYPES)[number];

/** What a fee line is charged on: each payment settled, each refund processed, each chargeback lost. */
export const FEE_EVENTS = ['payment', 'refund', 'chargeback'] as const;
export type FeeEvent = (typeof FEE_EVENTS)[number];

/**
 * Where the card or account comes from, seen from the merchant: its own country, another country of the
 * European Economic Area, or elsewhere (interchange differs by the three).
 */
export const FEE_REGIONS = ['domestic', 'eea', 'international'] as const;
export type FeeRegion = (typeof FEE_REGIONS)[number];

const feeLineShape = {
  event: z.enum(FEE_EVENTS).default('payment'),
  payment_product: z.enum(PAYMENT_PRODUCTS),
  /** Null: every brand (the most specific matching line wins, see `calculateFees`). */
  card_brand: z.enum(CARD_BRANDS).nullable().default(null),
  /** Null: every region. */
  region: z.enum(FEE_REGIONS).nullable().default(null),
  currency_code: z.enum(CURRENCIES),
  /** Fixed fee in minor units of the line's currency. */
  fixed: amountSchema(0),
  /** Percentage in basis points (1.25% = 125) of the amount. */
  percentage: z.int().min(0).max(10_000),
  /** Bounds of the line's total per payment, in minor units; null: none. */
  minimum: amountSchema(0).nullable().default(null),
  maximum: amountSchema(0).nullable().default(null),
};

/** One fee line of a scheme: fixed + percentage, bounded by minimum and maximum, in one currency. */
export const feeLineSchema = z
  .strictObject(feeLineShape)
  .refine((line) => line.minimum === null || line.maximum === null || line.minimum <= line.maximum, {
    message: 'minimumAboveMaximum',
    path: ['maximum'],
  });
export type FeeLine = z.output<typeof feeLineSchema>;
export type FeeLineInput = z.input<typeof feeLineSchema>;

/** Two lines of a scheme may not match the same payments (same event, product, brand, region, currency). */
function feeLinesAreDistinct(lines: readonly FeeLine[]): boolean {
  const keys = lines.map((line) =>
    [line.event, line.payment_product, line.card_brand, line.region, line.currency_code].join('|'),
  );
  return new Set(keys).size === keys.length;
}

export const pricingSchemeSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  type: z.enum(SCHEME_TYPES),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  visible: z.boolean(),
  fees: z.array(feeLineSchema),
  /** RESERVE: days a hold is kept before it is released to the merchant. */
  reserve_days: z.int().nullable(),
  /** COST: the gateway whose processors charge these fees. */
  gateway: z.enum(GATEWAYS).nullable(),
  updated_at: timestamp(),
});
export type PricingScheme = z.infer<typeof pricingSchemeSchema>;

const fees = z
  .array(feeLineSchema)
  .max(200)
  .refine(feeLinesAreDistinct, { message: 'duplicateFeeLine' })
  .default([]);

const createShape = z.object({
  organisation: z.uuid().optional(),
  type: z.enum(SCHEME_TYPES),
  name: z.string().trim().min(1).max(200),
  description: optionalText(),
  active: z.boolean().default(true),
  visible: z.boolean().default(true),
  fees,
  reserve_days: z.int().min(0).max(730).nullish(),
  gateway: z.enum(GATEWAYS).nullish(),
});

/** A reserve scheme needs its days; only a cost scheme names a gateway. */
export const createPricingSchemeSchema = createShape
  .refine((scheme) => scheme.type !== 'RESERVE' || typeof scheme.reserve_days === 'number', {
    message: 'reserveDaysRequired',
    path: ['reserve_days'],
  })
  .refine((scheme) => scheme.type === 'COST' || scheme.gateway == null, {
    message: 'gatewayOnlyForCost',
    path: ['gateway'],
  });
export const updatePricingSchemeSchema = updateSchemaOf(createShape.omit({ organisation: true, type: true }));
