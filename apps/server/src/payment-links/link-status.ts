import { type CardAddLinkStatus, canTransition, type PaymentLinkStatus } from '@psp/domain';
import { sql } from 'kysely';
import { actorReference, inScope } from '../platform/auth/actor.js';
import type { CommandContext } from '../platform/commands/command.js';
import { notFound } from '../platform/http/errors.js';
import { invalidLinkStatus } from './link-rules.js';

type StepContext = Pick<CommandContext, 'trx' | 'actor' | 'events'>;

export interface LockedPaymentLink {
  id: string;
  organisation_id: string;
  status: PaymentLinkStatus;
  active: boolean;
  transaction_id: string | null;
}

export interface LockedCardAddLink {
  id: string;
  organisation_id: string;
  status: CardAddLinkStatus;
  card_id: string | null;
}

/** What a link's step reads of it. */
export const PAYMENT_LINK_COLUMNS = ['id', 'organisation_id', 'status', 'active', 'transaction_id'] as const;
export const CARD_ADD_LINK_COLUMNS = ['id', 'organisation_id', 'status', 'card_id'] as const;

/** The payment link a command acts on, locked until its transaction ends; another merchant's is a 404. */
export async function lockPaymentLink({ trx, actor }: StepContext, id: string): Promise<LockedPaymentLink> {
  const link = await trx
    .selectFrom('payment_links')
    .select(PAYMENT_LINK_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!link || !inScope(actor, link.organisation_id)) throw notFound('The payment link');
  return { ...link, status: link.status as PaymentLinkStatus };
}

export async function lockCardAddLink({ trx, actor }: StepContext, id: string): Promise<LockedCardAddLink> {
  const link = await trx
    .selectFrom('card_add_links')
    .select(CARD_ADD_LINK_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!link || !inScope(actor, link.organisation_id)) throw notFound('The card-add link');
  return { ...link, status: link.status as CardAddLinkStatus };
}

/**
 * A payment link's step (a new status, or deactivation, or both): the lifecycle check (409
 * invalid_status naming from and to), the row and a `paymentlink.status_changed` event, in the caller's
 * transaction. A link once inactive stays so.
 */
export async function changePaymentLinkStatus(
  { trx, actor, events }: StepContext,
  link: LockedPaymentLink,
  to: { status?: PaymentLinkStatus; active?: false; transaction?: string },
): Promise<void> {
  const status = to.status ?? link.status;
  if (status !== link.status && !canTransition('payment_link', link.status, status))
    throw invalidLinkStatus('payment link', link.status, status);
  const active = to.active ?? link.active;
  const transaction = to.transaction ?? link.transaction_id;
  await trx
    .updateTable('payment_links')
    .set({ status, active, transaction_id: transaction, updated_at: sql`now()` })
    .where('id', '=', link.id)
    .execute();
  await events.record(trx, {
    type: 'paymentlink.status_changed',
    resource: 'paymentlink',
    resource_id: link.id,
    organisation: link.organisation_id,
    actor: actorReference(actor),
    before: { status: link.status, active: link.active },
    after: { status, active, transaction },
  });
  Object.assign(link, { status, active, transaction_id: transaction });
}

/** A card-add link's step, like `changePaymentLinkStatus`: checked, written and recorded as an event. */
export async function changeCardAddLinkStatus(
  { trx, actor, events }: StepContext,
  link: LockedCardAddLink,
  to: { status: CardAddLinkStatus; card?: string },
): Promise<void> {
  if (!canTransition('card_add_link', link.status, to.status))
    throw invalidLinkStatus('card-add link', link.status, to.status);
  const card = to.card ?? link.card_id;
  await trx
    .updateTable('card_add_links')
    .set({ status: to.status, card_id: card, updated_at: sql`now()` })
    .where('id', '=', link.id)
    .execute();
  await events.record(trx, {
    type: 'cardaddlink.status_changed',
    resource: 'cardaddlink',
    resource_id: link.id,
    organisation: link.organisation_id,
    actor: actorReference(actor),
    before: { status: link.status },
    after: { status: to.status, card },
  });
  Object.assign(link, { status: to.status, card_id: card });
}
