import {
  type CardAddLinkStatus,
  canTransition,
  OPEN_LINK_STATUSES,
  type PaymentLinkStatus,
} from '@psp/domain';
import { sql } from 'kysely';
import { cardAddLinkResource } from '../card-add-links/card-add-links.resource.js';
import { actorReference } from '../platform/auth/actor.js';
import type { CommandContext } from '../platform/commands/command.js';
import { notFound } from '../platform/http/errors.js';
import { recordInScope } from '../platform/resource/resource-sql.js';
import { invalidLinkStatus } from './link-rules.js';
import { paymentLinkResource } from './payment-links.resource.js';

type StepContext = Pick<CommandContext, 'trx' | 'actor' | 'events'>;

export interface LockedPaymentLink {
  id: string;
  organisation_id: string;
  status: PaymentLinkStatus;
  active: boolean;
  reusable: boolean;
  transaction_id: string | null;
}

export interface LockedCardAddLink {
  id: string;
  organisation_id: string;
  customer_id: string;
  status: CardAddLinkStatus;
  card_id: string | null;
}

/** What a link's step reads of it. */
export const PAYMENT_LINK_COLUMNS = [
  'id',
  'organisation_id',
  'status',
  'active',
  'reusable',
  'transaction_id',
] as const;
export const CARD_ADD_LINK_COLUMNS = ['id', 'organisation_id', 'customer_id', 'status', 'card_id'] as const;

const expired = sql<boolean>`expires_at IS NOT NULL AND expires_at <= now()`.as('expired');

/**
 * Whether the payment link `alias` takes a payment, in SQL: active, open and not expired. The hosted
 * page's view and the claim of a processor call read it; a locked row is judged by the same rule
 * (`payable` of the hosted page's link state).
 */
export const paymentLinkPayable = (alias: string) => sql<boolean>`(${sql.ref(`${alias}.active`)}
  AND ${sql.ref(`${alias}.status`)} = ANY(${[...OPEN_LINK_STATUSES]})
  AND (${sql.ref(`${alias}.expires_at`)} IS NULL OR ${sql.ref(`${alias}.expires_at`)} > now()))`;

/**
 * A payment link locked until the transaction ends (two submissions or commands take it in turn), with
 * whether its expiry has passed; undefined when there is none in the actor's scope (the hosted page acts
 * as its link's organisation; a key limited to a payment profile reaches that profile's links only).
 */
export async function selectLockedPaymentLink(
  { trx, actor }: Pick<StepContext, 'trx' | 'actor'>,
  id: string,
): Promise<(LockedPaymentLink & { expired: boolean }) | undefined> {
  const link = await trx
    .selectFrom('payment_links')
    .select(PAYMENT_LINK_COLUMNS)
    .select(expired)
    .where('id', '=', id)
    .where(recordInScope(paymentLinkResource, actor, 'payment_links'))
    .forUpdate()
    .executeTakeFirst();
  return link && { ...link, status: link.status as PaymentLinkStatus };
}

/** A card-add link locked like `selectLockedPaymentLink`, with the digest of a 3-D Secure page it awaits. */
export async function selectLockedCardAddLink(
  { trx, actor }: Pick<StepContext, 'trx' | 'actor'>,
  id: string,
): Promise<(LockedCardAddLink & { expired: boolean; challenge_sha256: string | null }) | undefined> {
  const link = await trx
    .selectFrom('card_add_links')
    .select(CARD_ADD_LINK_COLUMNS)
    .select(expired)
    .select(sql<string | null>`verification->>'token_sha256'`.as('challenge_sha256'))
    .where('id', '=', id)
    .where(recordInScope(cardAddLinkResource, actor, 'card_add_links'))
    .forUpdate()
    .executeTakeFirst();
  return link && { ...link, status: link.status as CardAddLinkStatus };
}

/** The payment link a command acts on, locked until its transaction ends; one out of scope is a 404. */
export async function lockPaymentLink(context: StepContext, id: string): Promise<LockedPaymentLink> {
  const link = await selectLockedPaymentLink(context, id);
  if (!link) throw notFound('The payment link');
  return link;
}

export async function lockCardAddLink(context: StepContext, id: string): Promise<LockedCardAddLink> {
  const link = await selectLockedCardAddLink(context, id);
  if (!link) throw notFound('The card-add link');
  return link;
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

/**
 * A card-add link's step, like `changePaymentLinkStatus`: checked, written and recorded as an event. A
 * card waiting for 3-D Secure is dropped with it (a cancelled link stores no card afterwards).
 */
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
    .set({ status: to.status, card_id: card, verification: null, updated_at: sql`now()` })
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
