import { createHash } from 'node:crypto';
import {
  type CalendarDate,
  type CycleCharge,
  chargeOfCycle,
  type DecisionTrace,
  type DeclineKind,
  declineKindOf,
  dueDateOfCycle,
  nextTryDate,
  PAST_DUE_DAYS,
  TRANSACTION_STAGE,
  type Transaction,
} from '@psp/domain';
import { type Compilable, sql } from 'kysely';
import type { PaymentEngine, WrittenPayment } from '../payments/create-payment.js';
import type { Actor } from '../platform/auth/actor.js';
import { organisationActive, systemActor } from '../platform/auth/actors.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { Database } from '../platform/db/database.js';
import type { EventRecorder } from '../platform/events/event-bus.js';
import { conflict, HttpError, reasonOf } from '../platform/http/errors.js';
import type { Executor } from '../platform/resource/executor.js';
import {
  type BillingState,
  billingStateFrom,
  billingStateSelect,
  ensureSubscriptionLink,
  moveSubscription,
  type StepContext,
  scheduleCycleQuery,
} from './subscription-state.js';

/** Charges claimed per statement; a run works batch after batch until none is due. */
const BATCH = 100;
/** Charges at the processors at once (each waits for its processor's latency). */
const CONCURRENCY = 24;
/** How long a claimed charge is the claiming run's: a run that died leaves it to the next after this. */
const LEASE = '5 minutes';
const JOB = 'subscription-billing';

export interface BillingDependencies {
  database: Database;
  engine: PaymentEngine;
  events: EventRecorder;
  /** For the token of the card-add link a subscription waiting for a card is given. */
  secrets: SecretBox;
}

/** A due charge as the run claims it. */
interface ClaimedCharge {
  id: string;
  organisation_id: string;
  payment_profile_id: string;
  customer_id: string | null;
  card_id: string | null;
  subscription_id: string | null;
  subscription_cycle: number | null;
  amount: number;
  currency_code: string;
  tries: number;
  first_tried_on: CalendarDate;
  /** The subscription's billing state, read by the claiming statement (the plan, the discount). */
  state: BillingState | null;
}

export interface BillingSummary {
  paid: number;
  failed: number;
  /** PayPal cycles whose customer was sent to PayPal to approve the payment. */
  waiting: number;
  expired: number;
}

/** Why a PayPal subscription's charge waits: its customer approves the payment on PayPal's page. */
export const WAITING_FOR_PAYPAL = 'Waiting for the customer to approve the payment at PayPal';
/** Why a PayPal subscription's charge failed when its customer did not approve the payment. */
export const NOT_APPROVED_AT_PAYPAL = 'The customer did not complete the payment at PayPal';

/**
 * The payment id of a try of a charge: the same try gives the same id, so a run that died after the
 * processor call makes it again with the processor reference of the first (`psp_<id>_1`, answered by a
 * real processor with its first result) and the payment is written once (its primary key).
 */
export function paymentIdOf(chargeId: string, attempt: number): string {
  const hex = createHash('sha256').update(`${chargeId}:${attempt}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const paidStatus = (status: Transaction['status']) => {
  const stage = TRANSACTION_STAGE[status];
  return stage === 'authorised' || stage === 'capturing' || stage === 'settled';
};

/**
 * The billing run (ADR 0014): claims the due scheduled transactions (a subscription's cycle or a one-off
 * charge) in batches FOR UPDATE SKIP LOCKED, charges each through the payments engine as a `repeat`
 * payment on the stored card as the system actor of its organisation, and in the payment's own write
 * transaction marks the charge and moves the subscription: paid (next cycle scheduled, COMPLETED after
 * the last), or failed (PAST_DUE, the next try on the retry schedule). Then expires the subscriptions
 * past due for two weeks.
 */
export class BillingRun {
  private readonly actors = new Map<string, Promise<Actor>>();

  constructor(private readonly deps: BillingDependencies) {}

  async run(options: { subscription?: string } = {}): Promise<BillingSummary> {
    const summary: BillingSummary = { paid: 0, failed: 0, waiting: 0, expired: 0 };
    for (;;) {
      const claimed = await this.claim(options.subscription);
      let next = 0;
      const worker = async () => {
        for (let index = next++; index < claimed.length; index = next++) {
          const outcome = await this.charge(claimed[index]!);
          if (outcome) summary[outcome] += 1;
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, worker));
      if (claimed.length < BATCH) break;
    }
    summary.expired = await this.expire(options.subscription);
    return summary;
  }

  /**
   * Claims due charges: a new try of each (its payment id is new), or the try a dead run left in flight
   * (the same payment id again). Tenancy is each charge's organisation: it is charged as that one.
   */
  private async claim(subscription: string | undefined): Promise<ClaimedCharge[]> {
    const { rows } = await sql<ClaimedCharge>`
      WITH due AS (
        SELECT st.id, coalesce(s.test_clock, current_date) AS today,
          (SELECT row_to_json(b) FROM (${billingStateSelect} WHERE s.id = st.subscription_id) b) AS state
        FROM scheduled_transactions st LEFT JOIN subscriptions s ON s.id = st.subscription_id
        WHERE st.status = 'CREATED'
          AND coalesce(st.next_try_on, CASE WHEN st.subscription_id IS NULL THEN st.due_date END)
            <= coalesce(s.test_clock, current_date)
          AND (st.lease_until IS NULL OR st.lease_until < now())
          AND (s.id IS NULL OR s.status IN ('CREATED', 'ACTIVE', 'PAST_DUE', 'EXPIRED'))
          -- A deactivated merchant's charges wait, untried, until it is activated again (ADR 0014).
          AND st.organisation_id IN (SELECT o.id FROM organisations o WHERE ${organisationActive(sql`o.id`)})
          ${subscription ? sql`AND st.subscription_id = ${subscription}` : sql``}
        ORDER BY coalesce(st.next_try_on, CASE WHEN st.subscription_id IS NULL THEN st.due_date END), st.id
        LIMIT ${BATCH}
        FOR UPDATE OF st SKIP LOCKED
      )
      UPDATE scheduled_transactions st
      SET tries = CASE WHEN st.in_flight THEN st.tries ELSE st.tries + 1 END, in_flight = true,
        lease_until = now() + ${LEASE}::interval, first_tried_on = coalesce(st.first_tried_on, due.today)
      FROM due WHERE st.id = due.id
      RETURNING st.id, st.organisation_id, st.payment_profile_id, st.customer_id, st.card_id,
        st.subscription_id, st.subscription_cycle, st.amount, st.currency_code, st.tries,
        st.first_tried_on::text AS first_tried_on, due.state`.execute(this.deps.database.db);
    return rows.map((row) => ({
      ...row,
      amount: Number(row.amount),
      state: billingStateFrom(row.state) ?? null,
    }));
  }

  private actorOf(organisation: string): Promise<Actor> {
    let actor = this.actors.get(organisation);
    if (!actor) {
      actor = systemActor(this.deps.database, JOB, organisation);
      this.actors.set(organisation, actor);
    }
    return actor;
  }

  /** Charges one claimed try; an unexpected failure leaves it in flight for a later run (its lease). */
  private async charge(row: ClaimedCharge): Promise<'paid' | 'failed' | 'waiting' | undefined> {
    const { database, engine, events } = this.deps;
    const actor = await this.actorOf(row.organisation_id);
    const state = row.state ?? undefined;
    const charge: CycleCharge = state
      ? chargeOfCycle(state.plan.amount, row.subscription_cycle!, state.attached)
      : { gross: row.amount, discount: 0, amount: row.amount, discountApplied: false, discountEnds: false };
    const cardId = state ? (state.card_id ?? row.card_id) : row.card_id;
    const customerId = state?.customer_id ?? row.customer_id;
    // A PayPal subscription is charged on its agreement; without one its customer approves at PayPal.
    const paypal = state?.payment_product === 'paypal';
    const agreement = (paypal && state.paypal_agreement_id) || undefined;
    const inTransaction = <T>(work: (context: StepContext) => Promise<T>) =>
      database.db.transaction().execute((trx) => work({ trx, actor, events }));

    if (!customerId || (!paypal && !cardId)) {
      await inTransaction((context) =>
        this.failed(
          context,
          row,
          state,
          null,
          'No card to charge: the customer gives one through the link',
          'customer',
        ),
      );
      return 'failed';
    }
    if (charge.amount === 0) {
      await inTransaction((context) => this.paid(context, row, charge, null));
      return 'paid';
    }
    let outcome: 'paid' | 'failed' | 'waiting' = 'failed';
    const customerPresent = paypal && !agreement;
    try {
      await engine.create(
        actor,
        {
          amount: charge.amount,
          currency_code: row.currency_code,
          payment_profile: row.payment_profile_id,
          payment_product: paypal ? 'paypal' : 'card',
          merchant_reference: state
            ? `subscription-${state.id}-${row.subscription_cycle}`
            : `scheduled-${row.id}`,
          description: state ? `${state.plan.name}, cycle ${row.subscription_cycle}` : null,
          customer: customerId,
          ...(paypal ? {} : { card_id: cardId! }),
          recurring_type: customerPresent ? 'first' : 'repeat',
          ...(customerPresent && state.plan.redirect_url ? { return_url: state.plan.redirect_url } : {}),
          capture: 'automatic',
        },
        async (trx, answer) => {
          const context = { trx, actor, events };
          if (answer.status === 'PENDING') {
            outcome = 'waiting';
            await this.endTry(trx, row, {
              status: 'CREATED',
              status_reason: WAITING_FOR_PAYPAL,
              transaction_id: answer.id,
              next_try_on: null,
            });
          } else if (paidStatus(answer.status)) {
            outcome = 'paid';
            await this.paid(context, row, charge, answer.id);
          } else {
            const attempts = (answer.decision as DecisionTrace | null)?.attempts ?? [];
            const kind = declineKindOf(attempts.at(-1)?.outcome ?? null);
            await this.failed(context, row, state, answer.id, answer.status_reason ?? 'Not paid', kind);
          }
        },
        {
          id: paymentIdOf(row.id, row.tries),
          ...(state ? { subscription: { id: state.id, cycle: row.subscription_cycle! } } : {}),
          ...(agreement ? { agreement } : {}),
        },
      );
    } catch (error) {
      // The payment cannot be made as it stands (its card or customer is gone, the profile changed
      // currency): a failed try that needs the customer. Anything else is left in flight.
      if (!(error instanceof HttpError) || error.statusCode === 409) throw error;
      await inTransaction((context) => this.failed(context, row, state, null, reasonOf(error), 'hard'));
    }
    return outcome;
  }

  /**
   * The engine's hook for a payment written after its customer's redirect (ADR 0014): the PayPal payment
   * of a subscription's cycle its customer approved (paid: the payment is the agreement later cycles are
   * charged on) or did not (failed: a new PayPal page on the next run). In the payment's own write
   * transaction; the charge is taken as a try in flight, so a billing run never ends it twice.
   */
  async settleCustomerPayment(context: StepContext, payment: WrittenPayment): Promise<void> {
    if (!payment.subscription_id || payment.status === 'PENDING') return;
    const { rows } = await sql<ClaimedCharge>`
      UPDATE scheduled_transactions st SET in_flight = true, lease_until = now() + ${LEASE}::interval
      WHERE st.transaction_id = ${payment.id} AND st.status = 'CREATED' AND NOT st.in_flight
      RETURNING st.id, st.organisation_id, st.payment_profile_id, st.customer_id, st.card_id,
        st.subscription_id, st.subscription_cycle, st.amount, st.currency_code, st.tries,
        st.first_tried_on::text AS first_tried_on,
        (SELECT row_to_json(b) FROM (${billingStateSelect} WHERE s.id = st.subscription_id) b) AS state`.execute(
      context.trx,
    );
    const claimed = rows[0];
    const state = billingStateFrom(claimed?.state);
    if (!claimed || !state) return;
    const row = { ...claimed, amount: Number(claimed.amount), state };
    if (paidStatus(payment.status)) {
      const charge = chargeOfCycle(state.plan.amount, row.subscription_cycle!, state.attached);
      await this.paid(context, row, charge, payment.id, { paypal_agreement_id: payment.id });
    } else {
      await this.failed(context, row, state, payment.id, NOT_APPROVED_AT_PAYPAL, 'customer');
    }
  }

  /**
   * Ends the try in flight and, in the same statement, locks and reads its subscription's billing state
   * (undefined for a one-off charge); a run that finds the try ended already (none in flight) writes
   * nothing.
   */
  private async endTry(
    trx: Executor,
    row: ClaimedCharge,
    values: Record<string, unknown>,
  ): Promise<BillingState | undefined> {
    const end = trx
      .updateTable('scheduled_transactions')
      .set({ ...values, in_flight: false, lease_until: null, updated_at: sql`now()` })
      .where('id', '=', row.id)
      .where('in_flight', '=', true)
      .where('tries', '=', row.tries)
      .returning('id');
    const { rows } = await sql<{ ended: number; state: BillingState | null }>`
      WITH ended AS (${end})
      SELECT (SELECT count(*) FROM ended)::int AS ended,
        (SELECT row_to_json(b) FROM (${billingStateSelect} WHERE s.id = ${row.subscription_id} FOR UPDATE OF s) b)
          AS state`.execute(trx);
    if (rows[0]?.ended !== 1) throw conflict('charge_taken', 'Another run ended this try');
    return billingStateFrom(rows[0].state);
  }

  /** The cycle is paid: its discount counts it, the next cycle is scheduled or the subscription completes. */
  private async paid(
    context: StepContext,
    row: ClaimedCharge,
    charge: CycleCharge,
    transactionId: string | null,
    columns: Record<string, unknown> = {},
  ): Promise<void> {
    const { trx } = context;
    const state = await this.endTry(trx, row, {
      status: 'DONE',
      status_reason: null,
      transaction_id: transactionId,
      amount: charge.amount,
      discount_amount: charge.discount,
      next_try_on: null,
    });
    if (!state) return;
    // The discount's count, the move and the next cycle: one statement with the subscription's update.
    const alongside: Compilable[] = [];
    if (state.attached && (charge.discountApplied || charge.discountEnds)) {
      alongside.push(
        trx
          .updateTable('subscription_attached_discounts')
          .set({
            applied_duration: state.attached.applied_duration + (charge.discountApplied ? 1 : 0),
            active: !charge.discountEnds,
          })
          .where('id', '=', state.attached.id),
      );
    }
    const cycle = row.subscription_cycle!;
    const completed = state.max_billing_cycle !== null && cycle >= state.max_billing_cycle;
    const nextDue = completed ? null : dueDateOfCycle(state.billing_anchor, state.plan, cycle + 1);
    if (nextDue) {
      // The next cycle, priced with the discount as this payment left it (no second read).
      const attached =
        state.attached && !charge.discountEnds
          ? {
              ...state.attached,
              applied_duration: state.attached.applied_duration + (charge.discountApplied ? 1 : 0),
            }
          : null;
      const next = { ...state, billing_cycle: cycle + 1, attached };
      const chargeable = state.card_id || state.payment_product === 'paypal';
      alongside.push(scheduleCycleQuery(trx, next, nextDue, chargeable ? nextDue : null));
    }
    await moveSubscription(
      context,
      state,
      completed ? 'COMPLETED' : 'ACTIVE',
      null,
      {
        last_paid_cycle: cycle,
        last_paid_date: state.today,
        past_due_since: null,
        billing_cycle: completed ? cycle : cycle + 1,
        due_date: nextDue,
        ...columns,
      },
      alongside,
    );
  }

  /**
   * A try failed: a one-off charge is FAILED; a subscription's waits for its next try on the retry
   * schedule (a soft decline) or for its customer (none left): a card subscription's customer gives a
   * card through its link, a PayPal one's approves a new payment at PayPal, asked by the next run (its
   * agreement is dropped). The subscription is PAST_DUE.
   */
  private async failed(
    context: StepContext,
    row: ClaimedCharge,
    state: BillingState | undefined,
    paymentId: string | null,
    reason: string,
    kind: DeclineKind,
  ): Promise<void> {
    const { trx } = context;
    const nextTry = state ? nextTryDate(row.first_tried_on, row.tries, kind) : null;
    // Not after a refusal before any processor (no PayPal processor): that would fail on every run.
    const paypalAgain =
      state?.payment_product === 'paypal' &&
      !nextTry &&
      (state.paypal_agreement_id !== null || kind === 'customer');
    const locked = await this.endTry(trx, row, {
      status: state ? 'CREATED' : 'FAILED',
      status_reason: reason,
      transaction_id: paymentId,
      next_try_on: paypalAgain ? state.today : nextTry,
    });
    if (!locked) return;
    await moveSubscription(context, locked, locked.status === 'EXPIRED' ? 'EXPIRED' : 'PAST_DUE', reason, {
      past_due_since: sql`coalesce(past_due_since, ${locked.today}::date)`,
      ...(paypalAgain ? { paypal_agreement_id: null } : {}),
    });
    if (!nextTry && !paypalAgain) await ensureSubscriptionLink(trx, this.deps.secrets, locked);
  }

  /**
   * Subscriptions PAST_DUE for PAST_DUE_DAYS with no try left EXPIRE; their charge waits for the
   * customer's card (the link stays open).
   */
  private async expire(subscription: string | undefined): Promise<number> {
    const actor = await systemActor(this.deps.database, JOB, 'all');
    let expired = 0;
    for (;;) {
      const count = await this.deps.database.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ id: string; organisation_id: string; billing_cycle: number }>`
          SELECT s.id, s.organisation_id, s.billing_cycle FROM subscriptions s
          WHERE s.status = 'PAST_DUE'
            AND s.past_due_since + ${PAST_DUE_DAYS}::int <= coalesce(s.test_clock, current_date)
            AND NOT EXISTS (SELECT 1 FROM scheduled_transactions st
              WHERE st.subscription_id = s.id AND st.status = 'CREATED'
                AND (st.in_flight OR st.next_try_on <= coalesce(s.test_clock, current_date)))
            ${subscription ? sql`AND s.id = ${subscription}` : sql``}
          LIMIT ${BATCH} FOR UPDATE OF s SKIP LOCKED`.execute(trx);
        for (const row of rows) {
          await moveSubscription(
            { trx, actor, events: this.deps.events },
            { ...row, status: 'PAST_DUE' },
            'EXPIRED',
            `Unpaid for ${PAST_DUE_DAYS} days`,
          );
          await trx
            .updateTable('scheduled_transactions')
            .set({ next_try_on: null })
            .where('subscription_id', '=', row.id)
            .where('status', '=', 'CREATED')
            .execute();
        }
        return rows.length;
      });
      expired += count;
      if (count < BATCH) return expired;
    }
  }
}
