import { isVoidable, SPECIAL_OPERATIONS, voidInputSchema } from '@psp/domain';
import type { ProcessorGateway } from '../lifecycle/processor-gateway.js';
import { defineCommand } from '../platform/commands/command.js';
import { conflict, HttpError } from '../platform/http/errors.js';
import { lockPayment } from './lock-payment.js';
import { changeTransactionStatus } from './transaction-status.js';
import { transactionResource } from './transactions.resource.js';

/** Releases an authorisation that was not captured: AUTHORIZED → AUTHORIZATION_VOIDED, no money moves. */
export function voidCommand(gateway: ProcessorGateway) {
  return defineCommand({
    name: 'transaction.void',
    input: voidInputSchema,
    requirement: SPECIAL_OPERATIONS['transaction.void'],
    async run(context, { id, reason }) {
      const payment = await lockPayment(context, id);
      if (!isVoidable(payment.status))
        throw conflict('not_voidable', `A ${payment.status} payment cannot be voided`);
      const result = await gateway.request(context.trx, 'void', {
        processorId: payment.processor_id,
        amount: payment.amount,
        currency: payment.currency_code,
      });
      if (!result.ok)
        throw new HttpError(502, 'processor_refused', `The processor refused: ${result.reason}`);
      await changeTransactionStatus(context, {
        transaction: payment,
        to: 'AUTHORIZATION_VOIDED',
        reason: reason ?? null,
        columns: { authorization_expires_at: null },
      });
      return context.services.resources.get(transactionResource, context.actor, id, new Map(), context.trx);
    },
  });
}
