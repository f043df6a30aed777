import {
  createValidationRulesetSchema,
  LIST_OPERATORS,
  type PopulatedRowOf,
  parseCondition,
  RULE_KINDS,
  RULE_NAMES,
  type RuleName,
  type RulesetAction,
} from '@psp/domain';
import { z } from 'zod';
import type { ConditionDraft } from '../decisions/ConditionRow';
import { encodeMessage } from '../kit/form/validationMessage';

/** The three ruleset screens (002 §2): the action each one fixes, and its title. */
export const RULESET_VARIANTS: Readonly<Record<RulesetAction, { titleKey: string }>> = {
  block: { titleKey: 'routes.fraudRules' },
  tag: { titleKey: 'routes.businessRules' },
  '3dSecure': { titleKey: 'routes.threeDSecure' },
};

/** 002 §7: rulesets are listed with their tag, payment profile and organisation. */
export const RULESET_POPULATE = ['tag', 'payment_profile', 'organisation'] as const;
export type RulesetRow = PopulatedRowOf<'validationruleset', (typeof RULESET_POPULATE)[number]>;

const isRuleName = (name: string): name is RuleName => (RULE_NAMES as readonly string[]).includes(name);
const isList = (operator: string) => (LIST_OPERATORS as readonly string[]).includes(operator);

/** 002 §5: an empty amount is saved as '0'. */
export function ruleToSend(rule: ConditionDraft): {
  name: string;
  operator: string;
  value: string | string[];
} {
  const empty = typeof rule.value === 'string' ? rule.value.trim() === '' : rule.value.length === 0;
  if (empty && isRuleName(rule.name) && RULE_KINDS[rule.name] === 'amount' && !isList(rule.operator)) {
    return { name: rule.name, operator: rule.operator, value: '0' };
  }
  return { name: rule.name, operator: rule.operator, value: rule.value };
}

const required = encodeMessage({ key: 'form_validation.required' });
const invalid = encodeMessage({ key: 'form_validation.invalid' });

const ruleDraftSchema = z.object({
  name: z.string(),
  operator: z.string(),
  value: z.union([z.string(), z.array(z.string())]),
});

/** What is wrong with a rule as the form has it, on its first part that is wrong. */
function ruleProblem(rule: ConditionDraft): { part: 'name' | 'operator' | 'value'; message: string } | null {
  if (!rule.name) return { part: 'name', message: required };
  if (!rule.operator) return { part: 'operator', message: required };
  const sent = ruleToSend(rule);
  const blank = typeof sent.value === 'string' ? sent.value.trim() === '' : sent.value.length === 0;
  if (blank) return { part: 'value', message: required };
  const parsed = parseCondition(sent, 'ruleset');
  if (!('issue' in parsed)) return null;
  return { part: parsed.issue.path, message: parsed.issue.path === 'value' ? invalid : required };
}

/**
 * 002 §5, the ruleset form: name and organisation required, the tag for the tag action, e-mail and
 * webhook URL valid when given, at least one rule, and each rule one the engine can evaluate (checked
 * with the engine's own catalogue, so a rule the form accepts is one the engine runs). Problems are
 * placed on the rule's part: `rules.2.value`.
 */
export function rulesetFormSchema(action: RulesetAction) {
  return createValidationRulesetSchema
    .omit({ organisation: true, action: true, rules: true })
    .extend({
      organisation: z.string().min(1),
      rules: z.array(ruleDraftSchema).min(1),
    })
    .superRefine((values, context) => {
      if (action === 'tag' && !values.tag) {
        context.addIssue({ code: 'custom', path: ['tag'], message: required });
      }
      values.rules.forEach((rule, index) => {
        const problem = ruleProblem(rule);
        if (problem)
          context.addIssue({
            code: 'custom',
            path: ['rules', index, problem.part],
            message: problem.message,
          });
      });
    });
}

export type RulesetFormValues = z.input<ReturnType<typeof rulesetFormSchema>>;

/** The form's paths a server error can land on: each rule's three parts, then the fields. */
export function rulesetErrorPaths(ruleCount: number): string[] {
  return [
    'name',
    'organisation',
    'tag',
    'webhook_url',
    'email',
    'payment_profile',
    'rules',
    ...Array.from({ length: ruleCount }, (_, index) =>
      ['name', 'operator', 'value'].map((part) => `rules.${index}.${part}`),
    ).flat(),
  ];
}

/** The id of a reference that may be populated. */
export const idOf = (reference: string | { id: string } | null): string | null =>
  reference === null ? null : typeof reference === 'string' ? reference : reference.id;
