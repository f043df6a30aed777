import { randomBytes } from 'node:crypto';
import {
  createPayoutFileSchema,
  type Pain001Batch,
  type PayoutFile,
  type PayoutFileTotal,
  PROVIDER_ADMIN_OPERATIONS,
  pain001Xml,
} from '@psp/domain';
import { type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import type { Actor } from '../platform/auth/actor.js';
import { userIdOf } from '../platform/auth/actor.js';
import { defineCommand } from '../platform/commands/command.js';
import { conflict, notFound } from '../platform/http/errors.js';
import type { Executor } from '../platform/resource/executor.js';

/** The optional module is the provider organisation's (000 §1): 409 `module_disabled` without it. */
export function assertHost2Host(actor: Actor): void {
  if (!actor.organisation.modules.includes('host2host'))
    throw conflict('module_disabled', 'This organisation does not have the host2host module');
}

/** Payouts of the actor's scope (provider staff: all). */
const inScopeOf = (actor: Actor) =>
  actor.scope ? sql`p.organisation_id = ANY(${actor.scope}::uuid[])` : sql`true`;

/** IN_TRANSIT payouts that no live file holds, whose currency the provider has a bank account in. */
function unfiled(actor: Actor) {
  return sql`p.status = 'IN_TRANSIT' AND ${inScopeOf(actor)}
    AND NOT EXISTS (SELECT 1 FROM payout_file_payouts f WHERE f.payout_id = p.id AND f.live)
    AND EXISTS (SELECT 1 FROM bank_accounts d WHERE d.organisation_id = ${actor.organisation.id}
                  AND d.currency_code = p.currency_code)`;
}

interface PayoutFileRow {
  id: string;
  organisation_id: string;
  message_id: string;
  status: PayoutFile['status'];
  payout_count: number;
  totals: PayoutFileTotal[];
  created_at: Date | string;
  sent_at: Date | string | null;
  acknowledged_at: Date | string | null;
  status_report_id: string | null;
  failed_count: string | number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function payoutFileOf(row: PayoutFileRow): PayoutFile {
  return {
    id: row.id,
    organisation: row.organisation_id,
    message_id: row.message_id,
    status: row.status,
    payout_count: row.payout_count,
    totals: row.totals,
    created_at: iso(row.created_at),
    sent_at: row.sent_at ? iso(row.sent_at) : null,
    acknowledged_at: row.acknowledged_at ? iso(row.acknowledged_at) : null,
    status_report_id: row.status_report_id,
    failed_count: Number(row.failed_count),
  };
}

const FILE_COLUMNS = sql`f.id, f.organisation_id, f.message_id, f.status, f.payout_count, f.totals, f.created_at,
  f.sent_at, f.acknowledged_at, f.status_report_id,
  (SELECT count(*) FROM payout_file_payouts fp JOIN payouts p ON p.id = fp.payout_id
    WHERE fp.payout_file_id = f.id AND p.status = 'FAILED') AS failed_count`;

/** The provider's files, newest first, and what a new file would take, per currency. */
export async function listPayoutFiles(db: Executor, actor: Actor) {
  assertHost2Host(actor);
  const files = await sql<PayoutFileRow>`
    SELECT ${FILE_COLUMNS} FROM payout_files f WHERE f.organisation_id = ${actor.organisation.id}
     ORDER BY f.created_at DESC, f.id LIMIT 200`.execute(db);
  const pending = await sql<{ currency_code: string; count: string; amount: string }>`
    SELECT p.currency_code, count(*) AS count, sum(p.amount) AS amount FROM payouts p
     WHERE ${unfiled(actor)} GROUP BY p.currency_code ORDER BY p.currency_code`.execute(db);
  return {
    data: files.rows.map(payoutFileOf),
    pending: pending.rows.map((row) => ({
      currency_code: row.currency_code,
      count: Number(row.count),
      amount: Number(row.amount),
    })),
  };
}

/** One file of the provider, or 404. */
export async function payoutFileOfActor(db: Executor, actor: Actor, id: string, lock = false) {
  assertHost2Host(actor);
  const { rows } = await sql<PayoutFileRow & { content: string }>`
    SELECT ${FILE_COLUMNS}, f.content FROM payout_files f
     WHERE f.id = ${id} AND f.organisation_id = ${actor.organisation.id}
     ${lock ? sql`FOR UPDATE OF f` : sql``}`.execute(db);
  const row = rows[0];
  if (!row) throw notFound('The payout file');
  return row;
}

/** A MsgId: unique (the column says so), at most 35 characters, readable on a bank's portal. */
function messageIdOf(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `PSP-${day}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * Writes a payout file of the payouts a condition picks (`p`: payouts), locked: one PmtInf per debtor
 * account (the provider's bank account in the payout's currency) and currency. Null when none.
 */
export async function writePayoutFile(
  trx: Executor,
  provider: { id: string; name: string },
  picked: RawBuilder<unknown>,
  options: { now: Date; createdBy: string | null },
): Promise<string | null> {
  const { rows: payouts } = await sql<{
    id: string;
    reference: string;
    amount: string;
    currency_code: string;
    holder_name: string;
    iban: string;
    bic: string | null;
  }>`
    SELECT p.id, p.reference, p.amount, p.currency_code, b.holder_name, b.iban, b.bic
      FROM payouts p JOIN bank_accounts b ON b.id = p.bank_account_id
     WHERE ${picked}
     ORDER BY p.currency_code, p.created_at, p.id
     FOR UPDATE OF p`.execute(trx);
  if (payouts.length === 0) return null;
  const { rows: debtors } = await sql<{
    currency_code: string;
    holder_name: string;
    iban: string;
    bic: string | null;
  }>`
    SELECT DISTINCT ON (currency_code) currency_code, holder_name, iban, bic FROM bank_accounts
     WHERE organisation_id = ${provider.id} ORDER BY currency_code, created_at, id`.execute(trx);
  const batches: Pain001Batch[] = debtors.flatMap((debtor) => {
    const transfers = payouts
      .filter((payout) => payout.currency_code === debtor.currency_code)
      .map((payout) => ({
        reference: payout.reference,
        amount: Number(payout.amount),
        creditor: { name: payout.holder_name, iban: payout.iban, bic: payout.bic },
        remittance: `Settlement ${payout.reference}`,
      }));
    const debtorAccount = { name: debtor.holder_name, iban: debtor.iban, bic: debtor.bic };
    return transfers.length === 0
      ? []
      : [{ debtor: debtorAccount, currency: debtor.currency_code, transfers }];
  });
  const filed = batches.flatMap((batch) => batch.transfers.map((transfer) => transfer.reference));
  const totals = batches.map((batch) => ({
    currency_code: batch.currency,
    count: batch.transfers.length,
    amount: batch.transfers.reduce((sum, transfer) => sum + transfer.amount, 0),
  }));
  const messageId = messageIdOf(options.now);
  const content = pain001Xml({
    messageId,
    createdAt: options.now.toISOString(),
    initiatingParty: provider.name,
    executionDate: options.now.toISOString().slice(0, 10),
    batches,
  });
  const file = await sql<{ id: string }>`
    INSERT INTO payout_files (organisation_id, message_id, payout_count, totals, content, created_by,
                              created_at, updated_at)
    VALUES (${provider.id}, ${messageId}, ${filed.length}, ${JSON.stringify(totals)}::jsonb, ${content},
            ${options.createdBy}, ${options.now.toISOString()}, ${options.now.toISOString()})
    RETURNING id`.execute(trx);
  const id = file.rows[0]!.id;
  await sql`
    INSERT INTO payout_file_payouts (payout_file_id, payout_id)
    SELECT ${id}, unnest(${payouts.filter((payout) => filed.includes(payout.reference)).map((payout) => payout.id)}::uuid[])`.execute(
    trx,
  );
  return id;
}

/**
 * Makes a payout file (ADR 0019): every IN_TRANSIT payout of the provider's merchants that no live file
 * holds and whose currency the provider has a bank account in, in one transaction. The provider's lock
 * makes two at once wait for each other, and the unique live row per payout keeps a payout in one file.
 * 409 `nothing_to_pay` when there is none.
 */
export const createPayoutFileCommand = defineCommand({
  name: 'payoutfile.create',
  input: createPayoutFileSchema,
  requirement: PROVIDER_ADMIN_OPERATIONS['payoutfile.create'],
  async run({ trx, actor }) {
    assertHost2Host(actor);
    const provider = actor.organisation;
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`payoutfile:${provider.id}`}, 0))`.execute(trx);
    const id = await writePayoutFile(trx, provider, unfiled(actor), {
      now: new Date(),
      createdBy: userIdOf(actor),
    });
    if (!id) throw conflict('nothing_to_pay', 'No payout is waiting for a file');
    return payoutFileOf(await payoutFileOfActor(trx, actor, id));
  },
});

export const payoutFileIdSchema = z.strictObject({ id: z.uuid() });

/** The operator delivered the file to the bank: CREATED → SENT, else 409 `invalid_transition`. */
export const sendPayoutFileCommand = defineCommand({
  name: 'payoutfile.send',
  input: payoutFileIdSchema,
  requirement: PROVIDER_ADMIN_OPERATIONS['payoutfile.send'],
  async run({ trx, actor }, input) {
    const file = await payoutFileOfActor(trx, actor, input.id, true);
    if (file.status !== 'CREATED')
      throw conflict('invalid_transition', `A ${file.status} payout file cannot be marked as sent`);
    await sql`UPDATE payout_files SET status = 'SENT', sent_at = now(), updated_at = now()
               WHERE id = ${file.id}`.execute(trx);
    return payoutFileOf(await payoutFileOfActor(trx, actor, input.id));
  },
});
