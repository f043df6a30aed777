import { z } from 'zod';
import { amountSchema } from '../money/amount.schema.js';
import { optionalHttpUrl } from '../net/http-url.js';
import { optionalOutboundUrl } from '../net/outbound-url.js';
import {
  entityFields,
  minorUnits,
  optionalEmail,
  optionalText,
  ref,
  storedAs,
  timestamp,
  updateSchemaOf,
} from '../resources/resource-schema.js';
import { SUBSCRIPTION_STATUSES } from '../statuses/status-catalogue.js';

export const PLAN_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

export const planSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  name: z.string(),
  description: z.string().nullable(),
  dynamic_descriptor: z.string().nullable(),
  amount: minorUnits(),
  payment_profile: ref('paymentprofile'),
  checkout: storedAs(ref('checkoutdesign').nullable(), 'checkout_design_id'),
  interval: z.enum(PLAN_INTERVALS),
  interval_count: z.int(),
  max_billing_cycle: z.int().nullable(),
  statuses_subscription_update: z.array(z.string()),
  webhook_subscription_update: z.string().nullable(),
  email_subscription_update: z.string().nullable(),
  redirect_url: z.string().nullable(),
  updated_at: timestamp(),
});
export type Plan = z.infer<typeof planSchema>;

const planInput = z.object({
  organisation: z.uuid().optional(),
  name: z.string().trim().min(1).max(200),
  description: optionalText(),
  dynamic_descriptor: optionalText(),
  amount: amountSchema(),
  payment_profile: z.uuid(),
  checkout: z.uuid().nullish(),
  interval: z.enum(PLAN_INTERVALS),
  interval_count: z.int().min(1).default(1),
  max_billing_cycle: z.int().min(1).nullish(),
  statuses_subscription_update: z.array(z.enum(SUBSCRIPTION_STATUSES)).default([]),
  webhook_subscription_update: optionalOutboundUrl(),
  email_subscription_update: optionalEmail(),
  redirect_url: optionalHttpUrl(),
});

/** What decides whether a plan can notify: a body, or a stored plan with a body's changes. */
interface PlanNotifications {
  statuses_subscription_update?: readonly string[] | undefined;
  webhook_subscription_update?: string | null | undefined;
  email_subscription_update?: string | null | undefined;
}
/** 002 §5: statuses to notify about need a webhook or an e-mail to notify. */
export function planNotifiable(plan: PlanNotifications): boolean {
  return (
    !plan.statuses_subscription_update?.length ||
    !!plan.webhook_subscription_update ||
    !!plan.email_subscription_update
  );
}
/** A copy goes to `.refine`, which takes its message over in place. */
export const PLAN_NOTIFY_RULE = {
  message: "You must select at least one of 'Webhook' or 'Email'",
  path: ['statuses_subscription_update'],
};

export const createPlanSchema = planInput.refine(planNotifiable, { ...PLAN_NOTIFY_RULE });
/** The server checks the rule on the plan as the update leaves it (a partial body alone cannot say). */
export const updatePlanSchema = updateSchemaOf(planInput.omit({ organisation: true }));
