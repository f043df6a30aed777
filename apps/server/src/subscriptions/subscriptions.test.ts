import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentEngine } from '../payments/create-payment.js';
import { type ProcessorAdapter, simulatedProcessor } from '../payments/processor-adapter.js';
import { JOB_QUEUES } from '../platform/jobs/queues.js';
import { testNow, testToday } from '../test/clock.js';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { engineProfile } from '../test/engine-profile.js';
import { eventually } from '../test/eventually.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';
import { BillingRun } from './billing-run.js';

let app: TestApp;
let owner: Client;
let bakery: string;
let profile: { id: string; currency_code: string };
let simA: string;
let key: { id: string; secret: string };
let plan: { id: string; amount: number };
let reference = 0;
const nextYear = testNow().getUTCFullYear() + 1;
const today = () => testToday('UTC');

const until = (condition: () => Promise<boolean>, timeout = 20_000) => eventually(condition, timeout);

/** A customer of the bakery with a card stored by a first payment. */
async function customerWithCard(number = '4242424242424242') {
  const response = await app.withApiKey(key.secret).post('/v1/transactions', {
    amount: 100,
    currency_code: profile.currency_code,
    payment_profile: profile.id,
    payment_product: 'card',
    merchant_reference: `first-${++reference}`,
    card: { number, expiry_month: 12, expiry_year: nextYear, cvc: '123' },
    customer_details: { email_address: `member-${reference}@example.com` },
    recurring_type: 'first',
  });
  expect(response.statusCode, response.body).toBe(201);
  return { customer: response.json().customer as string, card: response.json().card as string };
}

async function subscribe(extra: object = {}, stored?: { customer: string; card: string }) {
  const payer = stored ?? (await customerWithCard());
  const response = await owner.post('/api/subscription', {
    customer: payer.customer,
    plan: plan.id,
    card: payer.card,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const paymentsOf = (subscription: string) =>
  app.query<{ subscription_cycle: number; amount: number; status: string; recurring_type: string }>(
    `SELECT subscription_cycle, amount, status, recurring_type FROM transactions
     WHERE subscription_id = $1 ORDER BY created_at, subscription_cycle`,
    [subscription],
  );

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.as(DEMO.bakeryOwner);
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  const setup = await engineProfile(app, bakery);
  profile = setup.profile;
  simA = setup.processors.simA;
  key = await app.newApiKey(bakery);
  const created = await owner.post('/api/plan', {
    name: 'Bread club monthly',
    amount: 2500,
    payment_profile: profile.id,
    interval: 'month',
    statuses_subscription_update: ['ACTIVE', 'PAST_DUE', 'EXPIRED'],
    webhook_subscription_update: 'https://hooks.goudenkorst.example/subscriptions',
    email_subscription_update: 'billing@goudenkorst.demo',
  });
  expect(created.statusCode, created.body).toBe(201);
  plan = created.json();
}, 120_000);
afterAll(() => app?.close());

describe('plans and discounts of a chain (002 §3)', () => {
  it("take a shop of the chain as organisation; a plan's checkout design and descriptor are kept, the design its own organisation's", async () => {
    const shop = await organisationIdOf(app, DEMO.shopOwner);
    const [design] = await app.query<{ id: string; name: string }>(
      'SELECT id, name FROM checkout_designs WHERE organisation_id = $1 LIMIT 1',
      [bakery],
    );
    expect(design).toBeDefined();
    const body = { name: 'Croissant club', amount: 1500, payment_profile: profile.id, interval: 'week' };
    const created = await owner.post('/api/plan', {
      ...body,
      checkout: design!.id,
      dynamic_descriptor: 'GOUDENKORST CLUB',
    });
    expect(created.statusCode, created.body).toBe(201);
    const listed = (await owner.get(`/api/plan?id=${created.json().id}&_populate=checkout`)).json();
    expect(listed[0]).toMatchObject({
      checkout: { id: design!.id, name: design!.name },
      dynamic_descriptor: 'GOUDENKORST CLUB',
    });
    const elsewhere = await owner.post('/api/plan', { ...body, organisation: shop, checkout: design!.id });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().details[0]).toMatchObject({ path: 'body.checkout', code: 'invalid_reference' });

    const discount = await owner.post('/api/subscriptiondiscount', {
      name: 'Utrecht only',
      amount: 100,
      organisation: shop,
    });
    expect(discount.statusCode, discount.body).toBe(201);
    expect(discount.json().organisation).toBe(shop);
    const zero = await owner.post('/api/subscriptiondiscount', { name: 'Never', amount: 100, duration: 0 });
    expect(zero.json().details[0]).toMatchObject({ path: 'body.duration', expected: 1, actual: 0 });
  });
});

describe('subscriptions', () => {
  it('creates one CREATED on the plan profile with cycle 1 scheduled and a link; the customer’s card through the link activates it', async () => {
    const payer = await customerWithCard();
    const response = await owner.post('/api/subscription', { customer: payer.customer, plan: plan.id });
    expect(response.statusCode, response.body).toBe(201);
    const subscription = response.json();
    expect(subscription).toMatchObject({
      status: 'CREATED',
      billing_cycle: 1,
      due_date: today(),
      payment_profile: profile.id,
      card: null,
    });
    expect(subscription.subscription_url).toMatch(/\/pay\/[0-9a-f]{64}$/);
    const [waiting] = await app.query<{ amount: number; next_try_on: string | null; status: string }>(
      'SELECT amount, next_try_on, status FROM scheduled_transactions WHERE subscription_id = $1',
      [subscription.id],
    );
    expect(waiting).toEqual({ amount: 2500, next_try_on: null, status: 'CREATED' });

    const token = (subscription.subscription_url as string).split('/pay/')[1];
    const stored = await app.server.fastify.inject({
      method: 'POST',
      url: `/api/pay/${token}/cards`,
      remoteAddress: '10.9.0.1',
      payload: { card: { number: '5555555555554444', expiry_month: 12, expiry_year: nextYear, cvc: '123' } },
    });
    expect(stored.json()).toMatchObject({ result: 'approved' });
    await until(
      async () => (await owner.get(`/api/subscription/${subscription.id}`)).json().status === 'ACTIVE',
    );
    const after = (await owner.get(`/api/subscription/${subscription.id}`)).json();
    expect(after).toMatchObject({ billing_cycle: 2, last_paid_cycle: 1, past_due_since: null });
    expect(after.card).not.toBeNull();
    expect(await paymentsOf(subscription.id)).toEqual([
      { subscription_cycle: 1, amount: 2500, status: 'SETTLEMENT_REQUESTED', recurring_type: 'repeat' },
    ]);
  });

  it('two customers give the same card through their links: each is charged on a card of its own', async () => {
    const subscriptions = [];
    for (const payer of [await customerWithCard(), await customerWithCard()]) {
      const response = await owner.post('/api/subscription', { customer: payer.customer, plan: plan.id });
      expect(response.statusCode, response.body).toBe(201);
      subscriptions.push(response.json() as { id: string; customer: string; subscription_url: string });
    }
    for (const subscription of subscriptions) {
      const stored = await app.server.fastify.inject({
        method: 'POST',
        url: `/api/pay/${subscription.subscription_url.split('/pay/')[1]}/cards`,
        remoteAddress: '10.9.0.2',
        payload: { card: { number: '5200828282828210', expiry_month: 7, expiry_year: nextYear, cvc: '123' } },
      });
      expect(stored.json()).toMatchObject({ result: 'approved' });
    }
    for (const subscription of subscriptions) {
      await until(
        async () => (await owner.get(`/api/subscription/${subscription.id}`)).json().status === 'ACTIVE',
      );
      expect(await paymentsOf(subscription.id)).toEqual([
        { subscription_cycle: 1, amount: 2500, status: 'SETTLEMENT_REQUESTED', recurring_type: 'repeat' },
      ]);
    }
    const cards = await app.query<{ customer_id: string; fingerprint: string }>(
      `SELECT k.customer_id, k.fingerprint FROM subscriptions s JOIN cards k ON k.id = s.card_id
       WHERE s.id = ANY($1::uuid[]) ORDER BY array_position($1::uuid[], s.id)`,
      [subscriptions.map((subscription) => subscription.id)],
    );
    // One card, as its fingerprint tells, stored once for each customer.
    expect(cards.map((card) => card.customer_id)).toEqual(subscriptions.map((s) => s.customer));
    expect(cards[0]!.fingerprint).toBe(cards[1]!.fingerprint);
  });

  it('refuses a customer of another organisation and a card that is not the customer’s (400 naming the field)', async () => {
    const mine = await customerWithCard();
    const other = await customerWithCard();
    const wrongCard = await owner.post('/api/subscription', {
      customer: mine.customer,
      plan: plan.id,
      card: other.card,
    });
    expect(wrongCard.statusCode).toBe(400);
    expect(wrongCard.json().details).toEqual([
      expect.objectContaining({ path: 'body.card', code: 'invalid_reference' }),
    ]);
    const sibling = await app.as(DEMO.siblingOwner);
    const foreign = await sibling.post('/api/subscription', { customer: mine.customer, plan: plan.id });
    expect(foreign.statusCode).toBe(400);
    const edit = await owner.request('PUT', `/api/subscription/${(await subscribe()).id}`, { plan: plan.id });
    expect(edit.statusCode).toBe(400);
  });

  it('charges a due cycle once however often the billing runs, and schedules the next one anchored to its first day', async () => {
    const subscription = await subscribe({ test_clock: '2026-01-31' });
    await Promise.all([
      app.server.billing.run({ subscription: subscription.id }),
      app.server.billing.run({ subscription: subscription.id }),
    ]);
    await owner.post(`/api/subscription/${subscription.id}/charge`);
    const payments = await paymentsOf(subscription.id);
    expect(payments.map((payment) => payment.subscription_cycle)).toEqual([1]);
    const after = (await owner.get(`/api/subscription/${subscription.id}`)).json();
    // Cycle 2 of a subscription anchored on 31 January is due on the last day of February.
    expect(after).toMatchObject({ status: 'ACTIVE', billing_cycle: 2, due_date: '2026-02-28' });
    const charges = await app.query<{ subscription_cycle: number; status: string; next_try_on: string }>(
      `SELECT subscription_cycle, status, next_try_on::text FROM scheduled_transactions
       WHERE subscription_id = $1 ORDER BY subscription_cycle`,
      [subscription.id],
    );
    expect(charges).toEqual([
      { subscription_cycle: 1, status: 'DONE', next_try_on: null },
      { subscription_cycle: 2, status: 'CREATED', next_try_on: '2026-02-28' },
    ]);
  });

  it('charges what is due from the schedule’s run, a job without data', async () => {
    const subscription = await subscribe();
    const id = await app.server.jobs.boss.send(
      JOB_QUEUES.subscriptionBilling.name,
      null as unknown as object,
    );
    await until(async () => {
      const [job] = await app.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [id]);
      return job?.state === 'completed' || job?.state === 'failed';
    });
    const [job] = await app.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [id]);
    expect(job?.state).toBe('completed');
    expect((await paymentsOf(subscription.id)).map((payment) => payment.subscription_cycle)).toEqual([1]);
  });

  it('keeps why the engine refused a try: a card that is not the customer’s leaves it PAST_DUE with the field message', async () => {
    const subscription = await subscribe();
    const other = await customerWithCard();
    await app.query('UPDATE subscriptions SET card_id = $2 WHERE id = $1', [subscription.id, other.card]);
    await app.query('UPDATE scheduled_transactions SET card_id = $2 WHERE subscription_id = $1', [
      subscription.id,
      other.card,
    ]);
    await app.server.billing.run({ subscription: subscription.id });
    expect(await paymentsOf(subscription.id)).toEqual([]);
    expect((await owner.get(`/api/subscription/${subscription.id}`)).json()).toMatchObject({
      status: 'PAST_DUE',
      status_reason: `No card ${other.card} of the payment's customer`,
    });
  });

  it('attaches one discount at a time within its rules, previews the next charge and charges exactly that', async () => {
    const half = (
      await owner.post('/api/subscriptiondiscount', {
        name: 'Half off twice',
        type: 'percentage',
        amount: 0.5,
        duration: 2,
      })
    ).json();
    const welcome = (
      await owner.post('/api/subscriptiondiscount', {
        name: 'Welcome',
        amount: 700,
        limit_to_first_order: true,
      })
    ).json();
    const big = (
      await owner.post('/api/subscriptiondiscount', {
        name: 'Big baskets',
        amount: 100,
        minimum_amount: 5000,
      })
    ).json();
    const subscription = await subscribe({ test_clock: '2026-03-01' });
    const below = await owner.post(`/api/subscription/${subscription.id}/add-discount/${big.id}`);
    expect(below.statusCode).toBe(422);
    expect(below.json().details[0]).toMatchObject({ expected: 5000, actual: 2500 });
    const attached = await owner.post(`/api/subscription/${subscription.id}/add-discount/${half.id}`);
    expect(attached.statusCode, attached.body).toBe(200);
    // 002 §7: the list populates the active discount (subscription_discount).
    const populated = await owner.get(
      `/api/subscription?id=${subscription.id}&_populate=subscription_discount`,
    );
    expect(populated.statusCode, populated.body).toBe(200);
    expect(populated.json()[0].subscription_discount).toMatchObject({ id: half.id, name: 'Half off twice' });
    expect(
      (await owner.post(`/api/subscription/${subscription.id}/add-discount/${welcome.id}`)).statusCode,
    ).toBe(409);
    const preview = (await owner.get(`/api/subscription/${subscription.id}/preview`)).json();
    expect(preview).toEqual({
      cycle: 1,
      due_date: '2026-03-01',
      gross: 2500,
      discount: 1250,
      amount: 1250,
      currency_code: profile.currency_code,
      discount_name: 'Half off twice',
    });
    await owner.post(`/api/subscription/${subscription.id}/charge`);
    await owner.post(`/api/subscription/${subscription.id}/advance-clock`, { to: '2026-05-01' });
    expect((await paymentsOf(subscription.id)).map((payment) => Number(payment.amount))).toEqual([
      preview.amount,
      1250,
      2500,
    ]);
    const discounts = (await owner.get(`/api/subscription/${subscription.id}/discounts`)).json();
    expect(discounts).toEqual([
      expect.objectContaining({
        active: false,
        applied_duration: 2,
        subscription_discount: expect.objectContaining({ name: 'Half off twice', amount: 0.5 }),
      }),
    ]);
    // Cycle 4 is next: a first-order-only discount no longer fits; another can be attached and removed.
    const late = await owner.post(`/api/subscription/${subscription.id}/add-discount/${welcome.id}`);
    expect(late.statusCode).toBe(422);
    const fixed = (await owner.post('/api/subscriptiondiscount', { name: 'Loyalty', amount: 300 })).json();
    await owner.post(`/api/subscription/${subscription.id}/add-discount/${fixed.id}`);
    expect((await owner.get(`/api/subscription/${subscription.id}/preview`)).json().amount).toBe(2200);
    const active = (await owner.get(`/api/subscription/${subscription.id}/discounts`)).json()[0];
    const removed = await owner.delete(
      `/api/subscription/${subscription.id}/remove-attached-discount/${active.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await owner.get(`/api/subscription/${subscription.id}/preview`)).json()).toMatchObject({
      amount: 2500,
      discount_name: null,
    });
  });

  it('bills PayPal: the customer approves the first cycle at PayPal, later cycles are charged on the agreement without them', async () => {
    const [paypal] = await app.query<{ id: string }>(
      `INSERT INTO processors (organisation_id, name, payment_product, gateway)
       VALUES ($1, 'Sim PayPal', 'paypal', 'adyen') RETURNING id`,
      [bakery],
    );
    await app.query(
      'INSERT INTO payment_profile_processors (payment_profile_id, processor_id, position) VALUES ($1, $2, 9)',
      [profile.id, paypal!.id],
    );
    const payer = await customerWithCard();
    const body = { customer: payer.customer, plan: plan.id, payment_product: 'paypal' };
    const withCard = await owner.post('/api/subscription', { ...body, card: payer.card });
    expect(withCard.statusCode).toBe(400);
    expect(withCard.json().details[0]).toMatchObject({ path: 'body.card' });
    const created = await owner.post('/api/subscription', { ...body, test_clock: '2026-06-01' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const read = async () => (await owner.get(`/api/subscription/${id}`)).json();
    const pageOf = async (previous?: string) => {
      await owner.post(`/api/subscription/${id}/charge`);
      let url: string | null = null;
      await until(async () => {
        url = (await read()).subscription_url;
        return !!url && url !== previous;
      });
      expect(url).toMatch(/\/v1\/challenge\/[\w-]{32}$/);
      return url!;
    };
    const answer = (url: string, result: string) =>
      app.anonymous.request('POST', new URL(url).pathname, `result=${result}`, {
        'content-type': 'application/x-www-form-urlencoded',
      });

    // The customer cancels at PayPal: PAST_DUE, and the next run gives a new PayPal page.
    const first = await pageOf();
    expect(await read()).toMatchObject({ status: 'CREATED', billing_cycle: 1 });
    expect((await answer(first, 'cancel')).statusCode).toBe(200);
    expect(await read()).toMatchObject({
      status: 'PAST_DUE',
      status_reason: 'The customer did not complete the payment at PayPal',
    });
    const second = await pageOf(first);
    expect((await answer(second, 'approve')).statusCode).toBe(200);
    expect(await read()).toMatchObject({ status: 'ACTIVE', billing_cycle: 2, last_paid_cycle: 1 });
    const [approved] = await app.query<{ id: string; agreement: string }>(
      `SELECT t.id, s.paypal_agreement_id AS agreement FROM subscriptions s
       JOIN transactions t ON t.subscription_id = s.id AND t.status = 'SETTLEMENT_REQUESTED' WHERE s.id = $1`,
      [id],
    );
    expect(approved!.agreement).toBe(approved!.id);

    // Cancelled while its customer is at PayPal: the page is closed, nothing is charged.
    const other = await owner.post('/api/subscription', { ...body, test_clock: '2026-06-01' });
    const closing = other.json().id as string;
    await owner.post(`/api/subscription/${closing}/charge`);
    let open: string | null = null;
    await until(async () => {
      open = (await owner.get(`/api/subscription/${closing}`)).json().subscription_url;
      return !!open;
    });
    expect((await owner.post(`/api/subscription/${closing}/cancel`)).statusCode).toBe(200);
    expect((await answer(open!, 'approve')).statusCode).toBe(404);
    expect((await paymentsOf(closing)).map((payment) => payment.status)).toEqual(['CANCELLED']);

    // Two more months: charged on the agreement, no customer, no page.
    await owner.post(`/api/subscription/${id}/advance-clock`, { to: '2026-08-01' });
    expect(await read()).toMatchObject({ status: 'ACTIVE', billing_cycle: 4, last_paid_cycle: 3 });
    expect(await paymentsOf(id)).toEqual([
      { subscription_cycle: 1, amount: 2500, status: 'CANCELLED', recurring_type: 'first' },
      { subscription_cycle: 1, amount: 2500, status: 'SETTLEMENT_REQUESTED', recurring_type: 'first' },
      { subscription_cycle: 2, amount: 2500, status: 'SETTLEMENT_REQUESTED', recurring_type: 'repeat' },
      { subscription_cycle: 3, amount: 2500, status: 'SETTLEMENT_REQUESTED', recurring_type: 'repeat' },
    ]);
  });

  it('bills the seeded PayPal subscriptions on their agreement', async () => {
    const seeded = await app.query<{ id: string; billing_cycle: number }>(
      `SELECT id, billing_cycle FROM subscriptions
       WHERE payment_product = 'paypal' AND status = 'ACTIVE' AND paypal_agreement_id IS NOT NULL`,
    );
    expect(seeded.length).toBeGreaterThan(0);
    const { id, billing_cycle } = seeded[0]!;
    await app.query(
      `UPDATE scheduled_transactions SET next_try_on = current_date
       WHERE subscription_id = $1 AND status = 'CREATED'`,
      [id],
    );
    expect(await app.server.billing.run({ subscription: id })).toMatchObject({ paid: 1 });
    const [charged] = await app.query<{ payment_product: string; recurring_type: string }>(
      'SELECT payment_product, recurring_type FROM transactions WHERE subscription_id = $1 AND subscription_cycle = $2',
      [id, billing_cycle],
    );
    expect(charged).toEqual({ payment_product: 'paypal', recurring_type: 'repeat' });
  });

  it('simulates a year with the test clock: monthly charges, a decline retried and recovered, expiry, and completion', async () => {
    const subscription = await subscribe({ test_clock: '2026-01-31' });
    await owner.post(`/api/subscription/${subscription.id}/advance-clock`, { to: '2026-04-15' });
    expect((await paymentsOf(subscription.id)).map((payment) => payment.status)).toEqual(
      Array(3).fill('SETTLEMENT_REQUESTED'),
    );
    // The card is refused for a while: PAST_DUE on 30 April, retried on the schedule, paid on a retry.
    await app.query(`UPDATE processors SET simulated_outcome = 'insufficient_funds' WHERE id = $1`, [simA]);
    await owner.post(`/api/subscription/${subscription.id}/advance-clock`, { to: '2026-05-03' });
    let state = (await owner.get(`/api/subscription/${subscription.id}`)).json();
    expect(state).toMatchObject({ status: 'PAST_DUE', past_due_since: '2026-04-30', billing_cycle: 4 });
    expect(state.status_reason).toBe('Insufficient funds');
    await app.query(`UPDATE processors SET simulated_outcome = NULL WHERE id = $1`, [simA]);
    await owner.post(`/api/subscription/${subscription.id}/advance-clock`, { to: '2026-05-10' });
    state = (await owner.get(`/api/subscription/${subscription.id}`)).json();
    expect(state).toMatchObject({
      status: 'ACTIVE',
      billing_cycle: 5,
      last_paid_cycle: 4,
      last_paid_date: '2026-05-05',
    });
    const cycle4 = (await paymentsOf(subscription.id)).filter((payment) => payment.subscription_cycle === 4);
    expect(cycle4.map((payment) => payment.status)).toEqual([
      'DECLINED',
      'DECLINED',
      'DECLINED',
      'SETTLEMENT_REQUESTED',
    ]);

    // Refused for good: 8 tries in two weeks, then EXPIRED; the link is open for the customer.
    await app.query(`UPDATE processors SET simulated_outcome = 'insufficient_funds' WHERE id = $1`, [simA]);
    await owner.post(`/api/subscription/${subscription.id}/advance-clock`, { to: '2026-07-01' });
    await app.query(`UPDATE processors SET simulated_outcome = NULL WHERE id = $1`, [simA]);
    state = (await owner.get(`/api/subscription/${subscription.id}`)).json();
    expect(state).toMatchObject({ status: 'EXPIRED', billing_cycle: 5, status_reason: 'Unpaid for 14 days' });
    const cycle5 = (await paymentsOf(subscription.id)).filter((payment) => payment.subscription_cycle === 5);
    expect(cycle5).toHaveLength(8);

    // A plan of twelve cycles completes after a year, charged once a month.
    const year = await subscribe({ test_clock: '2026-01-15', max_billing_cycle: 12 });
    await owner.post(`/api/subscription/${year.id}/advance-clock`, { to: '2027-06-01' });
    const done = (await owner.get(`/api/subscription/${year.id}`)).json();
    expect(done).toMatchObject({ status: 'COMPLETED', last_paid_cycle: 12, due_date: null });
    expect(await paymentsOf(year.id)).toHaveLength(12);

    // Each move to a status the plan names is a webhook message and a mail.
    await until(async () => {
      const messages = await app.query<{ status: string }>(
        `SELECT status FROM webhooks WHERE type = 'subscription' AND item_id = $1`,
        [subscription.id],
      );
      return (
        messages.filter((message) => message.status === 'PAST_DUE').length === 2 &&
        messages.some((message) => message.status === 'EXPIRED')
      );
    });
    const mails = await app.query<{ subject: string }>(
      `SELECT subject FROM mail_outbox WHERE recipient = 'billing@goudenkorst.demo'`,
    );
    expect(mails.some((mail) => mail.subject.endsWith('subscription expired'))).toBe(true);
  });

  it('cancels: nothing more is charged, and a cancelled subscription cannot be cancelled again (409)', async () => {
    const subscription = await subscribe({ test_clock: '2026-02-01' });
    const cancelled = await owner.post(`/api/subscription/${subscription.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', due_date: null });
    await owner.post(`/api/subscription/${subscription.id}/charge`);
    expect(await paymentsOf(subscription.id)).toEqual([]);
    expect((await owner.post(`/api/subscription/${subscription.id}/cancel`)).statusCode).toBe(409);
  });

  it('leaves a deactivated merchant’s due charges untried, not failed, and makes them once it is activated again', async () => {
    const subscription = await subscribe();
    const payer = await customerWithCard();
    const oneOff = await owner.post('/api/scheduledtransaction', {
      payment_profile: profile.id,
      customer: payer.customer,
      card: payer.card,
      amount: 1_250,
      currency_code: profile.currency_code,
      due_date: today(),
    });
    expect(oneOff.statusCode, oneOff.body).toBe(201);
    const chargesOf = () =>
      app.query<{ amount: number; status: string; tries: number; status_reason: string | null }>(
        `SELECT amount, status, tries, status_reason FROM scheduled_transactions
         WHERE subscription_id = $1 OR id = $2 ORDER BY amount, subscription_cycle`,
        [subscription.id, oneOff.json().id],
      );
    const psp = await app.as(DEMO.pspAdmin);
    expect((await psp.post(`/api/psp/merchant/${bakery}/deactivate`, { reason: 'A test' })).statusCode).toBe(
      200,
    );
    try {
      await app.server.billing.run();
      expect(await paymentsOf(subscription.id)).toEqual([]);
      expect(await chargesOf()).toEqual([
        { amount: 1_250, status: 'CREATED', tries: 0, status_reason: null },
        { amount: 2_500, status: 'CREATED', tries: 0, status_reason: null },
      ]);
      expect((await owner.get(`/api/subscription/${subscription.id}`)).json()).toMatchObject({
        status: 'CREATED',
        past_due_since: null,
      });
      const now = await owner.post(`/api/subscription/${subscription.id}/charge`);
      expect(now.statusCode).toBe(409);
      expect(now.json().error).toBe('merchant_inactive');
    } finally {
      expect((await psp.post(`/api/psp/merchant/${bakery}/activate`)).statusCode).toBe(200);
    }
    await app.server.billing.run();
    expect(await paymentsOf(subscription.id)).toEqual([
      { subscription_cycle: 1, amount: 2500, status: 'SETTLEMENT_REQUESTED', recurring_type: 'repeat' },
    ]);
    expect((await owner.get(`/api/subscription/${subscription.id}`)).json().status).toBe('ACTIVE');
    expect((await chargesOf()).map(({ amount, status, tries }) => ({ amount, status, tries }))).toEqual([
      { amount: 1_250, status: 'DONE', tries: 1 },
      { amount: 2_500, status: 'DONE', tries: 1 },
      { amount: 2_500, status: 'CREATED', tries: 0 },
    ]);
  });
});

describe('a billing run killed after the processor call', () => {
  it('makes the same try again with the same payment id: each cycle is charged once', async () => {
    const subscriptions = await Promise.all(Array.from({ length: 6 }, () => subscribe()));
    const ids = subscriptions.map((subscription) => subscription.id as string);
    // A process that dies after the processors answered and before any payment was written.
    const references: string[] = [];
    const dying: ProcessorAdapter = {
      ...simulatedProcessor,
      async authorize(processor, request) {
        const answer = await simulatedProcessor.authorize(processor, request);
        references.push(request.reference);
        throw new Error(`killed after ${answer.external_id}`);
      },
    };
    const { server } = app;
    const engine = new PaymentEngine({ ...server, config: server.config, processors: dying });
    const killed = new BillingRun({
      database: server.database,
      engine,
      events: server.events,
      secrets: server.secrets,
    });
    await expect(killed.run()).rejects.toThrow(/killed/);
    expect(references.length).toBeGreaterThan(0);
    const inFlight = await app.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM scheduled_transactions WHERE in_flight AND subscription_id = ANY($1)`,
      [ids],
    );
    expect(inFlight[0]!.count).toBe(6);
    // Its leases lapse; the next run tries again with the processor references of the dead one.
    await app.query(
      `UPDATE scheduled_transactions SET lease_until = now() - interval '1 second' WHERE in_flight`,
    );
    const again: string[] = [];
    const recording = new PaymentEngine({
      ...server,
      config: server.config,
      processors: {
        ...simulatedProcessor,
        authorize: (processor, request) => {
          again.push(request.reference);
          return simulatedProcessor.authorize(processor, request);
        },
      },
    });
    await new BillingRun({
      database: server.database,
      engine: recording,
      events: server.events,
      secrets: server.secrets,
    }).run();
    expect(again.filter((reference) => references.includes(reference)).sort()).toEqual(
      [...references].sort(),
    );
    for (const id of ids) {
      expect((await paymentsOf(id)).map((payment) => payment.subscription_cycle)).toEqual([1]);
    }
    await app.server.billing.run();
    for (const id of ids) expect(await paymentsOf(id)).toHaveLength(1);
  });
});
