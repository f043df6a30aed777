import { z } from 'zod';
import { decisionVersionSchema } from '../decisions/decision-versions.js';
import { optionalOutboundUrl } from '../net/outbound-url.js';
import { entityFields, optionalEmail, ref, timestamp } from '../resources/resource-schema.js';

export const RULESET_ACTIONS = ['tag', 'block', '3dSecure'] as const;

/**
 * The size of a ruleset a write or a backtest takes: rules, values of one IN list, characters of one
 * value. Every payment is decided against every rule, so the engine's cost is bounded too.
 */
export const RULESET_LIMITS = { rules: 100, values: 1000, length: 500 } as const;

export const rulesetRuleSchema = z.object({
  name: z.string().min(1),
  operator: z.string().min(1),
  value: z.union([z.string(), z.array(z.string())]),
});

/**
 * The rules a write or a backtest takes (stored rules are read whatever their size); a field a rule
 * does not have is named, not dropped.
 */
export const rulesetRulesSchema = z
  .array(
    z.strictObject(rulesetRuleSchema.shape).superRefine(({ value }, context) => {
      const tooBig = (maximum: number, origin: 'array' | 'string', path: (string | number)[], what: string) =>
        context.addIssue({ code: 'too_big', origin, maximum, path, message: `At most ${maximum} ${what}` });
      if (Array.isArray(value) && value.length > RULESET_LIMITS.values) {
        tooBig(RULESET_LIMITS.values, 'array', ['value'], 'values');
      }
      const values = Array.isArray(value) ? value : [value];
      const long = values.findIndex((item) => item.length > RULESET_LIMITS.length);
      if (long >= 0) {
        tooBig(
          RULESET_LIMITS.length,
          'string',
          Array.isArray(value) ? ['value', long] : ['value'],
          'characters',
        );
      }
    }),
  )
  .min(1)
  .max(RULESET_LIMITS.rules);

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
  rules: rulesetRulesSchema,
});
/** On edit, organisation and action are not sent (002 §5). */
export const updateValidationRulesetSchema = createValidationRulesetSchema
  .omit({ organisation: true, action: true })
  .partial();
