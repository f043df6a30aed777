import {
  type BankStatusImport,
  type BankStatusLine,
  importBankStatusSchema,
  PROVIDER_ADMIN_OPERATIONS,
} from '@psp/domain';
import { sql } from 'kysely';
import { bookPayoutReturns, type ReturnedPayout } from '../ledger/payout-return-booking.js';
import { actorReference } from '../platform/auth/actor.js';
import { defineCommand } from '../platform/commands/command.js';
import type { Executor } from '../platform/resource/executor.js';
import { markPayoutsPaid } from '../settlements/settlement-jobs.js';
import { FAILED_STATUSES, PAID_STATUSES, parseStatusReport } from './bank-status-report.js';
import { assertHost2Host } from './payout-files.js';

/** A rejection without a reason code: "not specified, agent generated". */
const UNSPECIFIED_REASON = 'MS03';

interface FiledPayout {
  id: string;
  organisation_id: string;
  settlement_id: string;
  amount: string;
  currency_code: string;
  reference: string;
  status: 'IN_TRANSIT' | 'PAID' | 'FAILED';
}

/** Payouts of the provider's files by reference, locked for the import. */
async function filedPayouts(trx: Executor, provider: string, references: string[]) {
  const { rows } = await sql<FiledPayout>`
    SELECT p.id, p.organisation_id, p.settlement_id, p.amount, p.currency_code, p.reference, p.status
      FROM payouts p
     WHERE p.reference = ANY(${references}::text[])
       AND EXISTS (SELECT 1 FROM payout_file_payouts fp JOIN payout_files f ON f.id = fp.payout_file_id
                    WHERE fp.payout_id = p.id AND f.organisation_id = ${provider})
     ORDER BY p.id FOR UPDATE OF p`.execute(trx);
  return new Map(rows.map((row) => [row.reference, row]));
}

/**
 * Payouts the bank rejected or returned: the PAYOUT_RETURNED entry gives the money back to the
 * merchant's available balance; the payout and its settlement become FAILED with the reason code.
 */
export async function failPayouts(
  trx: Executor,
  returned: readonly (ReturnedPayout & { settlement_id: string })[],
  now: string,
): Promise<void> {
  await bookPayoutReturns(trx, returned, now);
  for (const payout of returned) {
    await sql`UPDATE payouts SET status = 'FAILED', failure_reason = ${payout.reason}, updated_at = ${now}
               WHERE id = ${payout.id}`.execute(trx);
    await sql`UPDATE settlements SET status = 'FAILED', failure_reason = ${payout.reason}, paid_out_at = NULL
               WHERE id = ${payout.settlement_id}`.execute(trx);
  }
}

/**
 * Imports the bank's pain.002 status report (ADR 0019). The file it answers becomes ACKNOWLEDGED, or
 * REJECTED when the bank refused it as a whole (its payouts then wait for the next file). Each line
 * moves the payout it names: accepted or booked → PAID (PAYOUT_PAID entry, settlement PAID_OUT);
 * rejected → FAILED with the reason code, a PAYOUT_RETURNED entry that gives the money back to the
 * merchant's available balance, the settlement FAILED and a `payout.failed` event. A payout already in
 * the state a line says is unchanged, so the same report twice changes nothing; a reference that names
 * no payout of ours is reported as unknown. One transaction.
 */
export const importBankStatusCommand = defineCommand({
  name: 'payoutfile.import',
  input: importBankStatusSchema,
  requirement: PROVIDER_ADMIN_OPERATIONS['payoutfile.import'],
  async run({ trx, actor, events }, input): Promise<BankStatusImport> {
    assertHost2Host(actor);
    const report = parseStatusReport(input.content);
    const provider = actor.organisation.id;
    const file = (
      await sql<{ id: string; status: string }>`
        SELECT id, status FROM payout_files WHERE organisation_id = ${provider}
           AND message_id = ${report.originalMessageId} FOR UPDATE`.execute(trx)
    ).rows[0];
    const now = new Date().toISOString();
    let fileStatus: string | null = file?.status ?? null;
    const wholeFileRejected =
      report.lines.length === 0 && report.groupStatus !== null && FAILED_STATUSES.has(report.groupStatus);
    if (file && wholeFileRejected && (file.status === 'CREATED' || file.status === 'SENT')) {
      // The bank refused the file itself: nothing was paid, its payouts are free for the next file.
      await sql`UPDATE payout_files SET status = 'REJECTED', status_report_id = ${report.reportId},
                  acknowledged_at = now(), updated_at = now() WHERE id = ${file.id}`.execute(trx);
      await sql`UPDATE payout_file_payouts SET live = false WHERE payout_file_id = ${file.id}`.execute(trx);
      fileStatus = 'REJECTED';
    } else if (file && !wholeFileRejected && file.status !== 'REJECTED') {
      await sql`UPDATE payout_files SET status = 'ACKNOWLEDGED', status_report_id = ${report.reportId},
                  sent_at = coalesce(sent_at, now()), acknowledged_at = coalesce(acknowledged_at, now()),
                  updated_at = now() WHERE id = ${file.id}`.execute(trx);
      fileStatus = 'ACKNOWLEDGED';
    }

    const payouts = await filedPayouts(
      trx,
      provider,
      report.lines.map((line) => line.reference),
    );
    const paid: FiledPayout[] = [];
    const returned: (ReturnedPayout & { settlement_id: string })[] = [];
    const lines: BankStatusLine[] = report.lines.map((line) => {
      const payout = payouts.get(line.reference);
      const answer = (outcome: BankStatusLine['outcome']): BankStatusLine => ({
        reference: line.reference,
        status: line.status,
        reason: line.reason,
        outcome,
        payout: payout?.id ?? null,
      });
      if (!payout) return answer('unknown');
      if (PAID_STATUSES.has(line.status)) {
        if (payout.status !== 'IN_TRANSIT') return answer('unchanged');
        paid.push(payout);
        payout.status = 'PAID';
        return answer('paid');
      }
      if (FAILED_STATUSES.has(line.status)) {
        if (payout.status === 'FAILED') return answer('unchanged');
        const reason = line.reason ?? UNSPECIFIED_REASON;
        returned.push({ ...payout, status: payout.status, reason });
        const outcome = payout.status === 'IN_TRANSIT' ? 'failed' : 'returned';
        payout.status = 'FAILED';
        return answer(outcome);
      }
      return answer('pending');
    });

    // A payout paid and then returned within one report is paid first, then returned from the bank.
    await markPayoutsPaid(
      trx,
      paid.map((payout) => ({ ...payout, paid_at: now })),
    );
    await failPayouts(trx, returned, now);
    for (const payout of returned) {
      await events.record(trx, {
        type: 'payout.failed',
        resource: 'payout',
        resource_id: payout.id,
        organisation: payout.organisation_id,
        actor: actorReference(actor),
        before: { status: payout.status },
        after: {
          status: 'FAILED',
          failure_reason: payout.reason,
          settlement: payout.settlement_id,
          amount: Number(payout.amount),
          currency_code: payout.currency_code,
        },
      });
    }
    return { report_id: report.reportId, payout_file: file?.id ?? null, file_status: fileStatus, lines };
  },
});
