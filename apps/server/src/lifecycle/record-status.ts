import { type ChargebackStatus, canTransition, type RefundStatus } from '@psp/domain';
import { sql } from 'kysely';
import { actorReference } from '../platform/auth/actor.js';
import type { CommandContext } from '../platform/commands/command.js';
import { conflict } from '../platform/http/errors.js';

interface RecordStatusChange<S extends string> {
  record: { id: string; organisation_id: string; status: S };
  to: S;
  reason?: string | null;
  /** Other columns the step sets; a job sets `last_status_update` to the moment of its run. */
  columns?: Record<string, unknown>;
}

const TABLES = { refund: 'refunds', chargeback: 'chargebacks' } as const;

/**
 * A refund's or chargeback's status step, like `changeTransactionStatus` for payments: the lifecycle
 * check (409 invalid_transition), the status with `last_status_update` (their status history) and a
 * `refund.status_changed` / `chargeback.status_changed` event, in the caller's transaction.
 */
async function changeRecordStatus<S extends string>(
  family: 'refund' | 'chargeback',
  { trx, actor, events }: Pick<CommandContext, 'trx' | 'actor' | 'events'>,
  { record, to, reason = null, columns = {} }: RecordStatusChange<S>,
): Promise<void> {
  const from = record.status;
  if (!canTransition(family, from as never, to as never))
    throw conflict('invalid_transition', `A ${from} ${family} cannot become ${to}`);
  await trx
    .updateTable(TABLES[family])
    .set({ status: to, last_status_update: sql`now()`, ...columns })
    .where('id', '=', record.id)
    .execute();
  const change = {
    resource_id: record.id,
    organisation: record.organisation_id,
    actor: actorReference(actor),
    before: { status: from },
    after: { status: to, status_reason: reason },
  };
  await events.record(
    trx,
    family === 'refund'
      ? { ...change, type: 'refund.status_changed', resource: 'refund' }
      : { ...change, type: 'chargeback.status_changed', resource: 'chargeback' },
  );
  record.status = to;
}

export const changeRefundStatus = (
  context: Pick<CommandContext, 'trx' | 'actor' | 'events'>,
  change: RecordStatusChange<RefundStatus>,
) => changeRecordStatus('refund', context, change);

export const changeChargebackStatus = (
  context: Pick<CommandContext, 'trx' | 'actor' | 'events'>,
  change: RecordStatusChange<ChargebackStatus>,
) => changeRecordStatus('chargeback', context, change);
