import type { TransactionStatus } from '@psp/domain';
import { assertMayUsePaymentProfile, inScope } from '../platform/auth/actor.js';
import type { CommandContext } from '../platform/commands/command.js';
import { notFound } from '../platform/http/errors.js';

/**
 * The payment a command acts on, locked (FOR UPDATE) until the command's transaction ends, so
 * concurrent captures, voids and refunds of one payment run one after the other and each sees what
 * the previous one wrote. Another organisation's payment does not exist (404); a key limited to a
 * payment profile may act on that profile's payments only (403).
 */
/** What payment commands and jobs read of the payment they act on. */
export const PAYMENT_COLUMNS = [
  'id',
  'organisation_id',
  'payment_profile_id',
  'processor_id',
  'customer_id',
  'card_id',
  'amount',
  'captured_amount',
  'currency_code',
  'status',
] as const;

export async function lockPayment({ trx, actor }: Pick<CommandContext, 'trx' | 'actor'>, id: string) {
  const payment = await trx
    .selectFrom('transactions')
    .select(PAYMENT_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!payment || !inScope(actor, payment.organisation_id)) throw notFound('The transaction');
  assertMayUsePaymentProfile(actor, payment.payment_profile_id);
  return { ...payment, status: payment.status as TransactionStatus };
}

export type LockedPayment = Awaited<ReturnType<typeof lockPayment>>;
