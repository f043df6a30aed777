import { FINANCIAL_REPORT_LIMITS, type ProviderReportCategory } from './financial-report.schema.js';

const DAY_MS = 86_400_000;

/** A period of whole reporting days, both ends included (YYYY-MM-DD). */
export interface FinancialPeriod {
  from: string;
  to: string;
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The days a period covers, both ends counted. */
export function periodDays({ from, to }: FinancialPeriod): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * The period a financial report reads: the bounds asked for, else the last 28 days with `today`
 * (001 §7), or for a monthly report the twelve months up to and with today's. A monthly period starts
 * on the first of its month, so every month row is whole. Answers the longest span allowed with it.
 */
export function financialPeriod(
  asked: { from?: string | undefined; to?: string | undefined },
  today: string,
  category: ProviderReportCategory = 'daily',
): FinancialPeriod & { maxDays: number } {
  const monthly = category === 'monthly';
  const to = asked.to ?? today;
  let from = asked.from ?? addDays(to, -(FINANCIAL_REPORT_LIMITS.defaultDays - 1));
  if (monthly) {
    if (!asked.from) {
      const end = new Date(`${to}T00:00:00Z`);
      from = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 11, 1)).toISOString().slice(0, 10);
    } else from = `${from.slice(0, 8)}01`;
  }
  return {
    from,
    to,
    maxDays: monthly ? FINANCIAL_REPORT_LIMITS.monthlyDays : FINANCIAL_REPORT_LIMITS.days,
  };
}
