import { sql } from 'kysely';
import type pg from 'pg';
import { failPayouts } from '../host2host/import-bank-status.command.js';
import { writePayoutFile } from '../host2host/payout-files.js';
import { executorOn } from './generate-ledger.js';
import { generateIban } from './iban.js';
import { Random } from './random.js';
import type { World } from './world.js';

const MINUTE_MS = 60_000;

/**
 * The host2host module of the demo provider (ADR 0019), written after the ledger: the module on, a
 * bank account of the provider in every currency it pays out in, and the file history of the last two
 * weekly runs: one file the bank acknowledged, and one with a payout the merchant's bank returned
 * (AC04, closed account) after it was paid, whose money waits for the merchant's next settlement.
 */
export async function seedHost2Host(client: pg.ClientBase, world: World): Promise<void> {
  const provider = world.provider;
  const random = new Random(world.seed, 'host2host');
  const executor = executorOn(client);
  await client.query("UPDATE organisations SET modules = array_append(modules, 'host2host') WHERE id = $1", [
    provider.id,
  ]);
  const { rows: currencies } = await client.query<{ currency_code: string }>(
    `SELECT DISTINCT currency_code FROM settlement_profiles
      WHERE currency_code NOT IN (SELECT currency_code FROM bank_accounts WHERE organisation_id = $1)
      ORDER BY currency_code`,
    [provider.id],
  );
  for (const { currency_code } of currencies) {
    const { iban, bic } = generateIban(currency_code === 'GBP' ? 'GB' : 'NL', random);
    await client.query(
      `INSERT INTO bank_accounts (organisation_id, holder_name, iban, bic, currency_code, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6)`,
      [
        provider.id,
        `${provider.name} B.V. ${currency_code}`,
        iban,
        bic,
        currency_code,
        new Date(provider.createdAt),
      ],
    );
  }
  const { rows: runs } = await client.query<{ id: string; cutoff: string }>(
    `SELECT r.id, r.cutoff FROM settlement_runs r
      WHERE EXISTS (SELECT 1 FROM settlements s JOIN payouts p ON p.settlement_id = s.id WHERE s.settlement_run_id = r.id)
      ORDER BY r.cutoff DESC LIMIT 2`,
  );
  const files: string[] = [];
  for (const run of runs.reverse()) {
    const made = new Date(Date.parse(run.cutoff) + 30 * MINUTE_MS);
    const id = await writePayoutFile(
      executor,
      provider,
      sql`p.settlement_id IN (SELECT id FROM settlements WHERE settlement_run_id = ${run.id})`,
      { now: made, createdBy: null },
    );
    if (!id) continue;
    files.push(id);
    await client.query(
      `UPDATE payout_files SET status = 'ACKNOWLEDGED', sent_at = created_at + interval '6 minutes',
              acknowledged_at = created_at + interval '20 hours', status_report_id = 'STS-' || message_id
        WHERE id = $1`,
      [id],
    );
  }
  const latest = files.at(-1);
  if (!latest) return;
  const { rows: returned } = await client.query<{
    id: string;
    organisation_id: string;
    settlement_id: string;
    amount: string;
    currency_code: string;
    reference: string;
    paid_at: string;
  }>(
    `SELECT p.id, p.organisation_id, p.settlement_id, p.amount, p.currency_code, p.reference, p.paid_at
       FROM payouts p JOIN payout_file_payouts f ON f.payout_id = p.id
      WHERE f.payout_file_id = $1 AND p.status = 'PAID' ORDER BY p.reference LIMIT 1`,
    [latest],
  );
  const payout = returned[0];
  if (!payout) return;
  const at = new Date(Math.min(Date.parse(payout.paid_at) + 26 * 60 * MINUTE_MS, world.anchor));
  await failPayouts(executor, [{ ...payout, status: 'PAID', reason: 'AC04' }], at.toISOString());
}
