import { z } from 'zod';
import { date, entityFields, minorUnits, ref, storedAs, timestamp } from '../resources/resource-schema.js';
import { SUBSCRIPTION_STATUSES } from '../statuses/status-catalogue.js';

export const SUBSCRIPTION_PAYMENT_PRODUCTS = ['card', 'paypal'] as const;

export const subscriptionSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  customer: ref('customer'),
  plan: ref('plan'),
  payment_profile: ref('paymentprofile').nullable(),
  billing_cycle: z.int(),
  due_date: date().nullable(),
  max_billing_cycle: z.int().nullable(),
  payment_product: z.enum(SUBSCRIPTION_PAYMENT_PRODUCTS),
  subscription_url: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  status_reason: z.string().nullable(),
  last_paid_cycle: z.int().nullable(),
  last_paid_date: date().nullable(),
  /** The stored card of the customer the subscription is charged on (given through its link). */
  card: storedAs(z.uuid().nullable(), 'card_id'),
  /** The day it first owed a cycle it could not charge; it EXPIRES two weeks later. */
  past_due_since: date().nullable(),
  /** The test clock: the day the billing treats as today for this subscription (null: the real day). */
  test_clock: date().nullable(),
  /** The discount attached now (002 §3 discounts_attached: the active one), populated by `_populate`. */
  subscription_discount: ref('subscriptiondiscount').nullable(),
  updated_at: timestamp(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const createSubscriptionSchema = z.object({
  organisation: z.uuid().optional(),
  customer: z.uuid(),
  plan: z.uuid(),
  payment_product: z.enum(SUBSCRIPTION_PAYMENT_PRODUCTS).default('card'),
  max_billing_cycle: z.int().min(1).nullish(),
  /** The first billing day (the anchor of every cycle); today when not given. */
  due_date: date().nullish(),
  /** A card the customer stored before; without one the customer gives it through the subscription link. */
  card: z.uuid().nullish(),
  /** Runs the subscription on a test clock from this day (servers with test clocks on; ADR 0014). */
  test_clock: date().nullish(),
});
/** 002 §5: when editing, only max_billing_cycle can be changed. */
export const updateSubscriptionSchema = z.object({ max_billing_cycle: z.int().min(1).nullable() });

/** A discount attached to a subscription (002 §3): active while it applies, with the cycles it applied to. */
export const attachedDiscountSchema = z.object({
  id: z.uuid(),
  subscription_discount: z.object({
    id: z.uuid(),
    name: z.string(),
    type: z.enum(['percentage', 'fixed_cents']),
    amount: z.number(),
    duration: z.int().nullable(),
    limit_to_first_order: z.boolean(),
  }),
  active: z.boolean(),
  applied_duration: z.int(),
  created_at: timestamp(),
});
export type AttachedDiscount = z.infer<typeof attachedDiscountSchema>;

/** What the next charge of a subscription will be: the billing run charges exactly this. */
export const chargePreviewSchema = z.object({
  cycle: z.int(),
  due_date: date().nullable(),
  gross: minorUnits(),
  discount: minorUnits(),
  amount: minorUnits(),
  currency_code: z.string(),
  /** The attached discount that applies to this cycle, by name. */
  discount_name: z.string().nullable(),
});
export type ChargePreview = z.infer<typeof chargePreviewSchema>;

/** Moves a subscription's test clock forward to a day: every charge due until then is made. */
export const advanceClockSchema = z.object({ to: date() }).strict();

/** POST /api/subscription/{id}/add-discount/{discountId} (002 §7). */
export const addDiscountInputSchema = z.strictObject({ id: z.uuid(), discountId: z.uuid() });
/** DELETE /api/subscription/{id}/remove-attached-discount/{attachedId} (002 §7). */
export const removeAttachedDiscountInputSchema = z.strictObject({ id: z.uuid(), attachedId: z.uuid() });
/** POST /api/subscription/{id}/cancel: no further charges; the merchant's end of a subscription. */
export const cancelSubscriptionInputSchema = z.strictObject({ id: z.uuid() });
