import {
  BACKTEST_EXAMPLES,
  type CompiledRuleset,
  compileRuleset,
  decideRulesets,
  type PaymentFacts,
  paymentFactsOf,
  type RulesetBacktestResult,
} from '@psp/domain';
import type { PastPayment } from './past-payments.js';

/** A ruleset as a backtest applies it: compiled, and the profile it is limited to (null: every profile). */
export interface BacktestRuleset {
  ruleset: CompiledRuleset;
  paymentProfile: string | null;
}

/** The organisation's other 3-D Secure rulesets, which decide the `3ds` fact block and tag rulesets see. */
export type ChallengeRulesets = readonly BacktestRuleset[];

const applies = (ruleset: BacktestRuleset, payment: PastPayment) =>
  ruleset.paymentProfile === null || ruleset.paymentProfile === payment.payment_profile_id;

/**
 * Whether the ruleset matches the payment as the engine would decide it: with the organisation's 3-D
 * Secure rulesets for the payment's profile beside it, in the engine's order (decideRulesets), so a
 * block or tag rule on `3ds` sees the payment challenged by them.
 */
function matches(
  ruleset: BacktestRuleset,
  challengers: ChallengeRulesets,
  payment: PastPayment,
  facts: PaymentFacts,
) {
  if (!applies(ruleset, payment)) return false;
  const beside = challengers.filter((other) => applies(other, payment)).map((other) => other.ruleset);
  const decided = decideRulesets([...beside, ruleset.ruleset], facts);
  return decided.trace.some((trace) => trace.ruleset === ruleset.ruleset.id && trace.matched);
}

/** Counts what a draft ruleset, and the saved version it replaces, would have matched, page by page. */
export class RulesetBacktestTally {
  private readonly result: RulesetBacktestResult;

  constructor(
    private readonly draft: BacktestRuleset,
    private readonly saved: BacktestRuleset | null,
    private readonly challengers: ChallengeRulesets,
  ) {
    this.result = { total: 0, matched: 0, saved_matched: saved ? 0 : null, changed: 0, examples: [] };
  }

  add(payments: readonly PastPayment[]): void {
    const result = this.result;
    for (const payment of payments) {
      const facts = paymentFactsOf(payment);
      const after = matches(this.draft, this.challengers, payment, facts);
      // A new ruleset replaces nothing: before it, no payment matched.
      const before = this.saved ? matches(this.saved, this.challengers, payment, facts) : false;
      result.total++;
      if (after) result.matched++;
      if (before && result.saved_matched !== null) result.saved_matched++;
      if (after === before) continue;
      result.changed++;
      if (result.examples.length < BACKTEST_EXAMPLES) {
        const { id, created_at, amount, currency_code } = payment;
        result.examples.push({ id, created_at, amount, currency_code, before, after });
      }
    }
  }

  get answer(): RulesetBacktestResult {
    return this.result;
  }
}

/** Compiles a stored ruleset row for the backtest; one that no longer compiles is skipped, as the engine does. */
export function backtestRulesetOf(row: {
  id: string;
  name: string;
  action: CompiledRuleset['action'];
  tag: string | null;
  payment_profile: string | null;
  rules: unknown;
}): BacktestRuleset | null {
  const compiled = compileRuleset({ ...row, rules: row.rules as never });
  return 'ruleset' in compiled ? { ruleset: compiled.ruleset, paymentProfile: row.payment_profile } : null;
}
