import { RESOURCE_ACCESS, type TransactionStatus } from '@psp/domain';
import { z } from 'zod';
import { linkUnavailable } from '../payment-links/link-rules.js';
import { changePaymentLinkStatus, selectLockedPaymentLink } from '../payment-links/link-status.js';
import type { WrittenPayment } from '../payments/create-payment.js';
import { type CommandContext, defineCommand } from '../platform/commands/command.js';

/** Statuses of a payment the processor authorised: what makes a payment link paid. */
const APPROVED: readonly TransactionStatus[] = ['AUTHORIZED', 'SETTLEMENT_REQUESTED', 'SETTLED'];

type Context = Pick<CommandContext, 'trx' | 'actor' | 'events'>;

type LockedLink = NonNullable<Awaited<ReturnType<typeof selectLockedPaymentLink>>>;

/** A link takes a payment while active, not expired and not paid (a reusable link is never DONE). */
const payable = (link: LockedLink) =>
  link.active && !link.expired && (link.status === 'CREATED' || link.status === 'INITIATED');

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
    const link = await selectLockedPaymentLink(context, id);
    if (!link || !payable(link)) throw linkUnavailable();
    if (link.status === 'CREATED') await changePaymentLinkStatus(context, link, { status: 'INITIATED' });
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
  const link = await selectLockedPaymentLink(context, payment.payment_link_id);
  if (!link || !payable(link)) throw linkUnavailable();
  if (link.reusable) return;
  await changePaymentLinkStatus(context, link, { status: 'DONE', active: false, transaction: payment.id });
}
