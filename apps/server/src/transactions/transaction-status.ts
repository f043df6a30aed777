import { allowedTransitions, canTransition, type TransactionStatus } from '@psp/domain';
import { type Insertable, sql } from 'kysely';
import { actorReference } from '../platform/auth/actor.js';
import type { CommandContext } from '../platform/commands/command.js';
import type { DB } from '../platform/db/schema.generated.js';
import { HttpError } from '../platform/http/errors.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { selectList } from '../platform/resource/resource-sql.js';
import { transactionResource } from './transactions.resource.js';

export interface StatusChange {
  transaction: { id: string; organisation_id: string; status: TransactionStatus };
  to: TransactionStatus;
  reason?: string | null;
  /** Other columns the same step sets (captured_amount, settle_after, next_action ...). */
  columns?: Record<string, unknown>;
}

/** A step a new payment has already taken when the engine writes it. */
export type NewTransactionStep = Omit<StatusChange, 'transaction'>;

/**
 * Writes a new payment that has already taken its first steps (the engine decides them before its one
 * write): from INITIATED, each step checked against the lifecycle as {@link changeTransactionStatus}
 * checks it; the row stored once with the last status and every step's columns; a status history entry
 * per status and the events (`transaction.created`, whose `after` is the payment as stored but in its
 * first status, then a `transaction.status_changed` per step); answers the payment as the API shows it.
 */
export async function insertTransaction(
  { trx, actor, events }: Pick<CommandContext, 'trx' | 'actor' | 'events'>,
  resources: ResourceService,
  values: Omit<Insertable<DB['transactions']>, 'status' | 'status_reason'>,
  steps: readonly NewTransactionStep[],
): Promise<Record<string, unknown>> {
  const statuses: { status: TransactionStatus; reason: string | null }[] = [
    { status: 'INITIATED', reason: null },
  ];
  let columns: Record<string, unknown> = {};
  for (const step of steps) {
    assertTransition(statuses.at(-1)!.status, step.to);
    statuses.push({ status: step.to, reason: step.reason ?? null });
    columns = { ...columns, ...step.columns };
  }
  const last = statuses.at(-1)!;
  const id = values.id!;
  // The payment, its history and its API form in one statement (the history's foreign key is checked
  // at the statement's end, when the payment is there).
  const payment = trx
    .insertInto('transactions')
    .values({ ...values, ...columns, status: last.status, status_reason: last.reason })
    .returningAll();
  const history = trx.insertInto('transaction_status_history').values(
    statuses.map(({ status, reason }, index) => ({
      organisation_id: values.organisation_id,
      transaction_id: id,
      status,
      status_reason: reason,
      // Steps of one write are a microsecond apart: a clock that ticks coarser (PGlite's) keeps their order.
      created_at: sql<string>`clock_timestamp() + ${index} * interval '1 microsecond'`,
    })),
  );
  const { rows } = await sql<Record<string, unknown>>`
    WITH t AS (${payment}), history AS (${history})
    SELECT ${selectList(transactionResource)} FROM t`.execute(trx);
  const [stored] = resources.toApi(transactionResource, actor, rows) as [Record<string, unknown>];
  const by = actorReference(actor);
  await events.recordMany(trx, [
    {
      type: 'transaction.created',
      resource: 'transaction',
      resource_id: id,
      organisation: values.organisation_id,
      actor: by,
      before: null,
      after: { ...stored, status: 'INITIATED', status_reason: null },
    },
    ...statuses.slice(1).map((step, index) => ({
      type: 'transaction.status_changed' as const,
      resource: 'transaction' as const,
      resource_id: id,
      organisation: values.organisation_id,
      actor: by,
      before: { status: statuses[index]!.status },
      after: { status: step.status, status_reason: step.reason },
    })),
  ]);
  return stored;
}

function assertTransition(from: TransactionStatus, to: TransactionStatus): void {
  if (canTransition('transaction', from, to)) return;
  const allowed = allowedTransitions('transaction', from);
  throw new HttpError(
    409,
    'invalid_transition',
    `A ${from} payment cannot become ${to}${allowed.length ? ` (it may become ${allowed.join(', ')})` : ''}`,
  );
}

/**
 * Moves a payment one step along the domain's lifecycle, in the command's transaction: refuses a step
 * the lifecycle does not allow (409 invalid_transition, naming the allowed ones), writes the status,
 * a status history entry and a `transaction.status_changed` event. Every engine command and job
 * changes a payment's status through here, so history and events never miss a step.
 */
export async function changeTransactionStatus(
  { trx, actor, events }: Pick<CommandContext, 'trx' | 'actor' | 'events'>,
  { transaction, to, reason = null, columns = {} }: StatusChange,
): Promise<void> {
  const from = transaction.status;
  assertTransition(from, to);
  await trx
    .updateTable('transactions')
    .set({ ...columns, status: to, status_reason: reason, updated_at: sql`now()` })
    .where('id', '=', transaction.id)
    .execute();
  await trx
    .insertInto('transaction_status_history')
    .values({
      organisation_id: transaction.organisation_id,
      transaction_id: transaction.id,
      status: to,
      status_reason: reason,
    })
    .execute();
  await events.record(trx, {
    type: 'transaction.status_changed',
    resource: 'transaction',
    resource_id: transaction.id,
    organisation: transaction.organisation_id,
    actor: actorReference(actor),
    before: { status: from },
    after: { status: to, status_reason: reason },
  });
  transaction.status = to;
}
