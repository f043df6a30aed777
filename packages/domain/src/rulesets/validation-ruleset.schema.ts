import { z } from 'zod';
import { decisionVersionSchema } from '../decisions/decision-versions.js';
import { optionalOutboundUrl } from '../net/outbound-url.js';
import { entityFields, optionalEmail, ref, timestamp } from '../resources/resource-schema.js';

export const RULESET_ACTIONS = ['tag', 'block', '3dSecure'] as const;

export const rulesetRuleSchema = z.object({
  name: z.string().min(1),
  operator: z.string().min(1),
  value: z.union([z.string(), z.array(z.string())]),
});

export const validationRulesetSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  name: z.string(),
  action: z.enum(RULESET_ACTIONS),
  webhook_url: z.string().nullable(),
  email: z.string().nullable(),
  tag: ref('tag').nullable(),
  payment_profile: ref('paymentprofile').nullable(),
  rules: z.array(rulesetRuleSchema),
  /** The current version (read-only): every save writes the next one. */
  version: z.int().min(1),
  updated_at: timestamp(),
});
export type ValidationRuleset = z.infer<typeof validationRulesetSchema>;

/** A ruleset's version as saved: what the history shows and a rollback restores. */
export const rulesetContentSchema = z.object({
  name: z.string(),
  action: z.enum(RULESET_ACTIONS),
  tag: z.string().nullable(),
  webhook_url: z.string().nullable(),
  email: z.string().nullable(),
  payment_profile: z.string().nullable(),
  rules: z.array(rulesetRuleSchema),
});
export type RulesetContent = z.infer<typeof rulesetContentSchema>;
export const rulesetVersionSchema = decisionVersionSchema(rulesetContentSchema);
export type RulesetVersion = z.infer<typeof rulesetVersionSchema>;

export const createValidationRulesetSchema = z.object({
  organisation: z.uuid().optional(),
  name: z.string().trim().min(1).max(200),
  action: z.enum(RULESET_ACTIONS),
  webhook_url: optionalOutboundUrl(),
  email: optionalEmail(),
  tag: z.uuid().nullish(),
  payment_profile: z.uuid().nullish(),
  rules: z.array(rulesetRuleSchema).min(1),
});
/** On edit, organisation and action are not sent (002 §5). */
export const updateValidationRulesetSchema = createValidationRulesetSchema
  .omit({ organisation: true, action: true })
  .partial();
