import {
  blockedByRuleset,
  type CardBrand,
  type ChargebackStatus,
  type CompiledRuleset,
  compileRuleset,
  type DecisionTrace,
  decideRulesets,
  paymentFactsOf,
  type RefundStatus,
  TRANSACTION_STAGE,
  TRANSACTION_STATUSES,
  type TransactionStage,
  type TransactionStatus,
} from '@psp/domain';
import type pg from 'pg';
import {
  ColumnBuilder,
  type ColumnTransport,
  insertRows,
  type PreparedInsert,
  prepareInsert,
  type Row,
  tableTypes,
} from './bulk.js';
import { FAR_COUNTRIES, ipAddress, NEIGHBOURS } from './catalogues.js';
import type { Gateway, PaymentProduct } from './demo-organisations.js';
import { type Customers, cardBrandFor, customersBefore } from './generate-customers.js';
import type { Subscriptions } from './generate-subscriptions.js';
import { apportion, Random, WeightedPicker } from './random.js';
import { calendarFactor, DAY_MS, HOUR_CURVES, HOUR_MS, utcOffsetHours } from './rhythm.js';
import { type Organisation, SETTLEMENT_DELAY_DAYS, type SeededRuleset, type World } from './world.js';

/**
 * The transaction history: volumes per merchant and day, a time-ordered skeleton of numbers for every
 * payment (pass one), then the rows themselves written in batches (pass two) together with the refunds,
 * chargebacks and settlements that follow from them.
 */

const MINUTE_MS = 60_000;
const BATCH_SIZE = 5000;

const STATUS_CODES = new Map<TransactionStatus, number>(
  TRANSACTION_STATUSES.map((status, index) => [status, index]),
);
const code = (status: TransactionStatus) => STATUS_CODES.get(status)!;

/** Final outcomes of payments old enough to have finished; recent ones are caught mid-flow below. */
const OUTCOMES = WeightedPicker.fromRecord<TransactionStatus>({
  SETTLEMENT_COMPLETED: 66,
  DECLINED: 12,
  ABANDONED: 8,
  CANCELLED: 4,
  FAILED: 3,
  EXPIRED: 2,
  PENDING: 1,
  INITIATED: 1,
  AUTHORIZATION_VOIDED: 1,
  UNKNOWN: 0.5,
  CHARGEBACK: 0.5,
  AUTHORIZATION_EXPIRED: 0.4,
  PROCESSOR_DECLINED: 0.3,
  GATEWAY_REJECTED: 0.1,
  SETTLEMENT_FAILED: 0.1,
  SETTLEMENT_CANCELLED: 0.1,
});

/** Card-like products authorise first and capture later; the others redirect and are paid at once. */
const CARD_FLOW: ReadonlySet<PaymentProduct> = new Set(['card', 'applepay']);
const DISPUTABLE: ReadonlySet<PaymentProduct> = new Set(['card', 'applepay', 'paypal', 'klarna']);

type Flow = 'card' | 'redirect';
type Step = readonly [TransactionStatus, number];

/**
 * Status paths for the history: each step with its moment as a fraction of created_at..updated_at. Every
 * step is a transition the domain's lifecycle allows (the seed test checks the written history).
 */
const PATHS: Record<Flow, Partial<Record<TransactionStatus, readonly Step[]>>> = {
  card: {
    INITIATED: [['INITIATED', 0]],
    PENDING: [
      ['INITIATED', 0],
      ['PENDING', 1],
    ],
    EXPIRED: [
      ['INITIATED', 0],
      ['PENDING', 0.02],
      ['EXPIRED', 1],
    ],
    SETTLEMENT_COMPLETED: [
      ['INITIATED', 0],
      ['AUTHORIZED', 0.00003],
      ['SETTLEMENT_REQUESTED', 0.3],
      ['SETTLEMENT_COMPLETED', 1],
    ],
    SETTLEMENT_REQUESTED: [
      ['INITIATED', 0],
      ['AUTHORIZED', 0.0002],
      ['SETTLEMENT_REQUESTED', 1],
    ],
    SETTLEMENT_FAILED: [
      ['INITIATED', 0],
      ['AUTHORIZED', 0.00003],
      ['SETTLEMENT_REQUESTED', 0.3],
      ['SETTLEMENT_FAILED', 1],
    ],
    AUTHORIZATION_VOIDED: [
      ['INITIATED', 0],
      ['AUTHORIZED', 0.0002],
      ['AUTHORIZATION_VOIDED', 1],
    ],
    AUTHORIZATION_EXPIRED: [
      ['INITIATED', 0],
      ['AUTHORIZED', 0.00001],
      ['AUTHORIZATION_EXPIRED', 1],
    ],
    SETTLEMENT_CANCELLED: [
      ['INITIATED', 0],
      ['AUTHORIZED', 0.0002],
      ['SETTLEMENT_REQUESTED', 0.3],
      ['SETTLEMENT_CANCELLED', 1],
    ],
    CHARGEBACK: [
      ['INITIATED', 0],
      ['AUTHORIZED', 0.000002],
      ['SETTLEMENT_REQUESTED', 0.008],
      ['SETTLEMENT_COMPLETED', 0.05],
      ['CHARGEBACK', 1],
    ],
  },
  redirect: {
    INITIATED: [['INITIATED', 0]],
    SETTLEMENT_COMPLETED: [
      ['INITIATED', 0],
      ['PENDING', 0.15],
      ['SETTLEMENT_COMPLETED', 1],
    ],
    DECLINED: [
      ['INITIATED', 0],
      ['PENDING', 0.3],
      ['DECLINED', 1],
    ],
    CANCELLED: [
      ['INITIATED', 0],
      ['PENDING', 0.2],
      ['CANCELLED', 1],
    ],
    EXPIRED: [
      ['INITIATED', 0],
      ['PENDING', 0.01],
      ['EXPIRED', 1],
    ],
    UNKNOWN: [
      ['INITIATED', 0],
      ['PENDING', 0.05],
      ['UNKNOWN', 1],
    ],
    CHARGEBACK: [
      ['INITIATED', 0],
      ['PENDING', 0.000002],
      ['SETTLEMENT_COMPLETED', 0.00005],
      ['CHARGEBACK', 1],
    ],
  },
};

function historyPath(flow: Flow, status: TransactionStatus): readonly Step[] {
  return (
    PATHS[flow][status] ?? [
      ['INITIATED', 0],
      [status, 1],
    ]
  );
}

/** The path table as array literals: one row per step of every (flow, final status). */
function historyPathLiterals(): string[] {
  const columns = [[], [], [], [], [], []] as (string | number)[][];
  for (const flow of ['card', 'redirect'] as const) {
    for (const final of TRANSACTION_STATUSES) {
      historyPath(flow, final).forEach(([status, at], index, steps) => {
        const values = [flow, final, index + 1, status, at, index === steps.length - 1 ? 't' : 'f'];
        values.forEach((value, column) => {
          columns[column]!.push(value);
        });
      });
    }
  }
  return columns.map((values) => `{${values.join(',')}}`);
}

const HISTORY_PATHS = historyPathLiterals();

/**
 * Turns a transactions insert into one statement that also writes each new transaction's status
 * history: the inserted rows are joined to a table of status paths server-side, instead of shipping
 * three history rows per payment from Node, and PostgreSQL does it while Node builds the next batch.
 * A history id is its transaction's id with the step number in the last hex digit (transaction ids
 * keep a 0 there), so ids stay unique, deterministic and in insertion order.
 */
function withStatusHistory(insert: PreparedInsert): PreparedInsert {
  const first = insert.values.length + 1;
  const params = ['text', 'text', 'int', 'text', 'float8', 'boolean'].map(
    (type, index) => `$${first + index}::${type}[]`,
  );
  const cardProducts = [...CARD_FLOW].map((product) => `'${product}'`).join(', ');
  return {
    text: `WITH t AS (
      ${insert.text}
      RETURNING id, organisation_id, status, status_reason, payment_product, created_at, updated_at
    )
    INSERT INTO transaction_status_history (id, organisation_id, transaction_id, status, status_reason, created_at)
    SELECT overlay(t.id::text PLACING to_hex(p.step) FROM 36)::uuid, t.organisation_id, t.id, p.status,
           CASE WHEN p.last THEN t.status_reason END,
           t.created_at + (t.updated_at - t.created_at) * p.fraction
      FROM t
      JOIN unnest(${params.join(', ')}) AS p(flow, final, step, status, fraction, last)
        ON p.final = t.status
       AND p.flow = CASE WHEN t.payment_product IN (${cardProducts}) THEN 'card' ELSE 'redirect' END`,
    values: [...insert.values, ...HISTORY_PATHS],
  };
}

// ---------------------------------------------------------------------------------------------------
// Volumes

export interface Volumes {
  /** Relative volume per window day, by Organisation.index (empty for the provider). */
  days: Float64Array[];
  /** Transactions per organisation, adding up to the requested total. */
  totals: Int32Array;
}

function hourCurve(organisation: Organisation, dayStart: number): readonly number[] {
  const merchant = organisation.merchant!;
  const offset = utcOffsetHours(merchant.timeZone, dayStart + 12 * HOUR_MS);
  const local = HOUR_CURVES[merchant.kind];
  return Array.from({ length: 24 }, (_, hour) => local[(((hour + offset) % 24) + 24) % 24]!);
}

/** Share of the day's volume that falls inside [from, until). */
function coverage(curve: readonly number[], dayStart: number, from: number, until: number): number {
  if (from <= dayStart && until >= dayStart + DAY_MS) return 1;
  let covered = 0;
  let total = 0;
  curve.forEach((weight, hour) => {
    const start = dayStart + hour * HOUR_MS;
    const overlap = Math.max(0, Math.min(until, start + HOUR_MS) - Math.max(from, start)) / HOUR_MS;
    covered += weight * overlap;
    total += weight;
  });
  return total > 0 ? covered / total : 0;
}

/**
 * Relative daily volume per merchant: its weight at the end of the window, shrunk back in time by its
 * growth, bent by weekday, season and holidays, ramped up after boarding, run down before it left, with
 * some day-to-day noise.
 */
export function planVolumes(world: World, total: number): Volumes {
  const random = new Random(world.seed, 'volumes');
  const { windowStart, anchor } = world;
  const DAYS = world.windowDays + 1;
  const days: Float64Array[] = [new Float64Array(DAYS)];
  for (const organisation of world.merchants) {
    const merchant = organisation.merchant!;
    const weights = new Float64Array(DAYS);
    const growth = Math.log(random.between(1.4, 3));
    const from = Math.max(organisation.activeFrom, windowStart);
    const until = Math.min(organisation.activeUntil, anchor);
    for (let day = 0; day < DAYS; day++) {
      const dayStart = windowStart + day * DAY_MS;
      const noise = Math.exp(0.12 * random.normal());
      if (dayStart + DAY_MS <= from || dayStart >= until) continue;
      const ramp =
        organisation.activeFrom > windowStart
          ? Math.min(1, 0.2 + (0.8 * (dayStart - from)) / (45 * DAY_MS))
          : 1;
      const rundown =
        organisation.activeUntil < anchor
          ? Math.min(1, Math.max(0.15, (until - dayStart) / (60 * DAY_MS)))
          : 1;
      weights[day] =
        merchant.weight *
        Math.exp(growth * (day / DAYS - 1)) *
        calendarFactor(merchant.kind, merchant.country, dayStart) *
        Math.max(0.05, ramp) *
        rundown *
        noise *
        coverage(hourCurve(organisation, dayStart), dayStart, from, until);
    }
    days.push(weights);
  }
  const totals = apportion(
    total,
    days.map((weights) => weights.reduce((sum, weight) => sum + weight, 0)),
  );
  return { days, totals };
}

// ---------------------------------------------------------------------------------------------------
// Pass one: the skeleton

/** One entry per transaction, in time order; numbers only, so a million rows stay small. */
export interface Skeleton {
  count: number;
  time: Float64Array;
  updated: Float64Array;
  amount: Float64Array;
  /** Organisation.index */
  organisation: Uint16Array;
  /** Profile.index */
  profile: Uint16Array;
  /** Processor.index */
  processor: Uint16Array;
  /** Position in TRANSACTION_STATUSES. */
  status: Uint8Array;
  /** Customer.index, or -1. */
  customer: Int32Array;
  /** Position in Subscriptions.payments, or -1. */
  payment: Int32Array;
}

function sampleTime(
  dayStart: number,
  hours: WeightedPicker<number>,
  from: number,
  until: number,
  random: Random,
): number {
  for (let attempt = 0; attempt < 40; attempt++) {
    const time = dayStart + hours.pickIndex(random) * HOUR_MS + Math.floor(random.next() * HOUR_MS);
    if (time >= from && time < until) return time;
  }
  // The curve has (almost) no weight in the allowed hours: spread evenly over them instead.
  const low = Math.max(from, dayStart);
  const high = Math.min(until, dayStart + DAY_MS);
  return low + Math.floor(random.next() * Math.max(1, high - low));
}

function drawAmount(organisation: Organisation, random: Random): number {
  const { median, sigma } = organisation.merchant!.basket;
  const major = Math.min(median * 25, Math.max(median / 12, random.logNormal(median, sigma)));
  const unit = 10 ** organisation.exponent;
  const minor = Math.round(major * unit);
  switch (organisation.merchant!.kind) {
    case 'tickets':
      return Math.max(unit, Math.round(minor / (unit / 2)) * (unit / 2));
    case 'saas':
      return Math.max(unit, Math.round(minor / unit) * unit);
    default:
      return Math.max(Math.round(unit / 2), minor);
  }
}

/**
 * Moves an outcome back along its path when the payment is too young to have got there (a card
 * payment of an hour ago is authorised, not settled), or to its equivalent in the other flow.
 */
function statusAtAnchor(
  outcome: TransactionStatus,
  product: PaymentProduct,
  age: number,
  random: Random,
): TransactionStatus {
  const card = CARD_FLOW.has(product);
  let status = outcome;
  if (!card) {
    if (status === 'AUTHORIZATION_VOIDED' || status === 'SETTLEMENT_CANCELLED') status = 'CANCELLED';
    else if (status === 'AUTHORIZATION_EXPIRED') status = 'EXPIRED';
    else if (status === 'SETTLEMENT_FAILED') status = 'FAILED';
  }
  if (status === 'CHARGEBACK' && (!DISPUTABLE.has(product) || age < 30 * DAY_MS))
    status = 'SETTLEMENT_COMPLETED';
  switch (status) {
    case 'SETTLEMENT_COMPLETED':
      if (!card) return age < 5 * MINUTE_MS ? 'PENDING' : status;
      if (age < 2 * HOUR_MS) return 'AUTHORIZED';
      if (age < DAY_MS && random.chance(0.2)) return 'AUTHORIZED';
      return age < 3.5 * DAY_MS ? 'SETTLEMENT_REQUESTED' : status;
    case 'SETTLEMENT_FAILED':
      return age < 3 * DAY_MS ? 'SETTLEMENT_REQUESTED' : status;
    case 'AUTHORIZATION_EXPIRED':
      return age < 7 * DAY_MS ? 'AUTHORIZED' : status;
    case 'AUTHORIZATION_VOIDED':
    case 'SETTLEMENT_CANCELLED':
      return age < DAY_MS ? 'AUTHORIZED' : status;
    case 'INITIATED':
      return age < 2 * HOUR_MS ? status : 'ABANDONED';
    case 'PENDING':
      return age < 2 * HOUR_MS ? status : 'EXPIRED';
    case 'ABANDONED':
      return age < HOUR_MS ? 'INITIATED' : status;
    case 'EXPIRED':
      return age < 2 * HOUR_MS ? 'PENDING' : status;
    case 'UNKNOWN':
      return age < HOUR_MS ? 'PENDING' : status;
    default:
      return status;
  }
}

/** How long after creation the payment reached its status (capped by its age). */
function statusDelay(status: TransactionStatus, product: PaymentProduct, random: Random): number {
  switch (status) {
    case 'SETTLEMENT_COMPLETED':
      return CARD_FLOW.has(product) ? random.between(2, 3.5) * DAY_MS : random.between(20_000, 5 * MINUTE_MS);
    case 'SETTLEMENT_REQUESTED':
    case 'SETTLEMENT_CANCELLED':
      return random.between(1, 20) * HOUR_MS;
    case 'AUTHORIZED':
    case 'DECLINED':
      return random.between(1000, 8000);
    case 'FAILED':
      return random.between(1000, 30_000);
    case 'PROCESSOR_DECLINED':
      return random.between(1000, 5000);
    case 'GATEWAY_REJECTED':
      return random.between(200, 1000);
    case 'CANCELLED':
      return random.between(30_000, 15 * MINUTE_MS);
    case 'ABANDONED':
      return random.between(30, 60) * MINUTE_MS;
    case 'EXPIRED':
      return random.between(60, 120) * MINUTE_MS;
    case 'PENDING':
      return random.between(5000, 60_000);
    case 'AUTHORIZATION_VOIDED':
      return random.between(10 * MINUTE_MS, DAY_MS);
    case 'AUTHORIZATION_EXPIRED':
      return 7 * DAY_MS;
    case 'SETTLEMENT_FAILED':
      return random.between(2, 3) * DAY_MS;
    case 'UNKNOWN':
      return random.between(10, 60) * MINUTE_MS;
    case 'CHARGEBACK':
      return random.between(20, 75) * DAY_MS;
    default:
      return 0;
  }
}

export function buildSkeleton(
  world: World,
  customers: Customers,
  subscriptions: Subscriptions,
  volumes: Volumes,
): Skeleton {
  const placement = new Random(world.seed, 'transaction-times');
  const decisions = new Random(world.seed, 'transaction-decisions');
  const { windowStart, anchor } = world;
  const DAYS = world.windowDays + 1;
  const organisations = [world.provider, ...world.merchants];
  const count = volumes.totals.reduce((sum, total) => sum + total, 0);
  const skeleton: Skeleton = {
    count,
    time: new Float64Array(count),
    updated: new Float64Array(count),
    amount: new Float64Array(count),
    organisation: new Uint16Array(count),
    profile: new Uint16Array(count),
    processor: new Uint16Array(count),
    status: new Uint8Array(count),
    customer: new Int32Array(count),
    payment: new Int32Array(count),
  };

  // Regular payments per organisation and day; subscription collections have their own moments.
  const perDay = organisations.map((organisation) => {
    const regular = volumes.totals[organisation.index]! - subscriptions.paymentCounts[organisation.index]!;
    return organisation.merchant
      ? apportion(regular, volumes.days[organisation.index]!)
      : new Int32Array(DAYS);
  });
  const collections: number[][] = Array.from({ length: DAYS }, () => []);
  subscriptions.payments.forEach((payment, index) => {
    collections[Math.floor((payment.time - windowStart) / DAY_MS)]!.push(index);
  });

  const hourPickers = new Map<string, WeightedPicker<number>>();
  let cursor = 0;
  const dayTimes: number[] = [];
  const dayOrganisations: number[] = [];
  const dayPayments: number[] = [];
  for (let day = 0; day < DAYS; day++) {
    const dayStart = windowStart + day * DAY_MS;
    dayTimes.length = 0;
    dayOrganisations.length = 0;
    dayPayments.length = 0;
    for (const organisation of world.merchants) {
      const cell = perDay[organisation.index]![day]!;
      if (cell === 0) continue;
      const curve = hourCurve(organisation, dayStart);
      const key = `${organisation.merchant!.kind}:${curve.join(',')}`;
      let hours = hourPickers.get(key);
      if (!hours) {
        hours = new WeightedPicker(
          curve.map((_, hour) => hour),
          curve,
        );
        hourPickers.set(key, hours);
      }
      const from = Math.max(organisation.activeFrom, windowStart);
      const until = Math.min(organisation.activeUntil, anchor);
      for (let index = 0; index < cell; index++) {
        dayTimes.push(sampleTime(dayStart, hours, from, until, placement));
        dayOrganisations.push(organisation.index);
        dayPayments.push(-1);
      }
    }
    for (const payment of collections[day]!) {
      dayTimes.push(subscriptions.payments[payment]!.time);
      dayOrganisations.push(subscriptions.payments[payment]!.organisation.index);
      dayPayments.push(payment);
    }
    const order = Array.from(dayTimes.keys()).sort((left, right) => dayTimes[left]! - dayTimes[right]!);
    for (const position of order) {
      skeleton.time[cursor] = Math.round(dayTimes[position]!);
      skeleton.organisation[cursor] = dayOrganisations[position]!;
      skeleton.payment[cursor] = dayPayments[position]!;
      cursor++;
    }
  }
  if (cursor !== count) throw new Error(`Seed planned ${count} transactions but placed ${cursor}`);

  for (let row = 0; row < count; row++) {
    const organisation = organisations[skeleton.organisation[row]!]!;
    const time = skeleton.time[row]!;
    const payment = skeleton.payment[row]! >= 0 ? subscriptions.payments[skeleton.payment[row]!] : undefined;
    let outcome: TransactionStatus;
    let customer = -1;
    let amount: number;
    let profile = payment?.profile;
    let processor = payment?.processor;
    if (payment) {
      amount = payment.amount;
      customer = payment.customer.index;
      outcome = payment.declineReason ? 'DECLINED' : 'SETTLEMENT_COMPLETED';
    } else {
      profile = organisation.profilePicker!.pick(decisions);
      processor = profile.picker.pick(decisions);
      amount = drawAmount(organisation, decisions);
      if (processor.product === 'card' && profile.cardRouting) {
        processor =
          amount > profile.cardRouting.threshold ? profile.cardRouting.high : profile.cardRouting.low;
      }
      const known = customers.byOrganisation[organisation.index]!;
      const existing = customersBefore(known.createdAt, time);
      if (existing > 0 && decisions.chance(0.85)) {
        // Some buy right after signing up; most purchases come from long-standing customers.
        const position = decisions.chance(0.3)
          ? existing - 1 - Math.floor(decisions.next() * Math.min(existing, 20))
          : Math.floor(existing * decisions.next() ** 1.6);
        customer = known.customers[position]!.index;
      }
      outcome = OUTCOMES.pick(decisions);
    }
    const age = anchor - time;
    const status = statusAtAnchor(outcome, processor!.product, age, decisions);
    skeleton.profile[row] = profile!.index;
    skeleton.processor[row] = processor!.index;
    skeleton.amount[row] = amount;
    skeleton.customer[row] = customer;
    skeleton.status[row] = code(status);
    skeleton.updated[row] =
      time + Math.round(Math.min(age, statusDelay(status, processor!.product, decisions)));
  }
  return skeleton;
}

// ---------------------------------------------------------------------------------------------------
// Pass two: rows

/** A few transactions remembered for the low-volume tables that point at payments. */
export interface SampleTransaction {
  id: string;
  organisation: Organisation;
  profileId: string;
  amount: number;
  currency: string;
  status: TransactionStatus;
  reference: string;
  product: PaymentProduct;
  gateway: Gateway;
  createdAt: number;
  customerId: string | null;
  refund: { id: string; status: RefundStatus } | undefined;
}

/** The sample payments of one organisation. */
export function samplesOf(
  samples: readonly SampleTransaction[],
  organisation: Organisation,
): SampleTransaction[] {
  return samples.filter((sample) => sample.organisation === organisation);
}

export interface WrittenTransactions {
  refunds: number;
  chargebacks: number;
  samples: SampleTransaction[];
  /** Transaction id of each subscription's last collection, by subscription id. */
  lastCollections: Map<string, string>;
}

const PLATFORMS_CONSUMER = new WeightedPicker(
  ['iOS', 'Android', 'Windows', 'macOS', 'Linux'],
  [32, 30, 22, 13, 3],
);
const PLATFORMS_BUSINESS = new WeightedPicker(
  ['Windows', 'macOS', 'iOS', 'Android', 'Linux'],
  [45, 25, 12, 10, 8],
);
const BROWSERS: Record<string, WeightedPicker<string>> = {
  iOS: new WeightedPicker(['Safari', 'Chrome'], [85, 15]),
  Android: new WeightedPicker(['Chrome', 'Samsung Internet', 'Firefox'], [70, 22, 8]),
  Windows: new WeightedPicker(['Chrome', 'Edge', 'Firefox'], [60, 30, 10]),
  macOS: new WeightedPicker(['Safari', 'Chrome', 'Firefox'], [55, 38, 7]),
  Linux: new WeightedPicker(['Firefox', 'Chrome'], [55, 45]),
};
const IDEAL_ISSUERS = new WeightedPicker(
  ['ING', 'Rabobank', 'ABN AMRO', 'SNS', 'bunq', 'ASN Bank', 'RegioBank', 'Knab', 'Triodos Bank', 'Revolut'],
  [30, 25, 18, 7, 6, 4, 3, 3, 2, 2],
);
const KLARNA_TYPES = new WeightedPicker(['pay_later', 'pay_now', 'slice_it'], [60, 25, 15]);
const CARD_DECLINES = new WeightedPicker(
  [
    'Insufficient funds',
    'Do not honor',
    'Card expired',
    'Suspected fraud',
    'Invalid card number',
    'Authentication failed (3-D Secure)',
  ],
  [40, 30, 10, 8, 6, 6],
);
const BANK_DECLINES = new WeightedPicker(
  ['Insufficient funds', 'Rejected by issuer', 'Suspected fraud'],
  [50, 35, 15],
);
const FAILURES = ['Processor timeout', 'Technical error at acquirer', 'Connection to processor failed'];
const REASONS: Partial<Record<TransactionStatus, string>> = {
  CANCELLED: 'Cancelled by customer',
  EXPIRED: 'Payment session expired',
  AUTHORIZATION_VOIDED: 'Authorization voided by merchant',
  AUTHORIZATION_EXPIRED: 'Authorization expired before capture',
  UNKNOWN: 'No final status received from processor',
  CHARGEBACK: 'Chargeback received',
  PROCESSOR_DECLINED: 'Declined by processor risk rules',
  GATEWAY_REJECTED: 'Rejected by gateway: invalid request',
  SETTLEMENT_FAILED: 'Settlement rejected by acquirer',
  SETTLEMENT_CANCELLED: 'Capture cancelled by merchant',
};
/** Statuses of payments that never reached a processor, so carry no processor reference. */
const UNSENT: ReadonlySet<TransactionStatus> = new Set(['INITIATED', 'ABANDONED', 'GATEWAY_REJECTED']);

const REFUND_REASONS = [
  'Customer request',
  'Product returned',
  'Order cancelled',
  'Damaged on delivery',
  'Duplicate payment',
];
const REFUND_STATUSES_SETTLED = WeightedPicker.fromRecord<RefundStatus>({
  PROCESSED: 92,
  FAILED: 3,
  CANCELLED: 3,
  HOLD: 1,
  UNKNOWN: 1,
});
const DISPUTE_REASONS: Record<string, readonly (readonly [string, string])[]> = {
  visa: [
    ['10.4', 'Other Fraud - Card-Absent Environment'],
    ['13.1', 'Merchandise/Services Not Received'],
    ['13.3', 'Not as Described or Defective Merchandise'],
    ['12.6.1', 'Duplicate Processing'],
  ],
  mastercard: [
    ['4837', 'No Cardholder Authorization'],
    ['4853', 'Cardholder Dispute'],
    ['4863', 'Cardholder Does Not Recognize - Potential Fraud'],
  ],
  amex: [
    ['F29', 'Card Not Present'],
    ['C08', 'Goods/Services Not Received or Only Partially Received'],
  ],
  wallet: [
    ['INR', 'Item not received'],
    ['SNAD', 'Significantly not as described'],
  ],
};

function externalId(gateway: Gateway, random: Random, refund = false): string {
  switch (gateway) {
    case 'adyen':
      return random.alphanumeric(16, true);
    case 'stripe':
      return `${refund ? 're' : 'pi'}_${random.alphanumeric(24)}`;
    case 'mollie':
      return `${refund ? 're' : 'tr'}_${random.alphanumeric(10)}`;
    case 'buckaroo':
      return random.hex(32).toUpperCase();
    case 'worldline':
      return random.digits(10);
    case 'direct':
      return `LHD${random.digits(12)}`;
  }
}

const TIMESTAMP: ColumnTransport = {
  type: 'bigint',
  expression: "'epoch'::timestamptz + u.created_at * interval '1 millisecond'",
};
const TRANSPORTS: Record<string, ColumnTransport> = {
  // At most one tag per payment: a nullable uuid is far cheaper to parse than an array literal per row.
  tag_ids: {
    type: 'uuid',
    expression: "CASE WHEN u.tag_ids IS NULL THEN '{}'::uuid[] ELSE ARRAY[u.tag_ids] END",
  },
  created_at: TIMESTAMP,
  updated_at: { ...TIMESTAMP, expression: TIMESTAMP.expression.replace('created_at', 'updated_at') },
  authorization_expires_at: {
    ...TIMESTAMP,
    expression: TIMESTAMP.expression.replace('created_at', 'authorization_expires_at'),
  },
  settle_after: { ...TIMESTAMP, expression: TIMESTAMP.expression.replace('created_at', 'settle_after') },
};
/** Stages whose payments were captured in full (as migration 0012 counts them). */
const CAPTURED_STAGES: ReadonlySet<TransactionStage> = new Set(['capturing', 'settled', 'disputed']);
/** How long a seeded authorisation stays open, as card schemes allow for most merchants. */
const AUTHORISATION_DAYS = 7;

function yearStarts(from: number, to: number): number[] {
  const starts: number[] = [];
  for (let year = new Date(from).getUTCFullYear(); year <= new Date(to).getUTCFullYear() + 1; year++) {
    starts.push(Date.UTC(year, 0, 1));
  }
  return starts;
}

/** An organisation's rulesets compiled once, as the engine reads them (oldest first). */
const compiledRulesets = new WeakMap<Organisation, { ruleset: CompiledRuleset; profile: string | null }[]>();

function rulesetsOf(organisation: Organisation) {
  let compiled = compiledRulesets.get(organisation);
  if (!compiled) {
    compiled = organisation.rulesets.flatMap((row: SeededRuleset) => {
      const result = compileRuleset({
        id: row.id,
        name: row.name,
        action: row.action,
        tag: row.tag_id,
        version: 1,
        rules: row.rules as never,
      });
      return 'ruleset' in result ? [{ ruleset: result.ruleset, profile: row.payment_profile_id }] : [];
    });
    compiledRulesets.set(organisation, compiled);
  }
  return compiled;
}

/**
 * A seeded fraud block as the engine makes it: the payment's facts decided by its organisation's rulesets
 * for its profile, with the trace that names the block ruleset and no routing (no processor was tried).
 * Undefined when the rulesets would not block it.
 */
function blockDecision(
  organisation: Organisation,
  profileId: string,
  payment: Parameters<typeof paymentFactsOf>[0],
): DecisionTrace | undefined {
  const rulesets = rulesetsOf(organisation)
    .filter(({ profile }) => profile === null || profile === profileId)
    .map(({ ruleset }) => ruleset);
  const decided = decideRulesets(rulesets, paymentFactsOf(payment));
  if (!decided.blockedBy) return undefined;
  return {
    rulesets: decided.trace,
    skipped_rulesets: [],
    routing: null,
    middlewares: [],
    attempts: [],
    blocked: { by: 'ruleset', id: decided.blockedBy.ruleset, name: decided.blockedBy.name },
  };
}

/**
 * Pass two: turns the skeleton into transaction rows, batch by batch, while the previous batch is
 * being inserted; collects refunds, chargebacks and settlements on the way and inserts those after.
 * Settlements are written after the transactions that point at them, so the caller must have
 * suspended the transactions' foreign keys.
 */
export async function writeTransactions(
  client: pg.ClientBase,
  world: World,
  customers: Customers,
  subscriptions: Subscriptions,
  skeleton: Skeleton,
): Promise<WrittenTransactions> {
  const details = new Random(world.seed, 'transaction-details');
  const afterwards = new Random(world.seed, 'refunds-chargebacks');
  const { anchor } = world;
  const organisations = [world.provider, ...world.merchants];
  const sequences = new Int32Array(organisations.length);
  const years = yearStarts(world.windowStart, anchor);
  const types = await tableTypes(client, 'transactions');
  const refunds: Row[] = [];
  const chargebacks: Row[] = [];
  const firstDisputes = new Random(world.seed, 'first-chargebacks');
  const disputedOrganisations = new Set<string>();
  const samples: SampleTransaction[] = [];
  const sampleEvery = Math.max(1, Math.floor(skeleton.count / 3000));
  const lastCollections = new Map<string, string>();

  let pending: Promise<unknown> | undefined;
  for (let start = 0; start < skeleton.count; start += BATCH_SIZE) {
    const end = Math.min(skeleton.count, start + BATCH_SIZE);
    const columns = {
      id: new ColumnBuilder(),
      organisation_id: new ColumnBuilder(),
      payment_profile_id: new ColumnBuilder(),
      processor_id: new ColumnBuilder(),
      customer_id: new ColumnBuilder(),
      card_id: new ColumnBuilder(),
      subscription_id: new ColumnBuilder(),
      subscription_cycle: new ColumnBuilder(),
      merchant_reference: new ColumnBuilder(),
      description: new ColumnBuilder(),
      amount: new ColumnBuilder(),
      currency_code: new ColumnBuilder(),
      status: new ColumnBuilder(),
      status_reason: new ColumnBuilder(),
      blocked: new ColumnBuilder(),
      decision: new ColumnBuilder(),
      three_d_secure: new ColumnBuilder(),
      tag_ids: new ColumnBuilder(),
      payment_product: new ColumnBuilder(),
      payment_product_type: new ColumnBuilder(),
      recurring_type: new ColumnBuilder(),
      country_code: new ColumnBuilder(),
      platform: new ColumnBuilder(),
      browser: new ColumnBuilder(),
      ip_address: new ColumnBuilder(),
      processor_id_external: new ColumnBuilder(),
      created_at: new ColumnBuilder(),
      updated_at: new ColumnBuilder(),
      capture_mode: new ColumnBuilder(),
      captured_amount: new ColumnBuilder(),
      authorization_expires_at: new ColumnBuilder(),
      settle_after: new ColumnBuilder(),
    };
    for (let row = start; row < end; row++) {
      const time = skeleton.time[row]!;
      const updated = skeleton.updated[row]!;
      let amount = skeleton.amount[row]!;
      const organisation = organisations[skeleton.organisation[row]!]!;
      const merchant = organisation.merchant!;
      const profile = world.profiles[skeleton.profile[row]!]!;
      const processor = world.processors[skeleton.processor[row]!]!;
      const product = processor.product;
      const status = TRANSACTION_STATUSES[skeleton.status[row]!]!;
      const customer = skeleton.customer[row]! >= 0 ? customers.all[skeleton.customer[row]!] : undefined;
      const payment =
        skeleton.payment[row]! >= 0 ? subscriptions.payments[skeleton.payment[row]!] : undefined;
      const cardLike = CARD_FLOW.has(product);
      const id = details.timeOrderedUuid(time);

      let year = 0;
      while (years[year + 1]! <= time) year++;
      const sequence = ++sequences[organisation.index]!;
      const reference = `${merchant.referencePrefix}-${new Date(years[year]!).getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;

      let country = customer
        ? customer.country
        : details.chance(0.9)
          ? organisation.country
          : details.chance(0.7)
            ? details.pick(NEIGHBOURS[organisation.country])
            : details.pick(FAR_COUNTRIES);
      const brand: CardBrand | undefined = cardLike
        ? (customer?.card?.brand ?? cardBrandFor(country, details))
        : undefined;

      let reason: string | null = REASONS[status] ?? null;
      let decision: DecisionTrace | undefined;
      if (status === 'DECLINED') {
        reason = payment?.declineReason ?? (cardLike ? CARD_DECLINES : BANK_DECLINES).pick(details);
      } else if (status === 'FAILED') {
        if (organisation.blocks && details.chance(0.4) && !payment) {
          // What the block ruleset catches (card testing: under 1.00 from abroad), without another draw
          // so the rest of the seed stays as it was.
          amount = 1 + (amount % (organisation.exponent > 0 ? 10 ** organisation.exponent - 1 : 1));
          if (country === organisation.country) country = FAR_COUNTRIES[row % FAR_COUNTRIES.length]!;
          decision = blockDecision(organisation, profile.id, {
            id,
            amount,
            currency_code: profile.currency,
            recurring_type: null,
            country_code: country,
            card: null,
            customer: customer ? { id: customer.id, status: null } : null,
          });
        }
        reason = decision?.blocked ? blockedByRuleset(decision.blocked.name) : details.pick(FAILURES);
      }
      const blocked = decision !== undefined;

      let platform: string | null = null;
      let browser: string | null = null;
      let ip: string | null = null;
      if (!profile.terminal) {
        platform = (
          merchant.kind === 'b2b' || merchant.kind === 'saas' ? PLATFORMS_BUSINESS : PLATFORMS_CONSUMER
        ).pick(details);
        browser = BROWSERS[platform]!.pick(details);
        ip = ipAddress(country, details);
      }
      const threeDSecure =
        product === 'card' &&
        !profile.terminal &&
        ((organisation.threeDSecureAbove !== undefined && amount > organisation.threeDSecureAbove) ||
          details.chance(organisation.country === 'US' ? 0.08 : 0.75));
      const tagged =
        organisation.tagRule && amount > organisation.tagRule.threshold
          ? organisation.tagRule.tagId
          : details.chance(0.005)
            ? details.pick(organisation.tags).id
            : undefined;
      const productType =
        brand ??
        (product === 'ideal'
          ? IDEAL_ISSUERS.pick(details)
          : product === 'klarna'
            ? KLARNA_TYPES.pick(details)
            : null);
      const cardId = cardLike && customer?.card ? customer.card.id : null;
      const external = UNSENT.has(status) ? null : externalId(processor.gateway, details);

      columns.id.raw(id);
      columns.organisation_id.raw(organisation.id);
      columns.payment_profile_id.raw(profile.id);
      // A blocked payment was sent to no processor.
      columns.processor_id.nullableRaw(blocked ? null : processor.id);
      columns.customer_id.nullableRaw(customer?.id ?? null);
      columns.card_id.nullableRaw(cardId);
      columns.subscription_id.nullableRaw(payment?.subscription.id ?? null);
      columns.subscription_cycle.nullableRaw(payment?.cycle ?? null);
      columns.merchant_reference.string(reference);
      columns.description.string(
        payment ? `${payment.subscription.planName} #${payment.cycle}` : details.pick(merchant.items),
      );
      columns.amount.raw(amount);
      columns.currency_code.raw(profile.currency);
      columns.status.raw(status);
      columns.status_reason.string(reason);
      columns.blocked.raw(blocked ? 't' : 'f');
      columns.decision.string(decision ? JSON.stringify(decision) : null);
      columns.three_d_secure.raw(threeDSecure ? 't' : 'f');
      columns.tag_ids.nullableRaw(tagged ?? null);
      columns.payment_product.raw(product);
      columns.payment_product_type.string(productType);
      columns.recurring_type.nullableRaw(
        payment
          ? payment.cycle === 1
            ? 'first'
            : 'repeat'
          : cardId && details.chance(0.02)
            ? 'repeat'
            : null,
      );
      columns.country_code.raw(country);
      columns.platform.nullableRaw(platform);
      columns.browser.string(browser);
      columns.ip_address.nullableRaw(ip);
      columns.processor_id_external.nullableRaw(external);
      columns.created_at.raw(time);
      columns.updated_at.raw(updated);
      // What the lifecycle jobs act on: an open authorisation waits for a manual capture until it
      // expires, a captured payment settles after its processor's delay.
      const authorised = TRANSACTION_STAGE[status] === 'authorised';
      columns.capture_mode.raw(authorised ? 'manual' : 'automatic');
      columns.captured_amount.raw(CAPTURED_STAGES.has(TRANSACTION_STAGE[status]) ? amount : 0);
      columns.authorization_expires_at.nullableRaw(authorised ? time + AUTHORISATION_DAYS * DAY_MS : null);
      columns.settle_after.nullableRaw(
        status === 'SETTLEMENT_REQUESTED'
          ? updated + SETTLEMENT_DELAY_DAYS[processor.gateway] * DAY_MS
          : null,
      );

      if (payment && payment === payment.subscription.lastPayment)
        lastCollections.set(payment.subscription.id, id);

      const base = {
        organisation_id: organisation.id,
        transaction_id: id,
        payment_profile_id: profile.id,
        customer_id: customer?.id ?? null,
        card_id: cardId,
        currency_code: profile.currency,
      };
      let refund: SampleTransaction['refund'];
      if (status === 'SETTLEMENT_COMPLETED' && afterwards.chance(0.04)) {
        const full = afterwards.chance(0.6);
        const parts = full || afterwards.chance(0.8) ? 1 : 2;
        let remaining = amount;
        let moment = updated;
        for (let part = 0; part < parts && remaining > 0; part++) {
          moment += afterwards.int(1, 20) * DAY_MS + afterwards.int(0, 10) * HOUR_MS;
          if (moment > anchor - 10 * MINUTE_MS) break;
          const refundAmount = full
            ? amount
            : Math.max(1, Math.min(remaining, Math.round(remaining * afterwards.between(0.1, 0.6))));
          remaining -= refundAmount;
          const refundStatus: RefundStatus =
            anchor - moment < DAY_MS && afterwards.chance(0.7)
              ? 'PENDING'
              : REFUND_STATUSES_SETTLED.pick(afterwards);
          const lastUpdate =
            refundStatus === 'PENDING' ? moment : Math.min(anchor, moment + afterwards.int(1, 48) * HOUR_MS);
          refund = { id: afterwards.uuid(), status: refundStatus };
          refunds.push({
            ...base,
            id: refund.id,
            settlement_id: null,
            amount: refundAmount,
            reason: afterwards.pick(REFUND_REASONS),
            status: refundStatus,
            processor_id_external: externalId(processor.gateway, afterwards, true),
            last_status_update: new Date(lastUpdate),
            created_at: new Date(moment),
          });
        }
      }
      const disputable = status === 'SETTLEMENT_COMPLETED' && !refund && DISPUTABLE.has(product);
      const unlucky = disputable && afterwards.chance(0.003);
      // Every merchant that takes disputable payments has had a chargeback by the anchor, whatever the
      // draw: its oldest settled payment old enough for one becomes disputed. Those draw from a stream of
      // their own, so the rest of the data is what it would have been without them.
      const firstOfMerchant =
        disputable &&
        !unlucky &&
        !disputedOrganisations.has(organisation.id) &&
        anchor - updated > 30 * DAY_MS;
      if (status === 'CHARGEBACK' || unlucky || firstOfMerchant) {
        const draw = firstOfMerchant ? firstDisputes : afterwards;
        // A dispute arrives 20 to 90 days after the payment; a merchant's first one before the anchor.
        const arrival = () => updated + draw.int(20, 90) * DAY_MS;
        const received =
          status === 'CHARGEBACK'
            ? updated
            : firstOfMerchant
              ? Math.min(arrival(), anchor - DAY_MS)
              : arrival();
        if (received < anchor) {
          disputedOrganisations.add(organisation.id);
          const age = anchor - received;
          let disputeStatus: ChargebackStatus;
          if (age < 10 * DAY_MS) disputeStatus = 'OPEN';
          else if (status === 'CHARGEBACK')
            disputeStatus = age < 45 * DAY_MS || draw.chance(0.3) ? 'IN_DISPUTE' : 'LOST';
          else disputeStatus = draw.chance(0.75) ? 'WON' : 'CANCELLED';
          const family = brand === 'maestro' ? 'mastercard' : (brand ?? 'wallet');
          const [reasonCode, disputeReason] = draw.pick(DISPUTE_REASONS[family]!);
          chargebacks.push({
            ...base,
            id: draw.uuid(),
            processor_id: processor.id,
            settlement_id: null,
            amount: draw.chance(0.9) ? amount : Math.max(1, Math.round(amount * draw.between(0.3, 0.9))),
            reason: disputeReason,
            reason_code: reasonCode,
            status: disputeStatus,
            source_type:
              disputeStatus === 'LOST' && draw.chance(0.3) ? 'second_chargeback' : 'first_chargeback',
            work_by_date: new Date(received + 20 * DAY_MS).toISOString().slice(0, 10),
            processor_id_external: externalId(processor.gateway, draw),
            last_status_update: new Date(
              disputeStatus === 'OPEN' ? received : Math.min(anchor, received + draw.int(5, 30) * DAY_MS),
            ),
            created_at: new Date(received),
          });
        }
      }
      if (row % sampleEvery === 0) {
        samples.push({
          id,
          organisation,
          profileId: profile.id,
          amount,
          currency: profile.currency,
          status,
          reference,
          product,
          gateway: processor.gateway,
          createdAt: time,
          customerId: customer?.id ?? null,
          refund,
        });
      }
    }
    const literals: Record<string, string> = {};
    for (const [name, builder] of Object.entries(columns)) literals[name] = builder.literal();
    const prepared = withStatusHistory(prepareInsert('transactions', types, literals, TRANSPORTS));
    if (pending) await pending;
    pending = client.query(prepared.text, prepared.values);
    // Awaited on the next round; this only keeps a failure from counting as unhandled meanwhile.
    pending.catch(() => undefined);
  }
  if (pending) await pending;
  await insertRows(client, 'refunds', refunds);
  await insertRows(client, 'chargebacks', chargebacks);
  return { refunds: refunds.length, chargebacks: chargebacks.length, samples, lastCollections };
}
