/**
 * The account catalogue of the double-entry ledger (ADR 0015). A posting's amount is signed minor units,
 * debit positive and credit negative; the postings of one entry sum to zero. Debit-normal accounts
 * (assets, expenses) grow by debits, credit-normal ones (liabilities, revenue) by credits, so a balance
 * as a person reads it is the sum of postings for the first and minus that sum for the second.
 */
export const LEDGER_ACCOUNTS = [
  /** What the PSP owes a merchant and will pay out (liability). Holder: the merchant. */
  'merchant_available',
  /** What the PSP holds back from a merchant against chargebacks until released (liability). Holder: the merchant. */
  'merchant_reserve',
  /** The fees the PSP earns (revenue). Holder: none (the provider). */
  'psp_revenue',
  /** What a processor owes the PSP for captured payments, net of its costs (asset). Holder: the processor. */
  'processor_receivable',
  /** What processors charge the PSP (expense). Holder: the processor. */
  'processor_cost',
  /** The revenue share owed to a reseller (liability). Holder: the partner organisation. */
  'partner_payable',
  /** The revenue share as the PSP's expense. Holder: the partner organisation. */
  'partner_commission',
  /** Payouts sent to merchants' banks and not yet confirmed (asset in transit). Holder: the merchant. */
  'payouts_in_transit',
  /** The PSP's own bank account (asset). Holder: none. */
  'psp_bank',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const ACCOUNT_NATURES = ['debit', 'credit'] as const;
export type AccountNature = (typeof ACCOUNT_NATURES)[number];

export const ACCOUNT_HOLDERS = ['merchant', 'processor', 'partner', 'provider'] as const;
export type AccountHolder = (typeof ACCOUNT_HOLDERS)[number];

export const LEDGER_ACCOUNT_CATALOGUE: Record<
  LedgerAccount,
  { nature: AccountNature; holder: AccountHolder }
> = {
  merchant_available: { nature: 'credit', holder: 'merchant' },
  merchant_reserve: { nature: 'credit', holder: 'merchant' },
  psp_revenue: { nature: 'credit', holder: 'provider' },
  processor_receivable: { nature: 'debit', holder: 'processor' },
  processor_cost: { nature: 'debit', holder: 'processor' },
  partner_payable: { nature: 'credit', holder: 'partner' },
  partner_commission: { nature: 'debit', holder: 'partner' },
  payouts_in_transit: { nature: 'debit', holder: 'merchant' },
  psp_bank: { nature: 'debit', holder: 'provider' },
};

/** The balance of an account as a person reads it, from the signed sum of its postings. */
export function balanceOf(account: LedgerAccount, sumOfPostings: number): number {
  return LEDGER_ACCOUNT_CATALOGUE[account].nature === 'debit' ? sumOfPostings : -sumOfPostings;
}
