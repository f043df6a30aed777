import { randomUUID } from 'node:crypto';
import type { LedgerEntryDraft } from '@psp/domain';
import { sql } from 'kysely';
import type { Executor } from '../platform/resource/executor.js';

/**
 * Writes entries with their postings, each at most once: an entry whose idempotency key is already in
 * the ledger is skipped with its postings (a redelivered event, a second process, a rerun). Two
 * statements whatever the number of entries. Answers how many were new.
 */
export async function writeLedgerEntries(
  trx: Executor,
  drafts: readonly LedgerEntryDraft[],
): Promise<number> {
  if (drafts.length === 0) return 0;
  const ids = drafts.map(() => randomUUID());
  const column = <T>(pick: (draft: LedgerEntryDraft) => T) => drafts.map(pick);
  const inserted = await sql<{ id: string }>`
    INSERT INTO ledger_entries (id, organisation_id, currency_code, kind, amount, source_type, source_id,
      transaction_id, event_id, processor_id, payment_product, pricing_scheme_id, fee_line, description,
      idempotency_key, effective_at, release_at)
    SELECT * FROM unnest(${ids}::uuid[], ${column((d) => d.organisation)}::uuid[],
      ${column((d) => d.currency_code)}::text[], ${column((d) => d.kind)}::text[],
      ${column((d) => d.postings.reduce((sum, posting) => sum + Math.max(posting.amount, 0), 0))}::bigint[],
      ${column((d) => d.source_type)}::text[], ${column((d) => d.source_id)}::uuid[],
      ${column((d) => d.transaction)}::uuid[], ${column((d) => d.event_id ?? null)}::uuid[],
      ${column((d) => d.processor ?? null)}::uuid[], ${column((d) => d.payment_product ?? null)}::text[],
      ${column((d) => d.pricing_scheme ?? null)}::uuid[],
      ${column((d) => (d.fee_line ? JSON.stringify(d.fee_line) : null))}::jsonb[],
      ${column((d) => d.description ?? null)}::text[], ${column((d) => d.idempotency_key)}::text[],
      ${column((d) => d.effective_at)}::timestamptz[], ${column((d) => d.release_at ?? null)}::timestamptz[])
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id`.execute(trx);
  const fresh = new Set(inserted.rows.map((row) => row.id));
  if (fresh.size === 0) return 0;
  const postings = drafts.flatMap((draft, index) =>
    fresh.has(ids[index]!) ? draft.postings.map((posting) => ({ entry: ids[index]!, draft, posting })) : [],
  );
  await sql`
    INSERT INTO ledger_postings (entry_id, organisation_id, account, holder_id, amount, currency_code, effective_at)
    SELECT * FROM unnest(${postings.map((p) => p.entry)}::uuid[], ${postings.map((p) => p.draft.organisation)}::uuid[],
      ${postings.map((p) => p.posting.account)}::text[], ${postings.map((p) => p.posting.holder_id)}::uuid[],
      ${postings.map((p) => p.posting.amount)}::bigint[], ${postings.map((p) => p.draft.currency_code)}::text[],
      ${postings.map((p) => p.draft.effective_at)}::timestamptz[])`.execute(trx);
  return fresh.size;
}
