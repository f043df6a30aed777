import { randomUUID } from 'node:crypto';
import {
  type AttachedBillingDiscount,
  type CalendarDate,
  type ChargePreview,
  canTransition,
  chargeOfCycle,
  type PlanInterval,
  type SubscriptionStatus,
} from '@psp/domain';
import { type Compilable, sql } from 'kysely';
import { linkTokenDigest } from '../hosted-page/hosted-link-url.js';
import { actorReference } from '../platform/auth/actor.js';
import type { CommandContext } from '../platform/commands/command.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import { conflict } from '../platform/http/errors.js';
import type { Executor } from '../platform/resource/executor.js';

export type StepContext = Pick<CommandContext, 'trx' | 'actor' | 'events'>;

/** What the billing reads of a subscription to price and schedule its cycles. */
export interface BillingState {
  id: string;
  organisation_id: string;
  status: SubscriptionStatus;
  billing_cycle: number;
  billing_anchor: CalendarDate;
  max_billing_cycle: number | null;
  payment_profile_id: string;
  customer_id: string;
  card_id: string | null;
  payment_product: 'card' | 'paypal';
  /** A PayPal subscription's agreement: the approved first payment later cycles are charged on. */
  paypal_agreement_id: string | null;
  /** The subscription's today: its test clock, or the real day. */
  today: CalendarDate;
  plan: {
    name: string;
    amount: number;
    interval: PlanInterval;
    interval_count: number;
    redirect_url: string | null;
  };
  currency_code: string;
  /** The active attached discount. */
  attached: (AttachedBillingDiscount & { id: string; name: string }) | null;
}

/**
 * The billing state of the subscription `s` as one JSON row (`state`), to be completed with its WHERE:
 * read on its own ({@link billingStateOf}) or inside the billing run's statements, which save a round
 * trip each this way.
 */
export const billingStateSelect = sql`
  SELECT s.id, s.organisation_id, s.status, s.billing_cycle, s.billing_anchor::text AS billing_anchor,
    s.max_billing_cycle, s.payment_profile_id, s.customer_id, s.card_id, s.payment_product,
    s.paypal_agreement_id,
    coalesce(s.test_clock, current_date)::text AS today,
    json_build_object('name', p.name, 'amount', p.amount, 'interval', p.interval,
      'interval_count', p.interval_count, 'redirect_url', p.redirect_url) AS plan,
    pp.currency_code,
    (SELECT json_build_object('id', a.id, 'name', d.name, 'applied_duration', a.applied_duration,
              'discount', json_build_object('type', d.type, 'amount', d.amount, 'duration', d.duration,
                'limit_to_first_order', d.limit_to_first_order))
       FROM subscription_attached_discounts a JOIN subscription_discounts d ON d.id = a.subscription_discount_id
       WHERE a.subscription_id = s.id AND a.active) AS attached
  FROM subscriptions s JOIN plans p ON p.id = s.plan_id JOIN payment_profiles pp ON pp.id = s.payment_profile_id`;

/** A billing state as read: its amounts as numbers (a bigint may arrive as a string). */
export function billingStateFrom(state: BillingState | null | undefined): BillingState | undefined {
  if (!state) return undefined;
  state.plan.amount = Number(state.plan.amount);
  if (state.attached) state.attached.discount.amount = Number(state.attached.discount.amount);
  return state;
}

/** The subscription's billing state (locked FOR UPDATE when `lock`), or undefined. */
export async function billingStateOf(
  trx: Executor,
  subscriptionId: string,
  lock = false,
): Promise<BillingState | undefined> {
  const { rows } = await sql<BillingState>`
    ${billingStateSelect} WHERE s.id = ${subscriptionId} ${lock ? sql`FOR UPDATE OF s` : sql``}`.execute(trx);
  return billingStateFrom(rows[0]);
}

/** What the next charge of the subscription (its current billing cycle) will be. */
export function previewOf(state: BillingState, dueDate: CalendarDate | null): ChargePreview {
  const charge = chargeOfCycle(state.plan.amount, state.billing_cycle, state.attached);
  return {
    cycle: state.billing_cycle,
    due_date: dueDate,
    gross: charge.gross,
    discount: charge.discount,
    amount: charge.amount,
    currency_code: state.currency_code,
    discount_name: charge.discountApplied ? (state.attached?.name ?? null) : null,
  };
}

/**
 * Writes the charge of the subscription's current cycle as a scheduled transaction due on `dueDate`
 * (null: when its customer gives a card), or reprices the one waiting (a discount attached or removed).
 */
export async function scheduleCurrentCycle(
  trx: Executor,
  state: BillingState,
  dueDate: CalendarDate,
  nextTry: CalendarDate | null,
): Promise<void> {
  await scheduleCycleQuery(trx, state, dueDate, nextTry).execute();
}

/** The statement of {@link scheduleCurrentCycle}, for a caller that runs it with others in one. */
export function scheduleCycleQuery(
  trx: Executor,
  state: BillingState,
  dueDate: CalendarDate,
  nextTry: CalendarDate | null,
) {
  const preview = previewOf(state, dueDate);
  return trx
    .insertInto('scheduled_transactions')
    .values({
      organisation_id: state.organisation_id,
      payment_profile_id: state.payment_profile_id,
      customer_id: state.customer_id,
      subscription_id: state.id,
      subscription_cycle: state.billing_cycle,
      card_id: state.card_id,
      amount: preview.amount,
      discount_amount: preview.discount,
      currency_code: state.currency_code,
      due_date: dueDate,
      next_try_on: nextTry,
    })
    .onConflict((oc) =>
      oc
        .columns(['subscription_id', 'subscription_cycle'])
        .where('subscription_id', 'is not', null)
        .doUpdateSet({ amount: preview.amount, discount_amount: preview.discount, updated_at: sql`now()` })
        .where('scheduled_transactions.status', '=', 'CREATED'),
    );
}

/** Reprices the waiting charge of a subscription after its discount changed. */
export async function repriceWaitingCharge(trx: Executor, subscriptionId: string): Promise<void> {
  const state = await billingStateOf(trx, subscriptionId);
  if (!state) return;
  const preview = previewOf(state, null);
  await trx
    .updateTable('scheduled_transactions')
    .set({ amount: preview.amount, discount_amount: preview.discount, updated_at: sql`now()` })
    .where('subscription_id', '=', subscriptionId)
    .where('subscription_cycle', '=', state.billing_cycle)
    .where('status', '=', 'CREATED')
    .execute();
}

/**
 * Moves a subscription to a status (statuses/lifecycle.ts) with its reason and other columns, recording
 * `subscription.status_changed`; staying in its status only updates the columns. 409 for a move the
 * lifecycle does not allow. `alongside` are writes made in the same statement (data-modifying CTEs):
 * the billing run moves a subscription, counts its discount and schedules its next cycle in one round
 * trip.
 */
export async function moveSubscription(
  { trx, actor, events }: StepContext,
  subscription: { id: string; organisation_id: string; status: SubscriptionStatus; billing_cycle: number },
  to: SubscriptionStatus,
  reason: string | null,
  columns: Record<string, unknown> = {},
  alongside: readonly Compilable[] = [],
): Promise<void> {
  const moves = subscription.status !== to;
  if (moves && !canTransition('subscription', subscription.status, to)) {
    throw conflict(
      'invalid_status',
      `A subscription ${subscription.status.toLowerCase()} cannot become ${to.toLowerCase()}`,
    );
  }
  const update = trx
    .updateTable('subscriptions')
    .set({ ...columns, status: to, status_reason: reason, updated_at: sql`now()` })
    .where('id', '=', subscription.id);
  if (alongside.length === 0) await update.execute();
  else {
    const ctes = alongside.map((query, index) => sql`${sql.id(`alongside_${index}`)} AS (${query})`);
    await sql`WITH ${sql.join(ctes)} ${update}`.execute(trx);
  }
  if (!moves) return;
  await events.record(trx, {
    type: 'subscription.status_changed',
    resource: 'subscription',
    resource_id: subscription.id,
    organisation: subscription.organisation_id,
    actor: actorReference(actor),
    before: { status: subscription.status },
    after: { status: to, status_reason: reason, billing_cycle: subscription.billing_cycle },
  });
  subscription.status = to;
}

/**
 * Gives the subscription an open link for its customer to give or replace the card: a card-add link of
 * the customer on the plan's payment profile (the hosted page's flow, ADR 0013), kept while it is open.
 * The subscription's subscription_url is its latest link's page, built when it is read (its token is
 * stored nowhere, issue 28).
 */
export async function ensureSubscriptionLink(
  trx: Executor,
  secrets: SecretBox,
  subscription: { id: string; organisation_id: string; payment_profile_id: string; customer_id: string },
): Promise<void> {
  const open = await trx
    .selectFrom('card_add_links')
    .select('id')
    .where('subscription_id', '=', subscription.id)
    .where('status', 'in', ['CREATED', 'INITIATED'])
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<string>`now()`)]))
    .executeTakeFirst();
  if (open) return;
  const id = randomUUID();
  await trx
    .insertInto('card_add_links')
    .values({
      id,
      organisation_id: subscription.organisation_id,
      payment_profile_id: subscription.payment_profile_id,
      customer_id: subscription.customer_id,
      subscription_id: subscription.id,
      token_sha256: linkTokenDigest(secrets, id),
    })
    .execute();
}
