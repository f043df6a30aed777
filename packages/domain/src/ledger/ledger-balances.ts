import { balanceOf, type LedgerAccount } from './ledger-accounts.js';
import type { LedgerEntryDraft } from './ledger-entry.schema.js';

/** Balances as a person reads them, per account, holder and currency: `account|holder|currency`. */
export function ledgerBalances(
  entries: readonly Pick<LedgerEntryDraft, 'currency_code' | 'postings'>[],
): Map<string, number> {
  const sums = new Map<string, number>();
  for (const entry of entries) {
    for (const posting of entry.postings) {
      const key = `${posting.account}|${posting.holder_id ?? ''}|${entry.currency_code}`;
      sums.set(key, (sums.get(key) ?? 0) + posting.amount);
    }
  }
  const balances = new Map<string, number>();
  for (const [key, sum] of sums) balances.set(key, balanceOf(key.split('|')[0] as LedgerAccount, sum));
  return balances;
}
