import { captureInputSchema, isCapturable, SPECIAL_OPERATIONS } from '@psp/domain';
import { sql } from 'kysely';
import type { ProcessorGateway } from '../lifecycle/processor-gateway.js';
import { assertOrganisationActive } from '../platform/auth/actors.js';
import type { CommandContext } from '../platform/commands/command.js';
import { defineCommand } from '../platform/commands/command.js';
import { conflict, HttpError } from '../platform/http/errors.js';
import { type LockedPayment, lockPayment } from './lock-payment.js';
import { changeTransactionStatus } from './transaction-status.js';
import { transactionResource } from './transactions.resource.js';

/**
 * Captures an authorised payment at its processor, in full or in part: the payment moves to
 * SETTLEMENT_REQUESTED with `captured_amount` and settles after its processor's settlement delay. As
 * with Stripe, a partial capture releases the rest of the authorisation: a payment is captured once.
 * A deactivated merchant's payment is not captured (409 merchant_inactive, ADR 0016). The
 * automatic-capture job calls this too, with the whole amount.
 */
export async function capturePayment(
  context: Pick<CommandContext, 'trx' | 'actor' | 'events'>,
  gateway: ProcessorGateway,
  payment: LockedPayment,
  amount = payment.amount,
): Promise<void> {
  if (!isCapturable(payment.status))
    throw conflict('not_capturable', `A ${payment.status} payment cannot be captured`);
  await assertOrganisationActive(context.trx, payment.organisation_id);
  if (amount > payment.amount)
    throw new HttpError(
      422,
      'amount_exceeds_authorised',
      `The capture of ${amount} exceeds the authorised ${payment.amount} (minor units of ${payment.currency_code})`,
      [
        {
          path: 'body.amount',
          code: 'too_big',
          message: `At most the authorised ${payment.amount} minor units of ${payment.currency_code}`,
          expected: { max: payment.amount, currency_code: payment.currency_code },
          actual: amount,
        },
      ],
    );
  const result = await gateway.request(context.trx, 'capture', {
    processorId: payment.processor_id,
    amount,
    currency: payment.currency_code,
  });
  if (!result.ok) throw new HttpError(502, 'processor_refused', `The processor refused: ${result.reason}`);
  const delay = payment.processor_id
    ? await context.trx
        .selectFrom('processors')
        .select('settlement_delay_days')
        .where('id', '=', payment.processor_id)
        .executeTakeFirst()
    : undefined;
  await changeTransactionStatus(context, {
    transaction: payment,
    to: 'SETTLEMENT_REQUESTED',
    reason: amount < payment.amount ? `Partially captured: ${amount} of ${payment.amount}` : null,
    columns: {
      captured_amount: amount,
      authorization_expires_at: null,
      settle_after: sql`now() + make_interval(days => ${delay?.settlement_delay_days ?? 2})`,
    },
  });
}

export function captureCommand(gateway: ProcessorGateway) {
  return defineCommand({
    name: 'transaction.capture',
    input: captureInputSchema,
    requirement: SPECIAL_OPERATIONS['transaction.capture'],
    async run(context, { id, amount }) {
      await capturePayment(context, gateway, await lockPayment(context, id), amount);
      return context.services.resources.get(transactionResource, context.actor, id, new Map(), context.trx);
    },
  });
}
