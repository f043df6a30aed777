import { cancelSubscriptionInputSchema, RESOURCE_ACCESS, TRANSACTION_STATUS_REASONS } from '@psp/domain';
import { sql } from 'kysely';
import { defineCommand } from '../platform/commands/command.js';
import { conflict } from '../platform/http/errors.js';
import { changeTransactionStatus } from '../transactions/transaction-status.js';
import { billingStateOf, moveSubscription } from './subscription-state.js';
import { subscriptionResource } from './subscriptions.resource.js';

/**
 * The merchant ends a subscription (CANCELLED, for good): its waiting charge fails as cancelled, its
 * open link is cancelled and a PayPal payment still waiting for its customer too (its page then says it
 * was answered), so nothing is charged any more. A completed one cannot be (409).
 */
export const cancelSubscriptionCommand = defineCommand({
  name: 'subscription.cancel',
  input: cancelSubscriptionInputSchema,
  requirement: RESOURCE_ACCESS.subscription.update,
  async run(context, { id }) {
    const { trx, actor, services } = context;
    await services.resources.get(subscriptionResource, actor, id, new Map(), trx);
    const state = (await billingStateOf(trx, id, true))!;
    if (state.status === 'CANCELLED' || state.status === 'COMPLETED') {
      throw conflict('subscription_ended', `The subscription is ${state.status.toLowerCase()} already`);
    }
    await moveSubscription(context, state, 'CANCELLED', 'Cancelled by the merchant', { due_date: null });
    await trx
      .updateTable('scheduled_transactions')
      .set({
        status: 'FAILED',
        status_reason: TRANSACTION_STATUS_REASONS.subscriptionCancelled,
        next_try_on: null,
        updated_at: sql`now()`,
      })
      .where('subscription_id', '=', id)
      .where('status', '=', 'CREATED')
      .where('in_flight', '=', false)
      .execute();
    await trx
      .updateTable('card_add_links')
      .set({ status: 'CANCELLED', updated_at: sql`now()` })
      .where('subscription_id', '=', id)
      .where('status', 'in', ['CREATED', 'INITIATED'])
      .execute();
    const waiting = await trx
      .selectFrom('transactions')
      .select(['id', 'organisation_id'])
      .where('subscription_id', '=', id)
      .where('status', '=', 'PENDING')
      .forUpdate()
      .execute();
    for (const payment of waiting) {
      await changeTransactionStatus(context, {
        transaction: { ...payment, status: 'PENDING' },
        to: 'CANCELLED',
        reason: TRANSACTION_STATUS_REASONS.subscriptionCancelled,
        columns: { next_action: null },
      });
    }
    return services.resources.get(subscriptionResource, actor, id, new Map(), trx);
  },
});
