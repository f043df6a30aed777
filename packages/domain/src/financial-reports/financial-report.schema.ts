import { z } from 'zod';
import type { LedgerEntryKind } from '../ledger/ledger-entry.schema.js';
import { REPORT_FORMATS } from '../reports/report.schema.js';
import { date } from '../resources/resource-schema.js';
import { SETTLEMENT_STATUSES } from '../settlements/settlement.schema.js';
import type { SettlementLineKind } from '../settlements/settlement-line.schema.js';
import { STATISTICS_TIME_ZONE } from '../statistics/statistics.js';
import { TRANSACTION_STAGES } from '../statuses/lifecycle.js';

/**
 * The financial reports of 001 §2.2 and issue 17 (ADR 0018, session 8): money from the ledger (sums of
 * postings per account and entry kind), counts and volumes from the statistics rollups. Days are days
 * of the reporting zone (`STATISTICS_TIME_ZONE`, the zone the daily rollups are kept in); every figure
 * is per currency, never summed across currencies.
 */
export const FINANCIAL_REPORT_TIME_ZONE = STATISTICS_TIME_ZONE;

/** The downloadable financial reports: a report's `category` (transaction reports are `transactions`). */
export const FINANCIAL_REPORT_KINDS = [
  'financial_summary',
  'financial_daily',
  'financial_settlement',
  'provider_daily',
  'provider_monthly',
  'provider_settlement',
] as const;
export type FinancialReportKind = (typeof FINANCIAL_REPORT_KINDS)[number];

export function isFinancialReportKind(category: string): category is FinancialReportKind {
  return (FINANCIAL_REPORT_KINDS as readonly string[]).includes(category);
}

/** The call (operation) whose rows each kind's file holds: its creator needs that call's roles too. */
export const FINANCIAL_REPORT_OPERATIONS = {
  financial_summary: 'financialreport.summary',
  financial_daily: 'financialreport.daily',
  financial_settlement: 'financialreport.settlement',
  provider_daily: 'financialreport.merchants',
  provider_monthly: 'financialreport.merchants',
  provider_settlement: 'financialreport.settlements',
} as const satisfies Record<FinancialReportKind, string>;

/** The provider's merchant report groups by day or by month (one screen, 001 §2.2). */
export const PROVIDER_REPORT_CATEGORIES = ['daily', 'monthly'] as const;
export type ProviderReportCategory = (typeof PROVIDER_REPORT_CATEGORIES)[number];

/** The longest period one call reads, in days: a year of days, or three years of months. */
export const FINANCIAL_REPORT_LIMITS = { days: 366, monthlyDays: 1_100, defaultDays: 28 } as const;

const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'A currency code of three capital letters');

/**
 * A period of whole reporting days, both ends included (`from` and `to`, YYYY-MM-DD); by default the
 * last 28 days with today (001 §7), an optional currency. Unknown keys are refused by name.
 */
const periodShape = {
  from: date().optional(),
  to: date().optional(),
  currency_code: currencyCode.optional(),
};
/** A period's end may not lie before its start (either may be left to its default). */
const periodInOrder: [
  (query: { from?: string; to?: string }) => boolean,
  { path: PropertyKey[]; message: string },
] = [
  (query) => !query.from || !query.to || query.from <= query.to,
  { path: ['to'], message: 'The end of the period lies before its start' },
];

export const financialPeriodQuerySchema = z.strictObject(periodShape).refine(...periodInOrder);
export type FinancialPeriodQuery = z.infer<typeof financialPeriodQuerySchema>;

export const providerReportQuerySchema = z
  .strictObject({ category: z.enum(PROVIDER_REPORT_CATEGORIES).default('daily'), ...periodShape })
  .refine(...periodInOrder);
export type ProviderReportQuery = z.infer<typeof providerReportQuerySchema>;

const count = z.int().min(0);
/** Signed minor units. */
const money = z.int();
const countAndVolume = z.object({ count, volume: money });

/**
 * The money of a period as it moved through the merchant's payable balance (`merchant_available`),
 * signed as its effect on the merchant: settled payments in, refunds, chargebacks and fees out, the
 * reserve held (out) and released (in), one-offs either way. `net` is their sum: what the period added
 * to what the merchant will be paid out.
 */
export const merchantMoneyShape = {
  settled: money,
  refunds: money,
  chargebacks: money,
  fees: money,
  reserve: money,
  one_offs: money,
  net: money,
};
export const MERCHANT_MONEY_FIELDS = [
  'settled',
  'refunds',
  'chargebacks',
  'fees',
  'reserve',
  'one_offs',
  'net',
] as const satisfies readonly (keyof typeof merchantMoneyShape)[];
export type MerchantMoneyField = (typeof MERCHANT_MONEY_FIELDS)[number];

/**
 * Where each ledger entry kind lands on the merchant's payable balance in the reports: a money field,
 * the payouts (`paid_out`, not part of `net`), or nowhere (entries that never touch it).
 */
export const MERCHANT_MONEY_OF_KIND: Record<LedgerEntryKind, MerchantMoneyField | 'paid_out' | null> = {
  PAYMENT: 'settled',
  FEE: 'fees',
  REFUND_FEE: 'fees',
  CHARGEBACK_FEE: 'fees',
  REFUND: 'refunds',
  CHARGEBACK: 'chargebacks',
  RESERVE_HOLD: 'reserve',
  RESERVE_RELEASE: 'reserve',
  ONE_OFF: 'one_offs',
  PAYOUT: 'paid_out',
  PAYOUT_RETURNED: 'paid_out',
  PAYOUT_PAID: null,
  PROCESSOR_COST: null,
  PARTNER_SHARE: null,
};

/**
 * Where each settlement line kind lands in the settlement report. A payout the bank returned (ADR 0019)
 * is an earlier settlement's money coming back, as an amount carried over is.
 */
export const SETTLEMENT_MONEY_OF_LINE: Record<SettlementLineKind, Exclude<SettlementMoneyField, 'net'>> = {
  PAYMENT: 'gross',
  FEE: 'payment_fees',
  REFUND_FEE: 'refund_fees',
  CHARGEBACK_FEE: 'chargeback_fees',
  REFUND: 'refunds',
  CHARGEBACK: 'chargebacks',
  RESERVE_HOLD: 'reserve',
  RESERVE_RELEASE: 'reserve',
  ONE_OFF: 'one_offs',
  CARRIED_OVER: 'carried_over',
  PAYOUT_RETURNED: 'carried_over',
};

const period = { from: date(), to: date(), time_zone: z.string() };

/** One day and currency of the merchant daily report (`report/daily`). */
export const financialDailyRowSchema = z.object({
  day: date(),
  currency_code: z.string(),
  /** Every payment made that day, whatever became of it. */
  ...countAndVolume.shape,
  /** The same payments by the stage of their status now (status families). */
  stages: z.partialRecord(z.enum(TRANSACTION_STAGES), countAndVolume),
  /** The same payments by payment product. */
  products: z.record(z.string(), countAndVolume),
  ...merchantMoneyShape,
});
export type FinancialDailyRow = z.infer<typeof financialDailyRowSchema>;

/** A currency's totals of a merchant period: the daily report's foot and the financial report's page. */
export const financialTotalsSchema = z.object({
  currency_code: z.string(),
  ...countAndVolume.shape,
  /** Payments approved and kept or being collected (the revenue statuses). */
  successful_count: count,
  successful_volume: money,
  ...merchantMoneyShape,
  /** Payouts sent to the merchant's bank in the period (positive). */
  paid_out: money,
});
export type FinancialTotals = z.infer<typeof financialTotalsSchema>;

export const financialDailyAnswerSchema = z.object({
  ...period,
  rows: z.array(financialDailyRowSchema),
  totals: z.array(financialTotalsSchema),
});
export type FinancialDailyAnswer = z.infer<typeof financialDailyAnswerSchema>;

export const financialSummaryAnswerSchema = z.object({
  ...period,
  currencies: z.array(financialTotalsSchema),
});
export type FinancialSummaryAnswer = z.infer<typeof financialSummaryAnswerSchema>;

const organisationRef = z.object({ id: z.uuid(), name: z.string() });

/**
 * A settlement's money from its lines (each one ledger entry, signed as its effect on the merchant):
 * the payments, each fee type, refunds, chargebacks, the reserve held and released, one-offs and the
 * amount an earlier settlement carried over; `net` is the settlement's amount.
 */
export const SETTLEMENT_MONEY_FIELDS = [
  'gross',
  'payment_fees',
  'refund_fees',
  'chargeback_fees',
  'refunds',
  'chargebacks',
  'reserve',
  'one_offs',
  'carried_over',
  'net',
] as const;
export type SettlementMoneyField = (typeof SETTLEMENT_MONEY_FIELDS)[number];
const settlementMoneyShape = Object.fromEntries(
  SETTLEMENT_MONEY_FIELDS.map((field) => [field, money]),
) as Record<SettlementMoneyField, typeof money>;

export const financialSettlementRowSchema = z.object({
  id: z.uuid(),
  reference: z.string().nullable(),
  organisation: organisationRef,
  /** What it settles: the ledger entries effective up to its cutoff (`period_end`). */
  period_start: z.iso.datetime({ offset: true }).nullable(),
  period_end: z.iso.datetime({ offset: true }).nullable(),
  currency_code: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  ...settlementMoneyShape,
  payout_date: date().nullable(),
  /** The account paid into: its holder and the IBAN's last four characters. */
  bank_account: z.object({ holder_name: z.string(), iban_last4: z.string() }).nullable(),
});
export type FinancialSettlementRow = z.infer<typeof financialSettlementRowSchema>;

export const financialSettlementTotalsSchema = z.object({
  currency_code: z.string(),
  settlements: count,
  ...settlementMoneyShape,
});

export const financialSettlementAnswerSchema = z.object({
  ...period,
  rows: z.array(financialSettlementRowSchema),
  totals: z.array(financialSettlementTotalsSchema),
});
export type FinancialSettlementAnswer = z.infer<typeof financialSettlementAnswerSchema>;

/**
 * The provider's money per merchant, period and currency: the PSP's revenue (fees and one-offs, the
 * `psp_revenue` account), what processors charged (`processor_cost`), the partners' share
 * (`partner_commission`) and the margin left (revenue − cost − partner share).
 */
export const PROVIDER_MONEY_FIELDS = ['volume', 'revenue', 'cost', 'partner_share', 'margin'] as const;
export type ProviderMoneyField = (typeof PROVIDER_MONEY_FIELDS)[number];
const providerMoneyShape = Object.fromEntries(PROVIDER_MONEY_FIELDS.map((field) => [field, money])) as Record<
  ProviderMoneyField,
  typeof money
>;

export const providerReportRowSchema = z.object({
  /** The day, or the first day of the month. */
  period: date(),
  organisation: organisationRef,
  currency_code: z.string(),
  /** Successful payments made in the period (the revenue statuses). */
  count,
  ...providerMoneyShape,
});
export type ProviderReportRow = z.infer<typeof providerReportRowSchema>;

export const providerReportTotalsSchema = z.object({
  currency_code: z.string(),
  count,
  ...providerMoneyShape,
});

export const providerReportAnswerSchema = z.object({
  ...period,
  category: z.enum(PROVIDER_REPORT_CATEGORIES),
  rows: z.array(providerReportRowSchema),
  totals: z.array(providerReportTotalsSchema),
});
export type ProviderReportAnswer = z.infer<typeof providerReportAnswerSchema>;

/** Makes a financial report's file through the report job: the kind, its period and the format. */
export const createFinancialReportSchema = z
  .strictObject({
    kind: z.enum(FINANCIAL_REPORT_KINDS),
    name: z.string().trim().min(1).max(100).optional(),
    from: date(),
    to: date(),
    currency_code: currencyCode.optional(),
    format: z.enum(REPORT_FORMATS).default('csv'),
  })
  .refine((body) => body.from <= body.to, {
    path: ['to'],
    message: 'The end of the period lies before its start',
  });
export type CreateFinancialReport = z.input<typeof createFinancialReportSchema>;
