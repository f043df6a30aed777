import {
  httpUrlSchema,
  outboundUrlSchema,
  PLAN_INTERVALS,
  PLAN_NOTIFY_RULE,
  planNotifiable,
  SUBSCRIPTION_STATUSES,
} from '@psp/domain';
import { z } from 'zod';

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * The plan form's own shape (002 §5): the amount in major units of the profile's currency as typed,
 * empty texts as '', the URLs as the domain checks them. The notify rule is the domain's, with its message translated by its key.
 */
export const planFormSchema = z
  .object({
    organisation: z.string().min(1),
    name: z.string().trim().min(1).max(200),
    description: z.string().max(2000),
    dynamic_descriptor: z.string().trim().max(2000),
    payment_profile: z.string().min(1),
    /** A checkout design of the plan's organisation; '' for none. */
    checkout: z.string(),
    amount: z.preprocess((value) => (value === '' ? undefined : value), z.number().gt(0)),
    interval: z.enum(PLAN_INTERVALS),
    interval_count: z.preprocess((value) => (value === '' ? 1 : value), z.int().min(1)),
    max_billing_cycle: z.preprocess(blankToNull, z.int().min(1).nullable()),
    statuses_subscription_update: z.array(z.enum(SUBSCRIPTION_STATUSES)),
    webhook_subscription_update: z.union([z.literal(''), outboundUrlSchema()]),
    email_subscription_update: z.union([z.literal(''), z.email()]),
    redirect_url: z.union([z.literal(''), httpUrlSchema()]),
  })
  .refine(planNotifiable, { path: PLAN_NOTIFY_RULE.path, message: 'notifyWebhookOrEmail' });
export type PlanFormValues = z.input<typeof planFormSchema>;
export type PlanFormOutput = z.output<typeof planFormSchema>;

export const PLAN_FORM_FIELDS = [
  'organisation',
  'name',
  'description',
  'dynamic_descriptor',
  'payment_profile',
  'checkout',
  'amount',
  'interval',
  'interval_count',
  'max_billing_cycle',
  'statuses_subscription_update',
  'webhook_subscription_update',
  'email_subscription_update',
  'redirect_url',
] as const;
