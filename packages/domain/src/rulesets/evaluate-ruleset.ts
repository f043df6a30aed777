import {
  type Condition,
  type ConditionIssue,
  parseCondition,
  type RawCondition,
} from '../decisions/conditions.js';
import {
  type ConditionTrace,
  evaluateCondition,
  type PaymentFacts,
} from '../decisions/evaluate-condition.js';
import type { RULESET_ACTIONS } from './validation-ruleset.schema.js';

export type RulesetAction = (typeof RULESET_ACTIONS)[number];

/** A stored ruleset with its rules read against the catalogue once, ready to evaluate many payments. */
export interface CompiledRuleset {
  id: string;
  name: string;
  action: RulesetAction;
  /** The tag a tag ruleset adds. */
  tag: string | null;
  /** The saved version evaluated; null for a draft (an editor's simulation or backtest). */
  version: number | null;
  rules: Condition[];
}

export interface StoredRuleset {
  id: string;
  name: string;
  action: RulesetAction;
  tag: string | null;
  version?: number | null;
  rules: readonly RawCondition[];
}

/** Compiles a stored ruleset, or names the first rule that cannot be evaluated (`rules.2.value`). */
export function compileRuleset(
  ruleset: StoredRuleset,
): { ruleset: CompiledRuleset } | { issue: ConditionIssue & { rule: number } } {
  const rules: Condition[] = [];
  for (const [index, raw] of ruleset.rules.entries()) {
    const parsed = parseCondition(raw, 'ruleset');
    if ('issue' in parsed) return { issue: { ...parsed.issue, rule: index } };
    rules.push(parsed.condition);
  }
  const { id, name, action, tag } = ruleset;
  return { ruleset: { id, name, action, tag, version: ruleset.version ?? null, rules } };
}

export interface RulesetTrace {
  ruleset: string;
  /** The version of the ruleset the payment was decided by (null: a draft, or before versions). */
  version: number | null;
  name: string;
  action: RulesetAction;
  matched: boolean;
  rules: ConditionTrace[];
}

/** A ruleset matches when every one of its rules does; every rule is traced, matched or not. */
export function evaluateRuleset(ruleset: CompiledRuleset, facts: PaymentFacts): RulesetTrace {
  const rules = ruleset.rules.map((rule) => evaluateCondition(rule, facts));
  return {
    ruleset: ruleset.id,
    version: ruleset.version,
    name: ruleset.name,
    action: ruleset.action,
    matched: rules.length > 0 && rules.every((rule) => rule.matched),
    rules,
  };
}

export interface RulesetDecision {
  /** A 3-D Secure ruleset matched: the customer is challenged before authorisation. */
  challenge: boolean;
  /** The first block ruleset that matched: the payment fails without reaching a processor. */
  blockedBy: { ruleset: string; name: string } | null;
  /** Tags of every tag ruleset that matched, in ruleset order, without repeats. */
  tags: string[];
  trace: RulesetTrace[];
}

/**
 * Applies an organisation's rulesets in a fixed order, as Stripe Radar does (3-D Secure rules first,
 * then block, then the rest): 3-D Secure rulesets decide the challenge, and block and tag rulesets then
 * see `3ds` true for a challenged payment, so a rule can block large payments that are not authenticated.
 * Tags apply to blocked payments too, so they can be found by tag. Within an action, rulesets run in the
 * order given (the server passes them oldest first).
 */
export function decideRulesets(rulesets: readonly CompiledRuleset[], facts: PaymentFacts): RulesetDecision {
  const trace: RulesetTrace[] = [];
  const run = (action: RulesetAction, seen: PaymentFacts) =>
    rulesets
      .filter((ruleset) => ruleset.action === action)
      .map((ruleset) => {
        const result = evaluateRuleset(ruleset, seen);
        trace.push(result);
        return { ruleset, matched: result.matched };
      });
  const challenge = run('3dSecure', facts).some((result) => result.matched);
  const after = challenge && !facts.three_d_secure ? { ...facts, three_d_secure: true } : facts;
  const blocked = run('block', after).find((result) => result.matched)?.ruleset;
  const tags = run('tag', after)
    .filter((result) => result.matched && result.ruleset.tag)
    .map((result) => result.ruleset.tag!);
  return {
    challenge,
    blockedBy: blocked ? { ruleset: blocked.id, name: blocked.name } : null,
    tags: [...new Set(tags)],
    trace,
  };
}
