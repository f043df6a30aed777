import {
  availableToRefund,
  createRefundInputSchema,
  isRefundable,
  type RefundStatus,
  SPECIAL_OPERATIONS,
} from '@psp/domain';
import { actorReference } from '../platform/auth/actor.js';
import { defineCommand } from '../platform/commands/command.js';
import { conflict, HttpError } from '../platform/http/errors.js';
import { lockPayment } from '../transactions/lock-payment.js';
import { refundResource } from './refunds.resource.js';

/**
 * Refunds a captured or settled payment, in full or in part, up to what is still available: the
 * captured amount less the refunds that count against it (all but failed and cancelled ones). The
 * payment row stays locked until the refund is written, so concurrent refunds never exceed it. The
 * refund starts PENDING; the refunds job asks the processor and moves it on (PROCESSED or FAILED).
 */
export const createRefundCommand = defineCommand({
  name: 'transaction.refund',
  input: createRefundInputSchema,
  requirement: SPECIAL_OPERATIONS['transaction.refund'],
  async run(context, { transaction, amount, reason }) {
    const { trx, actor, events, services } = context;
    const payment = await lockPayment(context, transaction);
    if (!isRefundable(payment.status))
      throw conflict('not_refundable', `A ${payment.status} payment cannot be refunded`);
    const refunds = await trx
      .selectFrom('refunds')
      .select(['amount', 'status'])
      .where('transaction_id', '=', payment.id)
      .$narrowType<{ status: RefundStatus }>()
      .execute();
    const available = availableToRefund(Number(payment.captured_amount), refunds);
    const refundAmount = amount ?? available;
    if (refundAmount <= 0 || refundAmount > available)
      throw new HttpError(
        422,
        'amount_exceeds_available',
        `${available} minor units of ${payment.currency_code} of this payment are available to refund`,
        [
          {
            path: 'body.amount',
            code: 'too_big',
            message: `At most the ${available} minor units of ${payment.currency_code} still available`,
            expected: { max: available, currency_code: payment.currency_code },
            actual: refundAmount,
          },
        ],
      );
    const { id } = await trx
      .insertInto('refunds')
      .values({
        organisation_id: payment.organisation_id,
        transaction_id: payment.id,
        payment_profile_id: payment.payment_profile_id,
        customer_id: payment.customer_id,
        card_id: payment.card_id,
        amount: refundAmount,
        currency_code: payment.currency_code,
        reason: reason ?? null,
        status: 'PENDING',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await services.resources.get(refundResource, actor, id, new Map(), trx);
    await events.record(trx, {
      type: 'refund.created',
      resource: 'refund',
      resource_id: id,
      organisation: payment.organisation_id,
      actor: actorReference(actor),
      before: null,
      after: created,
    });
    return created;
  },
});
