import { addDiscountInputSchema, RESOURCE_ACCESS } from '@psp/domain';
import { defineCommand } from '../platform/commands/command.js';
import { conflict, HttpError, notFound } from '../platform/http/errors.js';
import { subscriptionDiscountResource } from './subscription-discounts.resource.js';
import { billingStateOf, repriceWaitingCharge } from './subscription-state.js';
import { subscriptionResource } from './subscriptions.resource.js';

const ENDED = ['CANCELLED', 'COMPLETED'];

/**
 * Attaches a discount to a subscription (002 §4, §5): only when none is active, only one whose
 * minimum_amount the plan's amount reaches, and a first-order-only one only before cycle 2. The
 * waiting charge is repriced in the same transaction, so the preview and the screens show it at once.
 */
export const addDiscountCommand = defineCommand({
  name: 'subscription.addDiscount',
  input: addDiscountInputSchema,
  requirement: RESOURCE_ACCESS.subscription.update,
  async run(context, { id, discountId }) {
    const { trx, actor, services } = context;
    await services.resources.get(subscriptionResource, actor, id, new Map(), trx);
    const discount = await services.resources
      .get(subscriptionDiscountResource, actor, discountId, new Map(), trx)
      .catch(() => {
        throw notFound('The subscription discount');
      });
    const state = (await billingStateOf(trx, id, true))!;
    if (ENDED.includes(state.status)) {
      throw conflict('subscription_ended', `A ${state.status.toLowerCase()} subscription takes no discount`);
    }
    if (state.attached) {
      throw conflict('discount_active', 'The subscription has an active discount: remove it first');
    }
    const minimum = discount.minimum_amount as number | null;
    if (minimum !== null && minimum > state.plan.amount) {
      throw new HttpError(422, 'below_minimum_amount', "The plan's amount is below the discount's minimum", [
        {
          path: 'params.discountId',
          code: 'below_minimum_amount',
          message: "The plan's amount is below the discount's minimum",
          expected: minimum,
          actual: state.plan.amount,
        },
      ]);
    }
    if (discount.limit_to_first_order && state.billing_cycle > 1) {
      throw new HttpError(422, 'first_order_only', 'The discount is for the first order only', [
        {
          path: 'params.discountId',
          code: 'first_order_only',
          message: 'The discount is for the first order only',
          expected: 1,
          actual: state.billing_cycle,
        },
      ]);
    }
    await trx
      .insertInto('subscription_attached_discounts')
      .values({
        organisation_id: state.organisation_id,
        subscription_id: id,
        subscription_discount_id: discountId,
      })
      .execute();
    await repriceWaitingCharge(trx, id);
    return services.resources.get(subscriptionResource, actor, id, new Map(), trx);
  },
});
