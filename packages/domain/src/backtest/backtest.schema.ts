import { z } from 'zod';
import { PAYMENT_PRODUCTS } from '../processors/processor.schema.js';
import { routingTreeSchema } from '../routing/routing.schema.js';
import { RULESET_ACTIONS, rulesetRulesSchema } from '../rulesets/validation-ruleset.schema.js';

/** The windows a backtest looks back over: the payments of the last 7, 30 or 90 days. */
export const BACKTEST_DAYS = [7, 30, 90] as const;
export type BacktestDays = (typeof BACKTEST_DAYS)[number];

/** Examples a backtest answers at most: the newest payments whose outcome changed. */
export const BACKTEST_EXAMPLES = 20;

const backtestWindow = {
  /** The organisation whose payments are replayed; the saved one's, or the caller's own, by default. */
  organisation: z.uuid().optional(),
  /** The saved ruleset or routing being edited: the draft is compared with it. */
  id: z.uuid().optional(),
  days: z.literal(BACKTEST_DAYS),
};

/** `POST /api/validationruleset/backtest`: a draft ruleset over the organisation's past payments. */
export const rulesetBacktestSchema = z.object({
  ...backtestWindow,
  draft: z.strictObject({
    action: z.enum(RULESET_ACTIONS),
    tag: z.uuid().nullish(),
    /** The profile the ruleset is for (null: every profile); the saved one's when left out. */
    payment_profile: z.uuid().nullish(),
    rules: rulesetRulesSchema,
  }),
});
export type RulesetBacktest = z.infer<typeof rulesetBacktestSchema>;

/** `POST /api/routing/backtest`: a draft routing tree over the organisation's past payments of its product. */
export const routingBacktestSchema = z.object({
  ...backtestWindow,
  draft: z.strictObject({ payment_product: z.enum(PAYMENT_PRODUCTS), details: routingTreeSchema }),
});
export type RoutingBacktest = z.infer<typeof routingBacktestSchema>;

/** One payment whose outcome the draft changes: `before` under the saved version, `after` under the draft. */
export interface BacktestExample<Outcome> {
  id: string;
  created_at: string;
  amount: number;
  currency_code: string;
  before: Outcome;
  after: Outcome;
}

export interface RulesetBacktestResult {
  /** Payments replayed. */
  total: number;
  /** Payments the draft matches (would block, tag or challenge). */
  matched: number;
  /** Payments the saved version matches; null without a saved version. */
  saved_matched: number | null;
  /** Payments the draft and the saved version (or, for a new ruleset, no ruleset) decide differently. */
  changed: number;
  examples: BacktestExample<boolean>[];
}

/** Count and volume per currency (integer minor units, never summed across currencies) of a processor. */
export interface ProcessorShare {
  processor: string;
  count: number;
  volume: { currency_code: string; amount: number }[];
}

export interface RoutingBacktestResult {
  total: number;
  /** Payments the tree sends to a processor that is not an active processor of their profile. */
  unroutable: number;
  processors: ProcessorShare[];
  /** The same for the saved version; null without one. */
  saved_processors: ProcessorShare[] | null;
  /** Payments sent elsewhere than by the saved version (for a new routing: than where they went). */
  changed: number;
  /** null: unroutable (or, before, no processor). */
  examples: BacktestExample<string | null>[];
}

/** The lines of a backtest's NDJSON answer: progress as pages are read, then the result or an error. */
export type BacktestLine<Result> =
  | { type: 'progress'; done: number; total: number }
  | ({ type: 'result' } & Result)
  | { type: 'error'; error: string; message: string };
