import { RESOURCE_ACCESS, removeAttachedDiscountInputSchema } from '@psp/domain';
import { defineCommand } from '../platform/commands/command.js';
import { notFound } from '../platform/http/errors.js';
import { repriceWaitingCharge } from './subscription-state.js';
import { subscriptionResource } from './subscriptions.resource.js';

/** Removes a discount attached to a subscription (002 §7); the waiting charge is repriced without it. */
export const removeDiscountCommand = defineCommand({
  name: 'subscription.removeDiscount',
  input: removeAttachedDiscountInputSchema,
  requirement: RESOURCE_ACCESS.subscription.update,
  async run(context, { id, attachedId }) {
    const { trx, actor, services } = context;
    await services.resources.get(subscriptionResource, actor, id, new Map(), trx);
    const removed = await trx
      .deleteFrom('subscription_attached_discounts')
      .where('id', '=', attachedId)
      .where('subscription_id', '=', id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw notFound('The attached discount');
    await repriceWaitingCharge(trx, id);
    return services.resources.get(subscriptionResource, actor, id, new Map(), trx);
  },
});
