import type { TransactionStatus } from '@psp/domain';
import type { CommandContext } from '../platform/commands/command.js';
import { notFound } from '../platform/http/errors.js';
import { recordInScope } from '../platform/resource/resource-sql.js';
import { transactionResource } from './transactions.resource.js';

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

/**
 * The payment a command acts on, locked (FOR UPDATE) until the command's transaction ends, so
 * concurrent captures, voids and refunds of one payment run one after the other and each sees what
 * the previous one wrote. A payment outside the actor's scope (another organisation's, or another
 * payment profile's for a key limited to one) does not exist (404).
 */
export async function lockPayment({ trx, actor }: Pick<CommandContext, 'trx' | 'actor'>, id: string) {
  const payment = await trx
    .selectFrom('transactions')
    .select(PAYMENT_COLUMNS)
    .where('id', '=', id)
    .where(recordInScope(transactionResource, actor, 'transactions'))
    .forUpdate()
    .executeTakeFirst();
  if (!payment) throw notFound('The transaction');
  return { ...payment, status: payment.status as TransactionStatus };
}

export type LockedPayment = Awaited<ReturnType<typeof lockPayment>>;
