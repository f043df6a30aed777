import {
  type FinancialReportKind,
  type FinancialSettlementAnswer,
  financialPeriodQuerySchema,
  MERCHANT_MONEY_FIELDS,
  PROVIDER_MONEY_FIELDS,
  SETTLEMENT_MONEY_FIELDS,
  TRANSACTION_STAGES,
} from '@psp/domain';
import type { Actor } from '../platform/auth/actor.js';
import type { Executor } from '../platform/resource/executor.js';
import type { ExportColumn } from '../platform/resource/resource-export.js';
import { FinancialReportReader, financialQuestion } from './financial-report-queries.js';

type Row = Record<string, unknown>;

/** A column of a flat row: its header is its key (stable field names, as in transaction reports). */
const text = (key: string): ExportColumn => ({ path: [key], header: key });
/** An amount: a decimal of its currency's major units in the file (a number cell in a workbook). */
const amount = (key: string): ExportColumn => ({ path: [key], header: key, currency: ['currency_code'] });

function settlementFile(answer: FinancialSettlementAnswer): { columns: ExportColumn[]; rows: Row[] } {
  return {
    columns: [
      text('id'),
      text('reference'),
      text('organisation_id'),
      text('organisation'),
      text('period_start'),
      text('period_end'),
      text('currency_code'),
      text('status'),
      ...SETTLEMENT_MONEY_FIELDS.map(amount),
      text('payout_date'),
      text('bank_account_holder'),
      text('bank_account_iban_last4'),
    ],
    rows: answer.rows.map(({ organisation, bank_account, ...row }) => ({
      ...row,
      organisation_id: organisation.id,
      organisation: organisation.name,
      bank_account_holder: bank_account?.holder_name ?? null,
      bank_account_iban_last4: bank_account?.iban_last4 ?? null,
    })),
  };
}

/**
 * The rows and columns of a financial report's file: the rows its call answers for the same period,
 * as the creator may see them now, flattened to one line each (a count column for every status stage
 * and payment product). Cells are written by the export's `rowCells`, like every file.
 */
export async function financialReportFile(
  db: Executor,
  actor: Actor,
  kind: FinancialReportKind,
  filters: unknown,
): Promise<{ columns: ExportColumn[]; rows: Row[] }> {
  const reader = new FinancialReportReader(db, actor);
  const asked = financialPeriodQuerySchema.parse(filters);
  switch (kind) {
    case 'financial_summary': {
      const answer = await reader.summary(await financialQuestion(db, asked));
      return {
        columns: [
          text('currency_code'),
          text('count'),
          amount('volume'),
          text('successful_count'),
          amount('successful_volume'),
          ...MERCHANT_MONEY_FIELDS.map(amount),
          amount('paid_out'),
        ],
        rows: answer.currencies,
      };
    }
    case 'financial_daily': {
      const answer = await reader.daily(await financialQuestion(db, asked));
      const products = [...new Set(answer.rows.flatMap((row) => Object.keys(row.products)))].sort();
      return {
        columns: [
          text('day'),
          text('currency_code'),
          text('count'),
          amount('volume'),
          ...TRANSACTION_STAGES.flatMap((stage) => [text(`${stage}_count`), amount(`${stage}_volume`)]),
          ...products.flatMap((product) => [
            text(`product_${product}_count`),
            amount(`product_${product}_volume`),
          ]),
          ...MERCHANT_MONEY_FIELDS.map(amount),
        ],
        rows: answer.rows.map(({ stages, products: byProduct, ...row }) => ({
          ...row,
          ...Object.fromEntries(
            TRANSACTION_STAGES.flatMap((stage) => [
              [`${stage}_count`, stages[stage]?.count ?? 0],
              [`${stage}_volume`, stages[stage]?.volume ?? 0],
            ]),
          ),
          ...Object.fromEntries(
            products.flatMap((product) => [
              [`product_${product}_count`, byProduct[product]?.count ?? 0],
              [`product_${product}_volume`, byProduct[product]?.volume ?? 0],
            ]),
          ),
        })),
      };
    }
    case 'financial_settlement':
    case 'provider_settlement':
      return settlementFile(await reader.settlements(await financialQuestion(db, asked)));
    case 'provider_daily':
    case 'provider_monthly': {
      const category = kind === 'provider_daily' ? 'daily' : 'monthly';
      const answer = await reader.merchants(await financialQuestion(db, asked, category), category);
      return {
        columns: [
          text('period'),
          text('organisation_id'),
          text('organisation'),
          text('currency_code'),
          text('count'),
          ...PROVIDER_MONEY_FIELDS.map(amount),
        ],
        rows: answer.rows.map(({ organisation, ...row }) => ({
          ...row,
          organisation_id: organisation.id,
          organisation: organisation.name,
        })),
      };
    }
  }
}
