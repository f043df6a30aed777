import { z } from 'zod';
import { date, entityFields, ref, timestamp } from '../resources/resource-schema.js';
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
  updated_at: timestamp(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const createSubscriptionSchema = z.object({
  organisation: z.uuid().optional(),
  customer: z.uuid(),
  plan: z.uuid(),
  payment_product: z.enum(SUBSCRIPTION_PAYMENT_PRODUCTS).default('card'),
  max_billing_cycle: z.int().min(1).nullish(),
  due_date: date().nullish(),
});
/** 002 §5: when editing, only max_billing_cycle can be changed. */
export const updateSubscriptionSchema = z.object({ max_billing_cycle: z.int().min(1).nullable() });
