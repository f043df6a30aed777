import { cancelScheduledTransactionInputSchema, RESOURCE_ACCESS } from '@psp/domain';
import { sql } from 'kysely';
import { defineCommand } from '../platform/commands/command.js';
import { conflict } from '../platform/http/errors.js';
import { scheduledTransactionResource } from './scheduled-transactions.resource.js';

/**
 * The merchant withdraws a one-off scheduled charge before it runs: FAILED, "Cancelled". One that ran,
 * is running, or belongs to a subscription (cancel the subscription instead) cannot be (409).
 */
export const cancelScheduledTransactionCommand = defineCommand({
  name: 'scheduledtransaction.cancel',
  input: cancelScheduledTransactionInputSchema,
  requirement: RESOURCE_ACCESS.scheduledtransaction.update,
  async run({ trx, actor, services }, { id }) {
    await services.resources.get(scheduledTransactionResource, actor, id, new Map(), trx);
    const cancelled = await trx
      .updateTable('scheduled_transactions')
      .set({ status: 'FAILED', status_reason: 'Cancelled', next_try_on: null, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'CREATED')
      .where('in_flight', '=', false)
      .where('subscription_id', 'is', null)
      .executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) === 0) {
      throw conflict('not_cancellable', 'Only a one-off charge that has not run can be cancelled');
    }
    return services.resources.get(scheduledTransactionResource, actor, id, new Map(), trx);
  },
});
