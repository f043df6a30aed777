import { allowedTransitions, canTransition, type TransactionStatus } from '@psp/domain';
import { sql } from 'kysely';
import { actorReference } from '../platform/auth/actor.js';
import type { CommandContext } from '../platform/commands/command.js';
import { HttpError } from '../platform/http/errors.js';

export interface StatusChange {
  transaction: { id: string; organisation_id: string; status: TransactionStatus };
  to: TransactionStatus;
  reason?: string | null;
  /** Other columns the same step sets (captured_amount, settle_after, next_action ...). */
  columns?: Record<string, unknown>;
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
  if (!canTransition('transaction', from, to)) {
    const allowed = allowedTransitions('transaction', from);
    throw new HttpError(
      409,
      'invalid_transition',
      `A ${from} payment cannot become ${to}${allowed.length ? ` (it may become ${allowed.join(', ')})` : ''}`,
    );
  }
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
