import { createHash } from 'node:crypto';
import {
  builtInWelcomeMail,
  configurationFields,
  type StatusOf,
  WEBHOOK_RETRY_SCHEDULE_SECONDS,
  WEBHOOK_STATUSES,
} from '@psp/domain';
import { linkTokenDigest } from '../hosted-page/hosted-link-url.js';
import { DEFAULT_PRODUCT_NAME } from '../platform/config.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { Row } from './bulk.js';
import type { Gateway, PaymentProduct } from './demo-organisations.js';
import type { Customers } from './generate-customers.js';
import { customerImports } from './generate-imports.js';
import { buildReports } from './generate-reports.js';
import { isoDate, type Subscriptions, subscriptionLinkRow } from './generate-subscriptions.js';
import { type SampleTransaction, samplesOf, type WrittenTransactions } from './generate-transactions.js';
import { Random } from './random.js';
import { DAY_MS, HOUR_MS } from './rhythm.js';
import { addRows, type Organisation, PRODUCT_NAMES, type User, type World } from './world.js';

/**
 * The low-volume tables that refer to payments: links, schedules, webhooks, reports, the audit trail
 * and the provider's own configuration. Built after the transactions, from a sample of them.
 */

const MINUTE_MS = 60_000;

function welcomeMail(audience: string): string {
  return [
    '<p>Dear [name],</p>',
    `<p>An account has been created for you in the Lighthouse Payments back-office${audience}.</p>`,
    '<p>Choose your password to get started:</p>',
    '<p>[enter_password_button]</p>',
    '<p>This link is valid for 24 hours. After that, request a new one with',
    '<a href="[url_forgot_password]">Forgot password</a>.</p>',
    '<p>For your security, turn on two-factor authentication (an authenticator app or e-mail codes)',
    'right after your first login, in your Profile (the menu under your name).</p>',
    '<p>You can always sign in at <a href="[url_login]">[url_login]</a>.</p>',
    '<p>Kind regards,<br>Lighthouse Payments</p>',
  ].join('\n');
}

type Fees = {
  event?: 'payment' | 'refund' | 'chargeback';
  payment_product: PaymentProduct;
  fixed: number;
  percentage: number;
}[];

const STANDARD_FEES: Fees = [
  { payment_product: 'card', fixed: 10, percentage: 140 },
  { payment_product: 'ideal', fixed: 29, percentage: 0 },
  { payment_product: 'paypal', fixed: 10, percentage: 40 },
  { payment_product: 'bancontact', fixed: 25, percentage: 0 },
  { payment_product: 'sofort', fixed: 25, percentage: 90 },
  { payment_product: 'klarna', fixed: 30, percentage: 290 },
  { payment_product: 'applepay', fixed: 10, percentage: 140 },
  { event: 'chargeback', payment_product: 'card', fixed: 1500, percentage: 0 },
  { event: 'refund', payment_product: 'card', fixed: 10, percentage: 0 },
];

function providerConfiguration(world: World, random: Random): void {
  const { provider, tables } = world;
  const created = new Date(provider.createdAt + 10 * DAY_MS);
  addRows(tables, 'welcome_mails', [
    {
      id: random.uuid(),
      organisation_id: provider.id,
      name: 'Welcome: Lighthouse staff',
      content: welcomeMail(' as a member of the Lighthouse Payments team'),
      default: false,
      psp_default: true,
      created_at: created,
      updated_at: created,
    },
    {
      id: random.uuid(),
      organisation_id: provider.id,
      name: 'Welcome: merchants',
      content: welcomeMail(', where you manage the payments of your organisation'),
      default: true,
      psp_default: false,
      created_at: created,
      updated_at: created,
    },
    {
      // Its own stream, so adding the row shifts no other seeded value.
      id: new Random(random.seed, 'welcome-mail-built-in').uuid(),
      organisation_id: provider.id,
      name: 'Standard welcome (built-in)',
      content: builtInWelcomeMail('en', DEFAULT_PRODUCT_NAME),
      default: false,
      psp_default: false,
      created_at: created,
      updated_at: created,
    },
  ]);
  const schemes: { type: string; name: string; visible: boolean; fees: Fees }[] = [
    { type: 'REVENUE', name: 'Standard merchant pricing 2026', visible: true, fees: STANDARD_FEES },
    {
      type: 'REVENUE',
      name: 'Enterprise pricing (negotiated)',
      visible: false,
      fees: [
        { payment_product: 'card', fixed: 5, percentage: 95 },
        { payment_product: 'ideal', fixed: 19, percentage: 0 },
      ],
    },
    {
      type: 'RESERVE',
      name: 'Rolling reserve 5% (high risk)',
      visible: false,
      fees: [
        { payment_product: 'card', fixed: 0, percentage: 500 },
        { payment_product: 'klarna', fixed: 0, percentage: 500 },
      ],
    },
    {
      type: 'COST',
      name: 'Interchange++ acquiring costs',
      visible: false,
      fees: [
        { payment_product: 'card', fixed: 2, percentage: 30 },
        { payment_product: 'ideal', fixed: 12, percentage: 0 },
        { payment_product: 'bancontact', fixed: 8, percentage: 0 },
      ],
    },
    {
      type: 'PARTNER',
      name: 'Reseller revenue share',
      visible: true,
      fees: [
        { payment_product: 'card', fixed: 0, percentage: 25 },
        { payment_product: 'ideal', fixed: 3, percentage: 0 },
      ],
    },
  ];
  addRows(
    tables,
    'pricing_schemes',
    schemes.map((scheme) => ({
      id: random.uuid(),
      organisation_id: provider.id,
      type: scheme.type,
      name: scheme.name,
      active: true,
      visible: scheme.visible,
      // Each line in every currency the merchants are paid in; SEK has about a tenth of the value.
      fees: (['EUR', 'GBP', 'USD', 'SEK'] as const).flatMap((currency) =>
        scheme.fees.map((line) => ({
          event: 'payment',
          card_brand: null,
          region: null,
          currency_code: currency,
          minimum: null,
          maximum: null,
          ...line,
          fixed: currency === 'SEK' ? line.fixed * 10 : line.fixed,
        })),
      ),
      gateway: scheme.type === 'COST' ? 'adyen' : null,
      reserve_days: scheme.type === 'RESERVE' ? 90 : null,
      created_at: created,
      updated_at: created,
    })),
  );

  // The provider imports the settlement reports of one processor per collecting merchant.
  const imported = world.merchants
    .filter((organisation) => organisation.collecting && organisation.activeUntil >= world.anchor)
    .flatMap(
      (organisation) => organisation.processors.find((processor) => processor.gateway !== 'direct') ?? [],
    );
  const reportDay = Math.floor(world.anchor / DAY_MS) * DAY_MS;
  const settlementRows = imported.slice(0, 12).map((processor) => {
    const gatewayName = processor.gateway[0]!.toUpperCase() + processor.gateway.slice(1);
    const since = new Date(processor.organisation.activeFrom);
    return {
      id: random.uuid(),
      organisation_id: provider.id,
      processor_id: processor.id,
      name: `${gatewayName} settlement report: ${processor.organisation.name} (${PRODUCT_NAMES[processor.product]})`,
      type: `${processor.gateway}_settlement_report`,
      active: true,
      last: new Date(reportDay - DAY_MS),
      last_run: new Date(Math.min(world.anchor, reportDay + 6 * HOUR_MS + random.int(0, 30) * MINUTE_MS)),
      config: { schedule: 'daily 06:00', format: 'csv', source: random.pick(['sftp', 'api']) },
      created_at: since,
      updated_at: since,
    };
  });
  addRows(tables, 'processor_settlements', settlementRows);
  addRows(
    tables,
    'settlement_updates',
    settlementRows.slice(0, 3).map((settlement, index) => {
      const moment = world.anchor - (index + 2) * 9 * DAY_MS;
      return {
        id: random.uuid(),
        organisation_id: provider.id,
        processor_settlement_id: settlement.id,
        // Moved back a few days to import the reports again after a processor outage.
        last: new Date(Math.floor(moment / DAY_MS) * DAY_MS - 3 * DAY_MS),
        old_last: new Date(Math.floor(moment / DAY_MS) * DAY_MS),
        update_last_run: index !== 1,
        created_at: new Date(moment),
      };
    }),
  );
}

function paymentLinks(
  world: World,
  customers: Customers,
  samples: readonly SampleTransaction[],
  random: Random,
  secrets: SecretBox,
): void {
  const rows: Row[] = [];
  // Its own stream, so the tables generated after the links keep their rows.
  const style = new Random(world.seed, 'payment-link-style');
  for (const organisation of world.merchants) {
    const merchant = organisation.merchant!;
    if (
      merchant.kind === 'shop' ||
      merchant.kind === 'hospitality' ||
      organisation.activeUntil < world.anchor
    )
      continue;
    const paid = samplesOf(samples, organisation).filter(
      (sample) => sample.status === 'SETTLEMENT_COMPLETED',
    );
    const known = customers.byOrganisation[organisation.index]!.customers;
    const count = random.int(3, 9);
    for (let index = 0; index < count; index++) {
      const status = random.pick<StatusOf<'payment_link'>>([
        'DONE',
        'DONE',
        'CREATED',
        'CREATED',
        'EXPIRED',
        'INITIATED',
      ]);
      const sample = status === 'DONE' ? paid.pop() : undefined;
      if (status === 'DONE' && !sample) continue;
      const created =
        sample?.createdAt !== undefined
          ? sample.createdAt - random.int(1, 48) * HOUR_MS
          : status === 'EXPIRED'
            ? world.anchor - random.int(20, 120) * DAY_MS
            : world.anchor - random.int(1, 10 * 24) * HOUR_MS;
      const amount =
        sample?.amount ??
        Math.max(
          100,
          Math.round(random.logNormal(merchant.basket.median, 0.5) * 10 ** organisation.exponent),
        );
      // An open link is sometimes reusable (a deposit or gift-card page paid by many) or switched off.
      const open = status === 'CREATED' || status === 'INITIATED';
      const reusable = open && style.chance(0.3);
      const id = random.uuid();
      rows.push({
        id,
        organisation_id: organisation.id,
        payment_profile_id: sample?.profileId ?? organisation.profiles[0]!.id,
        // Only the digest of its token, derived from the id as the server derives it (issue 28).
        token_sha256: linkTokenDigest(secrets, id),
        reusable,
        checkout_design_id: style.chance(0.6) ? (organisation.checkoutDesignId ?? null) : null,
        return_url: style.chance(0.5) ? `https://www.${organisation.domain}/checkout/return` : null,
        customer_id:
          sample?.customerId ?? (known.length > 0 && random.chance(0.6) ? random.pick(known).id : null),
        transaction_id: sample?.id ?? null,
        amount,
        currency_code: organisation.currency,
        description: random.pick(merchant.items),
        merchant_reference: `LINK-${String(index + 1).padStart(4, '0')}`,
        status,
        active: open && !style.chance(0.15),
        expires_at: new Date(created + 14 * DAY_MS),
        created_at: new Date(created),
        updated_at: new Date(sample ? sample.createdAt : created),
      });
    }
  }
  addRows(world.tables, 'payment_links', rows);
}

function cardAddLinks(world: World, customers: Customers, random: Random, secrets: SecretBox): void {
  const rows: Row[] = [];
  const style = new Random(world.seed, 'card-add-link-style');
  for (const organisation of world.merchants) {
    const known = customers.byOrganisation[organisation.index]!.customers;
    const withCards = known.filter((customer) => customer.card);
    if (!organisation.merchant!.subscriptions || withCards.length === 0) continue;
    for (let index = 0; index < random.int(3, 6); index++) {
      const status = random.pick<StatusOf<'card_add_link'>>([
        'CREATED',
        'INITIATED',
        'DONE',
        'DONE',
        'EXPIRED',
        'CANCELLED',
      ]);
      const customer = status === 'DONE' ? random.pick(withCards) : random.pick(known);
      const created = Math.max(customer.createdAt, world.anchor - random.int(1, 60) * DAY_MS);
      rows.push(
        subscriptionLinkRow(secrets, {
          id: random.uuid(),
          organisation_id: organisation.id,
          payment_profile_id: organisation.profiles[0]!.id,
          customer_id: customer.id,
          subscription_id: null,
          card_id: status === 'DONE' ? customer.card!.id : null,
          checkout_design_id: style.chance(0.5) ? (organisation.checkoutDesignId ?? null) : null,
          return_url: style.chance(0.4) ? `https://www.${organisation.domain}/account/cards` : null,
          status,
          expires_at: new Date(created + 7 * DAY_MS),
          created_at: new Date(created),
          updated_at: new Date(Math.min(world.anchor, created + random.int(0, 48) * HOUR_MS)),
        }),
      );
    }
  }
  addRows(world.tables, 'card_add_links', rows);
}

function scheduledTransactions(
  world: World,
  customers: Customers,
  subscriptions: Subscriptions,
  written: WrittenTransactions,
  random: Random,
): void {
  const rows: Row[] = [];
  for (const subscription of subscriptions.records) {
    const base = {
      organisation_id: subscription.organisation.id,
      payment_profile_id: subscription.profile.id,
      customer_id: subscription.customer.id,
      subscription_id: subscription.id,
      currency_code: subscription.organisation.currency,
    };
    const last = subscription.lastPayment;
    const card =
      subscription.status === 'CREATED' || subscription.paypal
        ? null
        : (subscription.customer.card?.id ?? null);
    // The charge of the cycle a past-due subscription owes waits for its next try (ADR 0014: the first
    // retry a day after the first try); an active one's next cycle is due on its day; a new one's first
    // cycle waits for the customer's card.
    if (subscription.status === 'PAST_DUE' && last) {
      rows.push({
        ...base,
        id: random.uuid(),
        subscription_cycle: last.cycle,
        card_id: card,
        transaction_id: written.lastCollections.get(subscription.id) ?? null,
        amount: last.amount,
        due_date: isoDate(last.time),
        status: 'CREATED',
        status_reason: last.declineReason ?? null,
        tries: 1,
        first_tried_on: isoDate(last.time),
        next_try_on: isoDate(last.time + DAY_MS),
        created_at: new Date(last.time - DAY_MS),
        updated_at: new Date(last.time),
      });
    } else if (
      (subscription.status === 'ACTIVE' || subscription.status === 'CREATED') &&
      subscription.nextDue
    ) {
      const created = Math.min(world.anchor, subscription.nextDue - 3 * DAY_MS);
      rows.push({
        ...base,
        id: random.uuid(),
        subscription_cycle: (last?.cycle ?? 0) + 1,
        card_id: card,
        amount: subscription.amount,
        due_date: isoDate(subscription.nextDue),
        status: 'CREATED',
        // A PayPal one's is charged on its agreement.
        next_try_on: card || subscription.paypal ? isoDate(subscription.nextDue) : null,
        created_at: new Date(created),
        updated_at: new Date(created),
      });
    }
  }
  // Business customers pay large orders in instalments.
  for (const organisation of world.merchants.filter((candidate) => candidate.merchant!.kind === 'b2b')) {
    const known = customers.byOrganisation[organisation.index]!.customers;
    for (let index = 0; index < Math.min(known.length, 6); index++) {
      const customer = random.pick(known);
      const created = Math.max(customer.createdAt, world.anchor - random.int(1, 20) * DAY_MS);
      rows.push({
        organisation_id: organisation.id,
        payment_profile_id: organisation.profiles[0]!.id,
        customer_id: customer.id,
        subscription_id: null,
        // Charged on the customer's stored card on its due date; one without a card fails then.
        card_id: customer.card?.id ?? null,
        currency_code: organisation.currency,
        id: random.uuid(),
        amount: Math.round(random.logNormal(organisation.merchant!.basket.median / 3, 0.4)) * 100,
        due_date: isoDate(world.anchor + random.int(3, 60) * DAY_MS),
        status: 'CREATED',
        created_at: new Date(created),
        updated_at: new Date(created),
      });
    }
  }
  addRows(
    world.tables,
    'scheduled_transactions',
    rows.map((row) => ({
      transaction_id: null,
      status_reason: null,
      subscription_cycle: null,
      card_id: null,
      tries: 0,
      first_tried_on: null,
      next_try_on: null,
      ...row,
    })),
  );
}

const WEBHOOK_STATUS_SET: ReadonlySet<string> = new Set(WEBHOOK_STATUSES);
/** The retry schedule (docs/adr/0011), in ms after each failed attempt. */
const RETRY_AFTER_MS = WEBHOOK_RETRY_SCHEDULE_SECONDS.map((seconds) => seconds * 1000);

/**
 * Webhooks of the last payments of profiles with a URL, as the delivery worker leaves them: most
 * delivered at once, some after failed attempts (5xx, timeouts), a few failed for good after the whole
 * schedule, one endpoint per few merchants disabled by a 410, and a few manual test sends.
 */
function webhooks(world: World, samples: readonly SampleTransaction[], random: Random): void {
  const hooks: Row[] = [];
  const history: Row[] = [];
  const endpoints = new Map<string, Row>();
  const profiles = new Map(world.profiles.map((profile) => [profile.id, profile]));
  const candidates = samples.filter(
    (sample) => profiles.get(sample.profileId)?.webhookUrl && WEBHOOK_STATUS_SET.has(sample.status),
  );
  const failures = [
    { status_code: 500, content: 'Internal Server Error', error: null },
    { status_code: 502, content: '<html><body><h1>502 Bad Gateway</h1></body></html>', error: null },
    { status_code: 503, content: 'Service temporarily unavailable', error: null },
    { status_code: null, content: null, error: 'No answer within 15 s' },
    { status_code: null, content: null, error: 'connect ECONNREFUSED' },
  ];
  for (const sample of candidates.slice(-150)) {
    const id = random.uuid();
    const url = profiles.get(sample.profileId)!.webhookUrl!;
    const gone = random.chance(0.03);
    const failing = !gone && random.chance(0.04);
    const attempts = gone
      ? random.int(1, 2)
      : failing
        ? RETRY_AFTER_MS.length + 1
        : random.chance(0.85)
          ? 1
          : random.int(2, 4);
    const created = sample.createdAt + random.int(1, 5) * 1000;
    let moment = created;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const last = attempt === attempts;
      const answer =
        gone && last
          ? { status_code: 410, content: 'Gone', error: null }
          : !failing && !gone && last
            ? { status_code: 200, content: '{"received":true}', error: null }
            : random.pick(failures);
      history.push({
        id: random.uuid(),
        organisation_id: sample.organisation.id,
        webhook_id: id,
        attempt,
        ...answer,
        duration_ms: answer.error?.startsWith('No answer') ? 15_000 : random.int(40, 900),
        created_at: new Date(Math.min(world.anchor, moment)),
      });
      if (!last) moment += RETRY_AFTER_MS[attempt - 1]!;
    }
    if (gone) {
      endpoints.set(`${sample.organisation.id} ${url}`, {
        organisation_id: sample.organisation.id,
        url,
        disabled_at: new Date(Math.min(world.anchor, moment)),
        disabled_reason: '410 Gone',
      });
    }
    const delivered = !failing && !gone;
    hooks.push({
      id,
      organisation_id: sample.organisation.id,
      url,
      type: 'transaction',
      item_id: sample.id,
      status: sample.status,
      payment_profile_id: sample.profileId,
      payload: {
        type: 'transaction.status_changed',
        timestamp: new Date(created).toISOString(),
        data: {
          object: 'transaction',
          id: sample.id,
          status: sample.status,
          merchant_reference: sample.reference,
          amount: sample.amount,
          currency_code: sample.currency,
          payment_profile: sample.profileId,
        },
      },
      delivered,
      delivered_on: delivered ? new Date(Math.min(world.anchor, moment)) : null,
      state: delivered ? 'delivered' : gone ? 'disabled' : 'failed',
      manual: false,
      attempts,
      retry_step: delivered ? 0 : Math.min(attempts - 1, RETRY_AFTER_MS.length),
      created_at: new Date(Math.min(world.anchor, created)),
    });
  }
  // A few test sends from the webhook-testing screen, to the merchants' own endpoints.
  for (const sample of candidates.slice(-160, -150).filter((_, index) => index % 3 === 0)) {
    const id = random.uuid();
    const created = Math.min(world.anchor, sample.createdAt + HOUR_MS);
    history.push({
      id: random.uuid(),
      organisation_id: sample.organisation.id,
      webhook_id: id,
      attempt: 1,
      status_code: 200,
      content: '{"received":true}',
      error: null,
      duration_ms: random.int(40, 400),
      created_at: new Date(created),
    });
    hooks.push({
      id,
      organisation_id: sample.organisation.id,
      url: profiles.get(sample.profileId)!.webhookUrl!,
      type: 'transaction',
      item_id: sample.id,
      status: 'AUTHORIZED',
      payment_profile_id: null,
      payload: {
        type: 'transaction.status_changed',
        timestamp: new Date(created).toISOString(),
        data: { object: 'transaction', id: sample.id, status: 'AUTHORIZED', test: true },
      },
      delivered: true,
      delivered_on: new Date(created),
      state: 'delivered',
      manual: true,
      attempts: 1,
      retry_step: 0,
      created_at: new Date(created),
    });
  }
  addRows(world.tables, 'webhooks', hooks);
  addRows(world.tables, 'webhook_history', history);
  addRows(world.tables, 'webhook_endpoints', [...endpoints.values()]);
}

/** A stable public address per user, as the audit trail records the client's IP. */
function officeAddress(userId: string): string {
  const byte = (at: number) => Number.parseInt(userId.slice(at, at + 2), 16);
  return `${77 + (byte(0) % 20)}.${byte(2)}.${byte(4)}.${1 + (byte(6) % 250)}`;
}
const REDACTED = '[redacted]';
const BROWSER_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
const PROCESSOR_ENDPOINTS: Record<Gateway, string> = {
  adyen: 'https://checkout-live.adyen.com/v71/payments',
  stripe: 'https://api.stripe.com/v1/payment_intents',
  mollie: 'https://api.mollie.com/v2/payments',
  buckaroo: 'https://checkout.buckaroo.nl/json/Transaction',
  worldline: 'https://payment.direct.worldline-solutions.com/v2/payments',
  direct: 'https://acquiring.lighthouse.demo/v1/authorisations',
};
const PAYPAL_ENDPOINT = 'https://api-m.paypal.com/v2/checkout/orders';

function processorResult(status: string): string {
  if (status === 'DECLINED' || status === 'PROCESSOR_DECLINED') return 'Refused';
  if (status === 'FAILED' || status === 'UNKNOWN') return 'Error';
  return status === 'SETTLEMENT_COMPLETED' || status.startsWith('AUTHORI') ? 'Authorised' : 'Received';
}

const json = (body: unknown) => ({ headers: [{ name: 'content-type', value: 'application/json' }], body });

/**
 * A few hundred recent API calls: back-office users browsing and refunding, and merchant integrations
 * creating payments (each with the call to the processor as a child). Bodies carry ids, amounts and
 * statuses only, never card data.
 */
function auditTrail(world: World, samples: readonly SampleTransaction[], random: Random): void {
  const rows: Row[] = [];
  const recent = samples.filter((sample) => sample.createdAt > world.anchor - 14 * DAY_MS);
  const users = world.users.filter((user) => user.organisation.activeUntil >= world.anchor);
  const profiles = new Map(world.profiles.map((profile) => [profile.id, profile]));
  const userCall = (user: User, moment: number, call: Omit<Row, 'id'>): void => {
    rows.push({
      id: random.uuid(),
      organisation_id: user.organisation.id,
      parent_id: null,
      destination: null,
      origin: officeAddress(user.id),
      authentication: 'jwt',
      user_id: user.id,
      api_key_id: null,
      transaction_id: null,
      payment_profile_id: null,
      created_at: new Date(moment),
      ...call,
    });
  };
  for (let index = 0; index < 220; index++) {
    const user = random.pick(users);
    const moment = world.anchor - random.int(1, 14 * 24 * 60) * MINUTE_MS;
    const own = recent.filter((sample) => sample.organisation === user.organisation);
    const sample = own.length > 0 ? random.pick(own) : undefined;
    // As recorded: the session cookie redacted before storage.
    const request = {
      headers: [
        { name: 'user-agent', value: BROWSER_AGENT },
        { name: 'cookie', value: REDACTED },
      ],
    };
    const action = random.int(0, 9);
    if (action <= 4) {
      const page = random.int(1, 5);
      userCall(user, moment, {
        route: '/api/transaction',
        type: 'transaction.list',
        method: 'GET',
        url: `/api/transaction?_limit=25&_skip=${(page - 1) * 25}&_sort=-created_at&_populate=customer`,
        response_code: 200,
        request,
        response: json([]),
      });
    } else if (action <= 7 && sample) {
      userCall(user, moment, {
        route: '/api/transaction/:id',
        type: 'transaction.get',
        method: 'GET',
        url: `/api/transaction/${sample.id}`,
        response_code: 200,
        transaction_id: sample.id,
        request,
        response: json({ id: sample.id, status: sample.status, amount: sample.amount }),
      });
    } else if (action === 8 && sample?.status === 'SETTLEMENT_COMPLETED') {
      const amount = Math.max(1, Math.round(sample.amount / 2));
      userCall(user, moment, {
        route: '/api/transaction/:id/refund',
        type: 'transaction.refund',
        method: 'POST',
        url: `/api/transaction/${sample.id}/refund`,
        response_code: 201,
        transaction_id: sample.id,
        request: { ...request, body: { amount, reason: 'Customer request' } },
        response: json({ id: random.uuid(), transaction: sample.id, status: 'PENDING', amount }),
      });
    } else {
      const failed = random.chance(0.15);
      userCall(user, moment, {
        route: '/api/auth/login',
        type: 'auth.login',
        method: 'POST',
        url: '/api/auth/login',
        // Nobody is logged in yet: the call is the provider's, not the user's (ADR 0012).
        organisation_id: world.provider.id,
        authentication: 'none',
        user_id: null,
        response_code: failed ? 401 : 200,
        request: {
          headers: [{ name: 'user-agent', value: BROWSER_AGENT }],
          body: { username: user.email, password: REDACTED },
        },
        response: json(
          failed
            ? { error: 'invalid_credentials', message: 'Invalid username or password' }
            : { status: 'success' },
        ),
      });
    }
  }
  for (const sample of recent
    .filter((candidate) => profiles.get(candidate.profileId)?.webhookUrl)
    .slice(-90)) {
    const endpoint =
      sample.gateway === 'direct' && sample.product === 'paypal'
        ? PAYPAL_ENDPOINT
        : PROCESSOR_ENDPOINTS[sample.gateway];
    const parentId = random.uuid();
    const created = new Date(sample.createdAt);
    const origin = `${random.int(80, 200)}.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;
    const common = {
      organisation_id: sample.organisation.id,
      authentication: 'api',
      user_id: null,
      api_key_id: null,
      transaction_id: sample.id,
      payment_profile_id: sample.profileId,
      created_at: created,
    };
    rows.push({
      ...common,
      id: parentId,
      parent_id: null,
      route: '/v1/transactions',
      destination: null,
      type: 'v1.transaction.create',
      method: 'POST',
      url: '/v1/transactions',
      response_code: 201,
      origin,
      request: {
        headers: [
          { name: 'user-agent', value: 'lighthouse-php/4.2.0' },
          { name: 'authorization', value: REDACTED },
          { name: 'content-type', value: 'application/json' },
        ],
        body: {
          amount: sample.amount,
          currency_code: sample.currency,
          payment_profile: sample.profileId,
          merchant_reference: sample.reference,
          payment_product: sample.product,
          ...(sample.product === 'card' && { card: { number: REDACTED, cvc: REDACTED } }),
        },
      },
      response: json({ id: sample.id, status: sample.status, amount: sample.amount }),
    });
    rows.push({
      ...common,
      id: random.uuid(),
      parent_id: parentId,
      route: 'processor',
      destination: endpoint,
      type: 'processor.request',
      method: 'POST',
      url: endpoint,
      response_code: 200,
      origin: null,
      request: json({ amount: sample.amount, currency: sample.currency, reference: sample.reference }),
      response: json({ resultCode: processorResult(sample.status) }),
    });
  }
  rows.sort((left, right) => (left.parent_id === null ? 0 : 1) - (right.parent_id === null ? 0 : 1));
  addRows(world.tables, 'audit_trail_items', rows);
}

function statusUpdates(world: World, samples: readonly SampleTransaction[], random: Random): void {
  const admin =
    world.provider.users.find((user) => user.email.startsWith('admin@')) ?? world.provider.users[0];
  const settled = samples.filter((sample) => sample.status === 'SETTLEMENT_COMPLETED').slice(-40);
  const refunded = samples.filter((sample) => sample.refund?.status === 'PROCESSED').slice(-10);
  const rows: Row[] = [];
  for (const sample of random.shuffle(settled).slice(0, 4)) {
    rows.push({
      id: random.uuid(),
      organisation_id: sample.organisation.id,
      type: 'transaction',
      transaction_id: sample.id,
      refund_id: null,
      payment_profile_id: sample.profileId,
      status: 'SETTLEMENT_COMPLETED',
      status_reason: 'Confirmed from the processor settlement report',
      created_by: admin?.id ?? null,
      created_at: new Date(Math.min(world.anchor, sample.createdAt + 4 * DAY_MS)),
    });
  }
  for (const sample of random.shuffle(refunded).slice(0, 2)) {
    rows.push({
      id: random.uuid(),
      organisation_id: sample.organisation.id,
      type: 'refund',
      transaction_id: sample.id,
      refund_id: sample.refund!.id,
      payment_profile_id: sample.profileId,
      status: 'PROCESSED',
      status_reason: 'Processed manually after a processor outage',
      created_by: admin?.id ?? null,
      created_at: new Date(Math.min(world.anchor, sample.createdAt + 30 * DAY_MS)),
    });
  }
  addRows(world.tables, 'status_updates', rows);
}

/** Adds the rows of every low-volume table to `world.tables`, after everything they refer to. */
export function buildExtras(
  world: World,
  customers: Customers,
  subscriptions: Subscriptions,
  written: WrittenTransactions,
  secrets: SecretBox,
): void {
  const random = new Random(world.seed, 'extras');
  providerConfiguration(world, random);
  paymentLinks(world, customers, written.samples, random, secrets);
  cardAddLinks(world, customers, random, secrets);
  scheduledTransactions(world, customers, subscriptions, written, random);
  webhooks(world, written.samples, random);
  buildReports(world, written.samples, random);
  auditTrail(world, written.samples, random);
  statusUpdates(world, written.samples, random);
  developerAccess(world, random, secrets);
  customerImports(world, customers);
}

/** Account identifiers a merchant fills in; secrets stay empty for the merchant to add. */
function sharedAccountValue(field: string, organisation: Organisation, random: Random): string | null {
  const account = organisation.name.replace(/\W+/g, '');
  switch (field) {
    case 'merchant_account':
    case 'website_key':
      return account;
    case 'merchant_id':
      return `${account.slice(0, 12).toUpperCase()}${random.int(100, 999)}`;
    case 'account_id':
      return `acct_${random.uuid().replaceAll('-', '').slice(0, 16)}`;
    case 'profile_id':
      return `pfl_${random.uuid().replaceAll('-', '').slice(0, 10)}`;
    default:
      return null;
  }
}

/**
 * An API key for every active merchant with a login (only a hash of the key is stored, as in real use),
 * and a share request of gateway configuration for merchants that use a gateway: the provider asks for
 * the catalogue's fields, the account names are filled in and the secrets left for the merchant. Values
 * are stored sealed, as the API stores them.
 */
function developerAccess(world: World, random: Random, secrets: SecretBox): void {
  const keys: Row[] = [];
  const shares: Row[] = [];
  for (const organisation of world.merchants) {
    const [user] = organisation.users;
    if (!user || organisation.activeUntil < world.anchor) continue;
    const key = random.uuid();
    keys.push({
      id: random.uuid(),
      organisation_id: organisation.id,
      payment_profile_id: organisation.profiles[0]?.id ?? null,
      name: 'Web shop integration',
      prefix: `pk_live_${key.slice(0, 8)}`,
      key_hash: createHash('sha256').update(key).digest('hex'),
      last_used_at: new Date(world.anchor - random.int(1, 48) * HOUR_MS),
      created_by: user.id,
      created_at: new Date(organisation.createdAt + random.int(1, 30) * DAY_MS),
    });
    const viaGateway = organisation.processors.find((processor) => processor.gateway !== 'direct');
    if (!viaGateway) continue;
    shares.push({
      id: random.uuid(),
      organisation_id: organisation.id,
      user_id: user.id,
      name: `${viaGateway.gateway} ${viaGateway.product} account`,
      description: `Merchant account at ${viaGateway.gateway} for onboarding the ${viaGateway.product} processor`,
      type: 'processor',
      gateway: viaGateway.gateway,
      payment_product: viaGateway.product,
      processor_settlement_type: null,
      details: configurationFields({
        gateway: viaGateway.gateway,
        type: 'processor',
        payment_product: viaGateway.product,
      }).map((field) => {
        const value = sharedAccountValue(field.name, organisation, random);
        return { name: field.name, description: field.description, value: value && secrets.seal(value) };
      }),
      created_at: new Date(organisation.createdAt + random.int(1, 10) * DAY_MS),
    });
  }
  addRows(world.tables, 'api_keys', keys);
  // Who created each key, as the user-action audit shows it (the event the API's create records).
  addRows(
    world.tables,
    'events',
    keys.map((key) => ({
      id: new Random(world.seed, `api-key-event-${key.id}`).uuid(),
      organisation_id: key.organisation_id,
      type: 'apikey.created',
      resource: 'apikey',
      resource_id: key.id,
      action: 'created',
      actor_kind: 'user',
      actor_id: key.created_by,
      before: null,
      after: {
        id: key.id,
        name: key.name,
        prefix: key.prefix,
        organisation: key.organisation_id,
        payment_profile: key.payment_profile_id,
        created_by: key.created_by,
        last_used_at: null,
        revoked_at: null,
        created_at: (key.created_at as Date).toISOString(),
      },
      created_at: key.created_at,
    })),
  );
  addRows(world.tables, 'share_credentials', shares);
  // The payments API calls of the audit trail name the key that made them.
  const keyOf = new Map(keys.map((key) => [key.organisation_id, key.id]));
  world.tables.set(
    'audit_trail_items',
    (world.tables.get('audit_trail_items') ?? []).map((item) =>
      item.authentication === 'api' ? { ...item, api_key_id: keyOf.get(item.organisation_id) ?? null } : item,
    ),
  );
}
