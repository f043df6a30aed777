import { BACKTEST_EXAMPLES, type BacktestExample } from '@psp/domain';
import type { PastPayment } from './past-payments.js';

/** The newest BACKTEST_EXAMPLES changed payments, whatever order the payments are read in. */
export class NewestExamples<Outcome> {
  private readonly kept: { payment: PastPayment; before: Outcome; after: Outcome }[] = [];

  add(payment: PastPayment, before: Outcome, after: Outcome): void {
    const kept = this.kept;
    if (kept.length === BACKTEST_EXAMPLES) {
      if (payment.created_ms <= kept[kept.length - 1]!.payment.created_ms) return;
      kept.pop();
    }
    let index = kept.length;
    while (index > 0 && kept[index - 1]!.payment.created_ms < payment.created_ms) index--;
    kept.splice(index, 0, { payment, before, after });
  }

  /** Newest first. */
  get list(): BacktestExample<Outcome>[] {
    return this.kept.map(({ payment, before, after }) => ({
      id: payment.id,
      created_at: new Date(payment.created_ms).toISOString(),
      amount: payment.amount,
      currency_code: payment.currency_code,
      before,
      after,
    }));
  }
}
