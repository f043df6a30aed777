import {
  type CompiledRuleset,
  compileRuleset,
  decideRulesets,
  evaluateRuleset,
  type PaymentFacts,
  paymentFactsOf,
  type RulesetBacktestResult,
} from '@psp/domain';
import { NewestExamples } from './newest-examples.js';
import type { PastPayment } from './past-payments.js';

/** A ruleset as a backtest applies it: compiled, and the profile it is limited to (null: every profile). */
export interface BacktestRuleset {
  ruleset: CompiledRuleset;
  paymentProfile: string | null;
}

const applies = (ruleset: BacktestRuleset, profile: string) =>
  ruleset.paymentProfile === null || ruleset.paymentProfile === profile;

/**
 * Whether the ruleset matches the payment as the engine would decide it: beside the organisation's 3-D
 * Secure rulesets for the payment's profile, in the engine's order (decideRulesets), so a block or tag
 * rule on `3ds` sees the payment challenged by them. With none beside it, that is the ruleset alone.
 */
function matches(
  ruleset: BacktestRuleset,
  beside: readonly CompiledRuleset[],
  profile: string,
  facts: PaymentFacts,
) {
  if (!applies(ruleset, profile)) return false;
  if (beside.length === 0) return evaluateRuleset(ruleset.ruleset, facts).matched;
  const decided = decideRulesets([...beside, ruleset.ruleset], facts);
  return decided.trace.some((trace) => trace.ruleset === ruleset.ruleset.id && trace.matched);
}

const NONE: readonly CompiledRuleset[] = [];

/** Counts what a draft ruleset, and the saved version it replaces, would have matched, page by page. */
export class RulesetBacktestTally {
  private total = 0;
  private matched = 0;
  private savedMatched = 0;
  private changed = 0;
  private readonly examples = new NewestExamples<boolean>();
  /** The 3-D Secure rulesets beside the ruleset, per payment profile. */
  private readonly beside = new Map<string, CompiledRuleset[]>();

  /** `challengers`: the organisation's other 3-D Secure rulesets, which decide the `3ds` fact. */
  constructor(
    private readonly draft: BacktestRuleset,
    private readonly saved: BacktestRuleset | null,
    private readonly challengers: readonly BacktestRuleset[],
  ) {}

  private besideFor(profile: string): readonly CompiledRuleset[] {
    if (this.challengers.length === 0) return NONE;
    let beside = this.beside.get(profile);
    if (!beside) {
      beside = this.challengers.filter((other) => applies(other, profile)).map((other) => other.ruleset);
      this.beside.set(profile, beside);
    }
    return beside;
  }

  add(payments: readonly PastPayment[]): void {
    for (const payment of payments) {
      const facts = paymentFactsOf(payment);
      const profile = payment.payment_profile_id;
      const beside = this.besideFor(profile);
      const after = matches(this.draft, beside, profile, facts);
      // A new ruleset replaces nothing: before it, no payment matched.
      const before = this.saved ? matches(this.saved, beside, profile, facts) : false;
      this.total++;
      if (after) this.matched++;
      if (before) this.savedMatched++;
      if (after !== before) {
        this.changed++;
        this.examples.add(payment, before, after);
      }
    }
  }

  get answer(): RulesetBacktestResult {
    return {
      total: this.total,
      matched: this.matched,
      saved_matched: this.saved ? this.savedMatched : null,
      changed: this.changed,
      examples: this.examples.list,
    };
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
