import { type StatusOf, toMinorUnits } from '@psp/domain';
import { linkTokenDigest } from '../hosted-page/hosted-link-url.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { Row } from './bulk.js';
import type { DemoDiscount, DemoPlan } from './demo-organisations.js';
import type { Customer, Customers } from './generate-customers.js';
import { Random, WeightedPicker } from './random.js';
import { DAY_MS, HOUR_MS, utcOffsetHours } from './rhythm.js';
import { addRows, type Organisation, type Processor, type Profile, type World } from './world.js';

export type SubscriptionStatus = StatusOf<'subscription'>;

/** One recurring card payment; becomes a transaction row. */
export interface SubscriptionPayment {
  time: number;
  organisation: Organisation;
  profile: Profile;
  processor: Processor;
  amount: number;
  customer: Customer;
  subscription: Subscription;
  cycle: number;
  declineReason: string | undefined;
}

export interface Subscription {
  id: string;
  organisation: Organisation;
  profile: Profile;
  customer: Customer;
  planName: string;
  amount: number;
  status: SubscriptionStatus;
  /** Paid with PayPal: its customer approved the first collection, the rest are charged on that agreement. */
  paypal: boolean;
  /** Next collection, for subscriptions that still bill. */
  nextDue: number | undefined;
  lastPayment: SubscriptionPayment | undefined;
}

export interface Subscriptions {
  records: Subscription[];
  payments: SubscriptionPayment[];
  /** Payments per organisation (by Organisation.index). */
  paymentCounts: Int32Array;
}

const NOTIFY_STATUSES: readonly SubscriptionStatus[] = ['ACTIVE', 'PAST_DUE', 'CANCELLED'];

/** Chance that a subscriber cancels before the next collection. */
const CHURN: Record<DemoPlan['interval'], number> = { month: 0.045, year: 0.25 };

function addInterval(start: number, interval: DemoPlan['interval'], count: number): number {
  const date = new Date(start);
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear() + (interval === 'year' ? count : 0),
      date.getUTCMonth() + (interval === 'month' ? count : 0),
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime();
}

export function isoDate(milliseconds: number): string {
  return new Date(milliseconds).toISOString().slice(0, 10);
}

/** Recurring collections run as a batch early in the morning, local time. */
function billingTime(organisation: Organisation, day: number, random: Random): number {
  const midnight = Math.floor(day / DAY_MS) * DAY_MS;
  const offset = utcOffsetHours(organisation.merchant!.timeZone, midnight + 12 * HOUR_MS);
  return midnight + (6 - offset) * HOUR_MS + random.int(0, 59 * 60) * 1000;
}

function discountedAmount(
  amount: number,
  discount: DemoDiscount | undefined,
  organisation: Organisation,
): number {
  if (!discount) return amount;
  const reduced =
    discount.type === 'percentage'
      ? Math.round(amount * (1 - discount.amount))
      : amount - toMinorUnits(discount.amount, organisation.currency);
  return Math.max(toMinorUnits(1, organisation.currency), reduced);
}

function cardProcessor(profile: Profile, amount: number): Processor | undefined {
  if (profile.cardRouting) {
    return amount > profile.cardRouting.threshold ? profile.cardRouting.high : profile.cardRouting.low;
  }
  return profile.picker.items.find((processor) => processor.product === 'card');
}

/**
 * Plans, discounts and subscriptions of the merchants that sell them, with every collection each
 * subscription made. `budgets` caps the collections per organisation so the requested number of
 * transactions is met exactly.
 */
export function generateSubscriptions(
  world: World,
  customers: Customers,
  budgets: Int32Array,
  secrets: SecretBox,
): Subscriptions {
  const random = new Random(world.seed, 'subscriptions');
  const { anchor, tables } = world;
  const records: Subscription[] = [];
  const payments: SubscriptionPayment[] = [];
  const paymentCounts = new Int32Array(world.merchants.length + 1);
  const subscriptionRows: Row[] = [];
  const attachedRows: Row[] = [];
  const linkRows: Row[] = [];
  // Ids of the subscription links, from a stream of their own (the other data stay as they were).
  const links = new Random(world.seed, 'subscription-links');
  // Which active subscriptions pay with PayPal, from a stream of their own too.
  const paypalPicks = new Random(world.seed, 'subscription-paypal');

  for (const organisation of world.merchants) {
    const offer = organisation.merchant!.subscriptions;
    const profile = organisation.profiles[0]!;
    if (!offer || !cardProcessor(profile, 0)) continue;
    const paypal = profile.picker.items.find((processor) => processor.product === 'paypal');
    let paypalSubscriptions = 0;
    const createdAt = new Date(organisation.activeFrom + 2 * DAY_MS);
    const plans = offer.plans.map((plan) => ({
      ...plan,
      id: random.uuid(),
      minor: toMinorUnits(plan.amount, organisation.currency),
    }));
    addRows(
      tables,
      'plans',
      plans.map((plan) => ({
        id: plan.id,
        organisation_id: organisation.id,
        name: plan.name,
        description: plan.description,
        dynamic_descriptor: `${organisation.name.slice(0, 12)} ${plan.name}`.slice(0, 22).toUpperCase(),
        amount: plan.minor,
        payment_profile_id: profile.id,
        interval: plan.interval,
        interval_count: 1,
        max_billing_cycle: plan.maxBillingCycle ?? null,
        statuses_subscription_update: NOTIFY_STATUSES,
        webhook_subscription_update: `https://api.${organisation.domain}/webhooks/subscriptions`,
        redirect_url: `https://www.${organisation.domain}/welcome`,
        created_at: createdAt,
        updated_at: createdAt,
      })),
    );
    const discounts = offer.discounts.map((discount) => ({ ...discount, id: random.uuid() }));
    addRows(
      tables,
      'subscription_discounts',
      discounts.map((discount) => ({
        id: discount.id,
        organisation_id: organisation.id,
        name: discount.name,
        type: discount.type,
        amount:
          discount.type === 'percentage'
            ? Math.round(discount.amount * 1_000_000)
            : toMinorUnits(discount.amount, organisation.currency),
        duration: discount.duration ?? null,
        limit_to_first_order: discount.limitToFirstOrder ?? false,
        created_at: createdAt,
        updated_at: createdAt,
      })),
    );

    const planPicker = new WeightedPicker(
      plans,
      plans.map((plan) => plan.share),
    );
    const candidates = random.shuffle(
      customers.byOrganisation[organisation.index]!.customers.filter((customer) => customer.card),
    );
    const budget = budgets[organisation.index]!;
    for (const customer of candidates) {
      if (paymentCounts[organisation.index]! >= budget) break;
      const plan = planPicker.pick(random);
      const discount = random.chance(0.15) && discounts.length > 0 ? random.pick(discounts) : undefined;
      const start = Math.min(anchor - HOUR_MS, customer.createdAt + random.int(0, 10 * 24) * HOUR_MS);
      const subscription: Subscription = {
        id: random.uuid(),
        organisation,
        profile,
        customer,
        planName: plan.name,
        amount: plan.minor,
        status: 'ACTIVE',
        paypal: false,
        nextDue: undefined,
        lastPayment: undefined,
      };
      const own: SubscriptionPayment[] = [];
      let paidCycles = 0;
      let lastPaid: number | undefined;
      let statusReason: string | null = null;
      let updatedAt = start;
      const churn = CHURN[plan.interval];
      const intervalLength = (plan.interval === 'month' ? 31 : 366) * DAY_MS;
      // A sign-up of the last day may still wait for its first collection.
      const waiting = start > anchor - DAY_MS && random.chance(0.5);
      if (waiting) {
        subscription.status = 'CREATED';
        subscription.nextDue = start;
      }
      for (let cycle = 1; !waiting; cycle++) {
        const due =
          cycle === 1
            ? start
            : billingTime(organisation, addInterval(start, plan.interval, cycle - 1), random);
        if (plan.maxBillingCycle !== undefined && cycle > plan.maxBillingCycle) {
          subscription.status = 'COMPLETED';
          break;
        }
        if (due > anchor) {
          subscription.nextDue = due;
          break;
        }
        if (cycle > 1 && random.chance(churn)) {
          subscription.status = 'CANCELLED';
          statusReason = 'Cancelled by customer';
          updatedAt = Math.max(updatedAt, due - random.int(1, 20) * DAY_MS);
          break;
        }
        const amount = discountedAmount(
          plan.minor,
          discount && cycle <= (discount.limitToFirstOrder ? 1 : (discount.duration ?? cycle))
            ? discount
            : undefined,
          organisation,
        );
        let declineReason: string | undefined;
        if (cycle > 1 && random.chance(0.01)) {
          declineReason = 'Card expired';
          subscription.status = 'EXPIRED';
          statusReason = 'The card on file expired';
        } else if (due > anchor - intervalLength && random.chance(0.06)) {
          declineReason = 'Insufficient funds';
          subscription.status = 'PAST_DUE';
          statusReason = 'Payment declined: insufficient funds';
          subscription.nextDue = due + 3 * DAY_MS;
        }
        const processor = cardProcessor(profile, amount)!;
        const payment: SubscriptionPayment = {
          time: due,
          organisation,
          profile,
          processor,
          amount,
          customer,
          subscription,
          cycle,
          declineReason,
        };
        own.push(payment);
        updatedAt = due;
        if (declineReason) break;
        paidCycles = cycle;
        lastPaid = due;
      }
      if (paymentCounts[organisation.index]! + own.length > budget) continue;
      // The first and a fifth of the other running subscriptions of a merchant that takes PayPal pay with
      // it (ADR 0014), so the billing run charges their next cycle on their agreement.
      const running = subscription.status === 'ACTIVE' && own.length > 0;
      if (paypal && running && (paypalSubscriptions === 0 || paypalPicks.chance(0.2))) {
        paypalSubscriptions++;
        subscription.paypal = true;
        for (const payment of own) payment.processor = paypal;
      }
      paymentCounts[organisation.index]! += own.length;
      subscription.lastPayment = own.at(-1);
      records.push(subscription);
      payments.push(...own);
      // A subscription waiting for its customer's card has its link open (a card-add link, ADR 0014).
      const waitsForCard =
        subscription.status === 'CREATED' ||
        subscription.status === 'PAST_DUE' ||
        subscription.status === 'EXPIRED';
      if (waitsForCard) {
        linkRows.push(
          subscriptionLinkRow(secrets, {
            id: links.uuid(),
            organisation_id: organisation.id,
            payment_profile_id: profile.id,
            customer_id: customer.id,
            subscription_id: subscription.id,
            created_at: new Date(updatedAt),
          }),
        );
      }
      subscriptionRows.push({
        id: subscription.id,
        organisation_id: organisation.id,
        customer_id: customer.id,
        plan_id: plan.id,
        payment_profile_id: profile.id,
        billing_cycle: paidCycles + 1,
        due_date: subscription.nextDue === undefined ? null : isoDate(subscription.nextDue),
        max_billing_cycle: plan.maxBillingCycle ?? null,
        payment_product: subscription.paypal ? 'paypal' : 'card',
        status: subscription.status,
        status_reason: statusReason,
        last_paid_cycle: paidCycles > 0 ? paidCycles : null,
        last_paid_date: lastPaid === undefined ? null : isoDate(lastPaid),
        // Charged on the card of its first payment from the day it started (ADR 0014).
        card_id:
          subscription.status === 'CREATED' || subscription.paypal ? null : (customer.card?.id ?? null),
        billing_anchor: isoDate(start),
        past_due_since: subscription.status === 'PAST_DUE' && own.at(-1) ? isoDate(own.at(-1)!.time) : null,
        created_at: new Date(start - random.int(1, 15) * 60_000),
        updated_at: new Date(updatedAt),
      });
      if (discount) {
        const limit = discount.limitToFirstOrder ? 1 : discount.duration;
        const applied = limit === undefined ? paidCycles : Math.min(paidCycles, limit);
        const running = subscription.status === 'ACTIVE' || subscription.status === 'PAST_DUE';
        attachedRows.push({
          id: random.uuid(),
          organisation_id: organisation.id,
          subscription_id: subscription.id,
          subscription_discount_id: discount.id,
          active: running && (limit === undefined || applied < limit),
          applied_duration: applied,
          created_at: new Date(start),
        });
      }
    }
  }
  addRows(tables, 'subscriptions', subscriptionRows);
  addRows(tables, 'subscription_attached_discounts', attachedRows);
  addRows(tables, 'card_add_links', linkRows);
  return { records, payments, paymentCounts };
}

/**
 * A card-add link row; every seeded one has the same columns (one INSERT takes them all). Its token is
 * derived from its id as the server derives it, so the seeded links open and only its digest is stored.
 */
export function subscriptionLinkRow(
  secrets: SecretBox,
  link: {
    id: string;
    organisation_id: string;
    payment_profile_id: string;
    customer_id: string;
    subscription_id: string | null;
    created_at: Date;
    card_id?: string | null;
    checkout_design_id?: string | null;
    return_url?: string | null;
    status?: string;
    expires_at?: Date | null;
    updated_at?: Date;
  },
): Row {
  return {
    id: link.id,
    organisation_id: link.organisation_id,
    payment_profile_id: link.payment_profile_id,
    customer_id: link.customer_id,
    card_id: link.card_id ?? null,
    checkout_design_id: link.checkout_design_id ?? null,
    return_url: link.return_url ?? null,
    status: link.status ?? 'CREATED',
    expires_at: link.expires_at ?? null,
    created_at: link.created_at,
    updated_at: link.updated_at ?? link.created_at,
    token_sha256: linkTokenDigest(secrets, link.id),
    subscription_id: link.subscription_id,
  };
}
