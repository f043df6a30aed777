import { RESOURCE_ACCESS, type TransactionStatus } from '@psp/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import type { WrittenPayment } from '../payments/create-payment.js';
import { actorReference } from '../platform/auth/actor.js';
import { type CommandContext, defineCommand } from '../platform/commands/command.js';
import { HttpError } from '../platform/http/errors.js';
import type { Executor } from '../platform/resource/executor.js';

/** Statuses of a payment the processor authorised: what makes a payment link paid. */
const APPROVED: readonly TransactionStatus[] = ['AUTHORIZED', 'SETTLEMENT_REQUESTED', 'SETTLED'];

type Context = Pick<CommandContext, 'trx' | 'actor' | 'events'>;

/** Answer of a link that takes nothing (expired, deactivated, paid, cancelled): the page says which. */
export const linkUnavailable = () =>
  new HttpError(409, 'link_unavailable', 'This link can no longer be paid or used');

/** The payment link row, locked for the rest of the transaction: two submissions take it in turn. */
function lockPaymentLink(trx: Executor, id: string) {
  return trx
    .selectFrom('payment_links')
    .select(['id', 'organisation_id', 'status', 'active', 'reusable', 'transaction_id'])
    .select(sql<boolean>`expires_at IS NOT NULL AND expires_at <= now()`.as('expired'))
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

type LockedLink = NonNullable<Awaited<ReturnType<typeof lockPaymentLink>>>;

/** A link takes a payment while active, not expired and not paid (a reusable link is never DONE). */
const payable = (link: LockedLink) =>
  link.active && !link.expired && (link.status === 'CREATED' || link.status === 'INITIATED');

async function moveLink(
  { trx, actor, events }: Context,
  link: LockedLink,
  change: { status: 'INITIATED' | 'DONE'; active: boolean; transaction: string | null },
) {
  await trx
    .updateTable('payment_links')
    .set({
      status: change.status,
      active: change.active,
      transaction_id: change.transaction,
      updated_at: sql`now()`,
    })
    .where('id', '=', link.id)
    .execute();
  await events.record(trx, {
    type: 'paymentlink.status_changed',
    resource: 'paymentlink',
    resource_id: link.id,
    organisation: link.organisation_id,
    actor: actorReference(actor),
    before: { status: link.status, active: link.active },
    after: change,
  });
}

/**
 * The customer submits the hosted page of a payment link: CREATED → INITIATED (once; later submissions,
 * a retry after a decline or a reusable link's next customer, leave it there). A link that takes no
 * payment answers 409 `link_unavailable` before any processor is called.
 */
export const startLinkPaymentCommand = defineCommand({
  name: 'paymentLink.start',
  input: z.object({ id: z.uuid() }).strict(),
  requirement: RESOURCE_ACCESS.paymentlink.update,
  async run(context, { id }) {
    const link = await lockPaymentLink(context.trx, id);
    if (!link || !payable(link)) throw linkUnavailable();
    if (link.status === 'CREATED') {
      await moveLink(context, link, { status: 'INITIATED', active: true, transaction: null });
    }
  },
});

/**
 * Runs in the engine's write transaction of a payment made through a link (its creation, or its answer
 * after 3-D Secure or a redirect). The link row is locked, so of two racing payments on a single-use
 * link the second finds it DONE and is not written at all (409). An approved payment makes a
 * single-use link DONE (inactive, naming the payment); a reusable link stays INITIATED and open, its
 * payments name it. A declined or failed payment leaves the link payable: the customer tries again.
 */
export async function settlePaymentLink(context: Context, payment: WrittenPayment): Promise<void> {
  if (!payment.payment_link_id || !APPROVED.includes(payment.status)) return;
  const link = await lockPaymentLink(context.trx, payment.payment_link_id);
  if (!link || !payable(link)) throw linkUnavailable();
  if (link.reusable) return;
  await moveLink(context, link, { status: 'DONE', active: false, transaction: payment.id });
}
