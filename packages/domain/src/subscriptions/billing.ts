import type { PlanInterval } from '../plans/plan.schema.js';
import type { ProcessorOutcome } from '../processors/test-cards.js';

/**
 * Subscription billing as pure rules (ADR 0014): when each cycle is due, what it costs after its
 * discount, when a failed charge is tried again, and how a subscription moves between its statuses.
 * The billing run, the next-charge preview and the screens use these, so they never disagree.
 */

/** A calendar date, YYYY-MM-DD: due dates are days in the customer's calendar, not instants. */
export type CalendarDate = string;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

function parts(date: CalendarDate): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month - 1, day];
}
const format = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The date `days` days after a date (negative: before). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [year, month, day] = parts(date);
  const moved = new Date(Date.UTC(year, month, day + days));
  return format(moved.getUTCFullYear(), moved.getUTCMonth(), moved.getUTCDate());
}

/**
 * The due date of a cycle (1 is the first billing day, the anchor). Every cycle is counted from the
 * anchor, not from the cycle before, as Stripe's billing_cycle_anchor: a subscription started on
 * 31 January is due on 28 (29) February, 31 March, 30 April, 31 May... (a short month clamps to its
 * last day, and the next month goes back to the 31st).
 */
export function dueDateOfCycle(
  anchor: CalendarDate,
  plan: { interval: PlanInterval; interval_count: number },
  cycle: number,
): CalendarDate {
  const steps = (cycle - 1) * plan.interval_count;
  switch (plan.interval) {
    case 'day':
      return addDays(anchor, steps);
    case 'week':
      return addDays(anchor, steps * 7);
    case 'month':
    case 'year': {
      const [year, month, day] = parts(anchor);
      const months = month + (plan.interval === 'year' ? steps * 12 : steps);
      const targetYear = year + Math.floor(months / 12);
      const targetMonth = ((months % 12) + 12) % 12;
      return format(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
    }
  }
}

/** A subscription discount as the billing reads it: amount in minor units, or a fraction in millionths. */
export interface BillingDiscount {
  type: 'percentage' | 'fixed_cents';
  /** Minor units (fixed_cents) or millionths of the amount (percentage: 0.125 is 125000). */
  amount: number;
  /** Cycles it applies to; null is every cycle. */
  duration: number | null;
  limit_to_first_order: boolean;
}

/** The discount attached to a subscription: the discount and the cycles it has applied to so far. */
export interface AttachedBillingDiscount {
  discount: BillingDiscount;
  applied_duration: number;
}

export interface CycleCharge {
  /** What the cycle costs before its discount (the plan's amount). */
  gross: number;
  /** What the discount takes off, never more than the gross. */
  discount: number;
  /** What is charged: gross minus discount, never below zero. */
  amount: number;
  /** Whether the attached discount counts this cycle (its applied_duration goes up by one when paid). */
  discountApplied: boolean;
  /** Whether the discount is used up once this cycle is paid (it then stops being the active one). */
  discountEnds: boolean;
}

/**
 * The discount of an amount. A percentage is rounded to the nearest minor unit, halves up (Stripe's
 * rule for percent_off): 12.5 % of 9.99 is 1.24875, so 1.25 off. Integer arithmetic throughout.
 */
export function discountOff(amount: number, discount: Pick<BillingDiscount, 'type' | 'amount'>): number {
  const off =
    discount.type === 'fixed_cents'
      ? discount.amount
      : Number((BigInt(amount) * BigInt(discount.amount) + 500_000n) / 1_000_000n);
  return Math.min(amount, Math.max(0, off));
}

/**
 * What one cycle costs with the attached discount (or none). A discount applies while its duration
 * lasts (applied_duration < duration; no duration is every cycle), a first-order-only one to cycle 1
 * only, and it never takes the amount below zero.
 */
export function chargeOfCycle(
  gross: number,
  cycle: number,
  attached: AttachedBillingDiscount | null,
): CycleCharge {
  const discount = attached?.discount;
  const applies =
    !!discount &&
    (discount.duration === null || attached.applied_duration < discount.duration) &&
    (!discount.limit_to_first_order || cycle === 1);
  if (!applies) {
    return { gross, discount: 0, amount: gross, discountApplied: false, discountEnds: !!discount };
  }
  const off = discountOff(gross, discount);
  const ends =
    discount.limit_to_first_order ||
    (discount.duration !== null && attached.applied_duration + 1 >= discount.duration);
  return { gross, discount: off, amount: gross - off, discountApplied: true, discountEnds: ends };
}

/**
 * When a failed charge is tried again, in days after the cycle's first try: seven retries, so eight
 * tries within two weeks (Stripe's recommended Smart Retries default: 8 tries in 2 weeks), spaced out
 * as an issuer's soft decline (insufficient funds) tends to clear: soon, then every other day.
 */
export const RETRY_DAYS = [1, 3, 5, 7, 9, 11, 14] as const;
export const MAX_CHARGE_TRIES = 8;

/**
 * What a failed try means. `soft`: the issuer may say yes later (insufficient funds, a generic
 * decline, a processor error), so it is retried on the schedule. `hard`: it will never pass with this
 * card (expired, or refused before any processor), so the subscription waits for a new card.
 * `customer`: the issuer wants the cardholder to authenticate; only the customer can, through the
 * subscription link.
 */
export type DeclineKind = 'soft' | 'hard' | 'customer';

export function declineKindOf(outcome: ProcessorOutcome | null): DeclineKind {
  switch (outcome) {
    case 'challenge':
      return 'customer';
    case 'expired_card':
    case null:
      return 'hard';
    case 'declined':
    case 'insufficient_funds':
    case 'processor_error':
    case 'approved':
    case 'approved_disputed':
      return 'soft';
  }
}

/**
 * The day of the next try after `failedTries` failed ones of a cycle first tried on `firstTry`, or
 * null when the schedule is used up or the decline is not worth a retry.
 */
export function nextTryDate(
  firstTry: CalendarDate,
  failedTries: number,
  kind: DeclineKind,
): CalendarDate | null {
  if (kind !== 'soft') return null;
  const days = RETRY_DAYS[failedTries - 1];
  return days === undefined ? null : addDays(firstTry, days);
}

/**
 * How long an unpaid subscription stays PAST_DUE before it EXPIRES: the retry schedule's two weeks.
 * A hard decline or a card that needs its customer waits as long for the customer to give a card
 * through the subscription link; an EXPIRED subscription can still be taken up through it.
 */
export const PAST_DUE_DAYS = 14;
