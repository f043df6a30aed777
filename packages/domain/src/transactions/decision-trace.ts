import type { ProcessorOutcome } from '../processors/test-cards.js';
import type { RoutingStep } from '../routing/evaluate-routing.js';
import type { RulesetTrace } from '../rulesets/evaluate-ruleset.js';
import type { MiddlewareDecision } from './middleware-decisions.js';

/** One processor call as the decision trace keeps it. */
export interface ProcessorAttempt {
  attempt: number;
  processor: string;
  reference: string;
  outcome: ProcessorOutcome;
  external_id: string;
  ms: number;
}

/** What the engine decided and why: stored on the payment as `decision`, shown on its detail panel. */
export interface DecisionTrace {
  rulesets: RulesetTrace[];
  /** Rulesets that could not be compiled (a rule the catalogue no longer knows) and were skipped. */
  skipped_rulesets: { ruleset: string; issue: string }[];
  /** The routing and its version that chose the processor (both null: the profile's first processor). */
  routing: {
    routing: string | null;
    version: number | null;
    processor: string | null;
    path: RoutingStep[];
  } | null;
  middlewares: MiddlewareDecision[];
  attempts: ProcessorAttempt[];
  /**
   * What blocked the payment, when something did: the first block ruleset that matched, else the
   * middleware that screened it out. A blocked payment is not routed (`routing` null): no processor was tried.
   */
  blocked?: { by: 'ruleset' | 'middleware'; id: string; name: string };
  /** Digest of the 3-D Secure or redirect page's token while the customer has not answered. */
  challenge?: { token_sha256: string; reason: string };
}
