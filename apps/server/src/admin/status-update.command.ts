import { createStatusUpdateSchema, RESOURCE_ACCESS, type RefundStatus } from '@psp/domain';
import { changeRefundStatus } from '../lifecycle/record-status.js';
import { inScope } from '../platform/auth/actor.js';
import { defineCommand } from '../platform/commands/command.js';
import { notFound } from '../platform/http/errors.js';
import { lockPayment } from '../transactions/lock-payment.js';
import { changeTransactionStatus } from '../transactions/transaction-status.js';
import { statusUpdateResource } from './status-updates.resource.js';

/**
 * An operator sets a payment's or refund's status (001 §2.9, §5): the record is locked and moved
 * through the lifecycle like any engine step (409 `invalid_transition` naming from and to), so it gets
 * its status history entry and the same `*.status_changed` event (webhooks, ledger); the status update
 * row names who did it and why. One transaction: a refused step leaves no row.
 */
export const createStatusUpdateCommand = defineCommand({
  name: 'statusupdate.create',
  input: createStatusUpdateSchema,
  requirement: RESOURCE_ACCESS.statusupdate.create,
  async run(context, input) {
    const { trx, actor, services } = context;
    let organisation: string;
    let payment: { id: string; payment_profile_id: string };
    if (input.type === 'transaction') {
      const locked = await lockPayment(context, input.transaction);
      await changeTransactionStatus(context, {
        transaction: locked,
        to: input.status,
        reason: input.status_reason,
      });
      organisation = locked.organisation_id;
      payment = locked;
    } else {
      const refund = await trx
        .selectFrom('refunds')
        .select(['id', 'organisation_id', 'status', 'transaction_id', 'payment_profile_id'])
        .where('id', '=', input.refund)
        .forUpdate()
        .executeTakeFirst();
      if (!refund || !inScope(actor, refund.organisation_id)) throw notFound('The refund');
      await changeRefundStatus(context, {
        record: { ...refund, status: refund.status as RefundStatus },
        to: input.status,
        reason: input.status_reason,
      });
      organisation = refund.organisation_id;
      payment = { id: refund.transaction_id, payment_profile_id: refund.payment_profile_id };
    }
    const row = await trx
      .insertInto('status_updates')
      .values({
        organisation_id: organisation,
        type: input.type,
        transaction_id: payment.id,
        refund_id: input.type === 'refund' ? input.refund : null,
        payment_profile_id: payment.payment_profile_id,
        status: input.status,
        status_reason: input.status_reason,
        created_by: actor.kind === 'user' ? actor.userId : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return services.resources.get(statusUpdateResource, actor, row.id, new Map(), trx);
  },
});
