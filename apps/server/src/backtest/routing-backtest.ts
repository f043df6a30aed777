import {
  type CompiledRoutingNode,
  evaluateRouting,
  type PaymentFacts,
  type ProcessorShare,
  paymentFactsOf,
  type RoutingBacktestResult,
  routedProcessor,
} from '@psp/domain';
import { NewestExamples } from './newest-examples.js';
import type { PastPayment } from './past-payments.js';

/** The active processors of the product per payment profile: the ones the engine may route a payment to. */
export type ActiveProcessors = ReadonlyMap<string, ReadonlySet<string>>;

/** Count and volume per currency of each processor, in the order processors are first met. */
class ProcessorShares {
  private readonly shares = new Map<string, { count: number; volume: Map<string, number> }>();

  add(processor: string, payment: PastPayment): void {
    let share = this.shares.get(processor);
    if (!share) {
      share = { count: 0, volume: new Map() };
      this.shares.set(processor, share);
    }
    share.count++;
    share.volume.set(payment.currency_code, (share.volume.get(payment.currency_code) ?? 0) + payment.amount);
  }

  get list(): ProcessorShare[] {
    return [...this.shares]
      .map(([processor, { count, volume }]) => ({
        processor,
        count,
        volume: [...volume].map(([currency_code, amount]) => ({ currency_code, amount })),
      }))
      .sort((a, b) => b.count - a.count);
  }
}

/**
 * Where the engine would send the payment with this tree: the tree's processor when it is an active
 * processor of the payment's profile for the product, else nowhere (null: unroutable).
 */
function routeOf(
  tree: CompiledRoutingNode,
  active: ActiveProcessors,
  payment: PastPayment,
  facts: PaymentFacts,
) {
  return routedProcessor(evaluateRouting(tree, facts).processor, active.get(payment.payment_profile_id));
}

/**
 * Counts where a draft routing tree, and the saved version it replaces, would have sent each payment.
 * Without a saved version the draft is compared with where the payment actually went.
 */
export class RoutingBacktestTally {
  private total = 0;
  private unroutable = 0;
  private changed = 0;
  private readonly processors = new ProcessorShares();
  private readonly savedProcessors: ProcessorShares | null;
  private readonly examples = new NewestExamples<string | null>();

  constructor(
    private readonly draft: CompiledRoutingNode,
    private readonly saved: CompiledRoutingNode | null,
    private readonly active: ActiveProcessors,
  ) {
    this.savedProcessors = saved ? new ProcessorShares() : null;
  }

  add(payments: readonly PastPayment[]): void {
    for (const payment of payments) {
      const facts = paymentFactsOf(payment);
      const after = routeOf(this.draft, this.active, payment, facts);
      const before = this.saved ? routeOf(this.saved, this.active, payment, facts) : payment.processor_id;
      this.total++;
      if (after === null) this.unroutable++;
      else this.processors.add(after, payment);
      if (this.saved && before !== null) this.savedProcessors?.add(before, payment);
      if (after !== before) {
        this.changed++;
        this.examples.add(payment, before, after);
      }
    }
  }

  get answer(): RoutingBacktestResult {
    return {
      total: this.total,
      unroutable: this.unroutable,
      processors: this.processors.list,
      saved_processors: this.savedProcessors?.list ?? null,
      changed: this.changed,
      examples: this.examples.list,
    };
  }
}

/** The rule names a tree's conditions use, for the joins its backtest needs. */
export function ruleNamesOf(node: CompiledRoutingNode | string): string[] {
  if (typeof node === 'string') return [];
  return [
    ...node.if.map((condition) => condition.name),
    ...ruleNamesOf(node.then),
    ...ruleNamesOf(node.else),
  ];
}
