import { type LedgerEntryDraft, ONE_OFF_TYPES, type OneOffType, oneOffEntry } from '@psp/domain';

const TYPES: ReadonlySet<string> = new Set(ONE_OFF_TYPES);

/** The ledger entries of one-offs as stored. */
export function oneOffDrafts(
  rows: readonly {
    id: string;
    organisation_id: string;
    type: string;
    amount: string | number;
    currency_code: string;
    description: string;
    effective_at: string;
  }[],
): LedgerEntryDraft[] {
  return rows.map((row) => {
    if (!TYPES.has(row.type)) throw new Error(`one-off ${row.id} has an unknown type ${row.type}`);
    return oneOffEntry({
      id: row.id,
      organisation: row.organisation_id,
      type: row.type as OneOffType,
      amount: Number(row.amount),
      currency_code: row.currency_code,
      description: row.description,
      effective_at: new Date(row.effective_at).toISOString(),
    });
  });
}
