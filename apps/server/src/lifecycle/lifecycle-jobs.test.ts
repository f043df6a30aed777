import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedProcessor } from '../payments/processor-adapter.js';
import { testNow } from '../test/clock.js';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import {
  advanceDisputes,
  captureAuthorised,
  expireAuthorisations,
  type LifecycleDependencies,
  processRefunds,
  raiseDisputes,
  settleCaptured,
} from './lifecycle-jobs.js';
import { processorGateway } from './processor-gateway.js';

let app: TestApp;
let bakery: string;
let jobs: LifecycleDependencies;
const used: string[] = [];

beforeAll(async () => {
  app = await startTestApp();
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  const { database, events, resources } = app.server;
  jobs = { database, events, resources, gateway: processorGateway(simulatedProcessor) };
});
afterAll(() => app?.close());

/** A payment of the bakery untouched by other tests, with the given columns. */
async function payment(columns: Record<string, unknown>): Promise<string> {
  const names = Object.keys(columns);
  const [row] = await app.query<{ id: string }>(
    `UPDATE transactions SET ${names.map((name, index) => `${name} = $${index + 3}`).join(', ')}
      WHERE id = (SELECT t.id FROM transactions t WHERE t.organisation_id = $1 AND t.id <> ALL($2::uuid[])
                    AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.transaction_id = t.id)
                    AND NOT EXISTS (SELECT 1 FROM chargebacks c WHERE c.transaction_id = t.id)
                  ORDER BY t.id LIMIT 1)
      RETURNING id`,
    [bakery, used, ...Object.values(columns)],
  );
  used.push(row!.id);
  return row!.id;
}

async function statusOf(id: string, table = 'transactions'): Promise<string> {
  const [row] = await app.query<{ status: string }>(`SELECT status FROM ${table} WHERE id = $1`, [id]);
  return row!.status;
}

async function historyOf(id: string): Promise<string[]> {
  const rows = await app.query<{ status: string }>(
    'SELECT status FROM transaction_status_history WHERE transaction_id = $1 ORDER BY created_at, id',
    [id],
  );
  return rows.map((row) => row.status);
}

async function eventTypes(id: string): Promise<string[]> {
  const rows = await app.query<{ type: string; actor_kind: string }>(
    'SELECT type, actor_kind FROM events WHERE resource_id = $1 ORDER BY created_at',
    [id],
  );
  // Every step a job took names the system as its actor.
  const steps = rows.filter((row) => row.type.endsWith('.status_changed'));
  expect(steps.every((row) => row.actor_kind === 'system')).toBe(true);
  return rows.map((row) => row.type);
}

const inAMinute = () => new Date(testNow().getTime() + 60_000);

describe('the lifecycle jobs', () => {
  it('captures authorised payments in automatic capture mode, not manual ones, once', async () => {
    const automatic = await payment({ status: 'AUTHORIZED', capture_mode: 'automatic', captured_amount: 0 });
    const manual = await payment({ status: 'AUTHORIZED', capture_mode: 'manual', captured_amount: 0 });
    expect(await captureAuthorised(jobs)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(automatic)).toBe('SETTLEMENT_REQUESTED');
    expect((await historyOf(automatic)).at(-1)).toBe('SETTLEMENT_REQUESTED');
    expect(await eventTypes(automatic)).toEqual(['transaction.status_changed']);
    expect(await statusOf(manual)).toBe('AUTHORIZED');
    expect(await captureAuthorised(jobs)).toBe(0);
  });

  it('settles captured payments once their settlement moment has passed', async () => {
    const due = await payment({
      status: 'SETTLEMENT_REQUESTED',
      settle_after: new Date(testNow().getTime() - 1000),
    });
    const later = await payment({ status: 'SETTLEMENT_REQUESTED', settle_after: inAMinute() });
    expect(await settleCaptured(jobs)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(due)).toBe('SETTLEMENT_COMPLETED');
    expect((await historyOf(due)).at(-1)).toBe('SETTLEMENT_COMPLETED');
    expect(await statusOf(later)).toBe('SETTLEMENT_REQUESTED');
    expect(await settleCaptured(jobs)).toBe(0);
  });

  it('expires authorisations not captured in time', async () => {
    const lapsed = await payment({
      status: 'AUTHORIZED',
      capture_mode: 'manual',
      authorization_expires_at: new Date(testNow().getTime() - 1000),
    });
    const valid = await payment({
      status: 'AUTHORIZED',
      capture_mode: 'manual',
      authorization_expires_at: inAMinute(),
    });
    expect(await expireAuthorisations(jobs)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(lapsed)).toBe('AUTHORIZATION_EXPIRED');
    expect(await eventTypes(lapsed)).toEqual(['transaction.status_changed']);
    expect(await statusOf(valid)).toBe('AUTHORIZED');
    expect(await expireAuthorisations(jobs)).toBe(0);
  });

  it('processes a pending refund a run later, or fails it when the processor refuses', async () => {
    const key = await (await app.as(DEMO.pspAdmin)).post('/api/apikey', {
      name: 'jobs',
      organisation: bakery,
    });
    const refund = async (id: string) =>
      (await app.withApiKey(key.json().secret).post(`/v1/transactions/${id}/refunds`, { amount: 100 })).json()
        .id;
    const ok = await refund(await payment({ status: 'SETTLEMENT_COMPLETED', captured_amount: 1000 }));
    const refusedPayment = await payment({ status: 'SETTLEMENT_COMPLETED', captured_amount: 1000 });
    const refused = await refund(refusedPayment);
    const [processor] = await app.query<{ processor_id: string }>(
      'SELECT processor_id FROM transactions WHERE id = $1',
      [refusedPayment],
    );
    // A processor of its own, so the other refund's processor still answers.
    const [own] = await app.query<{ id: string }>(
      `INSERT INTO processors (organisation_id, name, payment_product, simulated_outcome)
       SELECT organisation_id, name || ' (refusing)', payment_product, 'declined' FROM processors WHERE id = $1
       RETURNING id`,
      [processor!.processor_id],
    );
    await app.query('UPDATE transactions SET processor_id = $1 WHERE id = $2', [own!.id, refusedPayment]);

    await processRefunds(jobs);
    expect(await statusOf(ok, 'refunds')).toBe('PENDING');
    const later = inAMinute();
    expect(await processRefunds(jobs, later)).toBeGreaterThanOrEqual(2);
    expect(await statusOf(ok, 'refunds')).toBe('PROCESSED');
    expect(await statusOf(refused, 'refunds')).toBe('FAILED');
    expect(await eventTypes(refused)).toEqual(expect.arrayContaining(['refund.status_changed']));
    const [processed] = await app.query<{ processor_id_external: string }>(
      'SELECT processor_id_external FROM refunds WHERE id = $1',
      [ok],
    );
    // The processor's own reference, in its gateway's format.
    expect(processed!.processor_id_external).toMatch(/^\w{8,}$/);
    expect(await processRefunds(jobs, later)).toBe(0);
  });

  it('raises disputes for the dispute test card and amounts ending in 59, and moves them to LOST', async () => {
    const byAmount = await payment({
      status: 'SETTLEMENT_COMPLETED',
      amount: 1259,
      captured_amount: 1259,
      card_id: null,
      updated_at: testNow(),
    });
    const [card] = await app.query<{ id: string }>(
      `INSERT INTO cards (organisation_id, brand, bin, last4, expiry_month, expiry_year, fingerprint)
       VALUES ($1, 'visa', '400000', '0259', 12, 2030, 'test-dispute-card') RETURNING id`,
      [bakery],
    );
    const byCard = await payment({
      status: 'SETTLEMENT_COMPLETED',
      amount: 5000,
      captured_amount: 5000,
      card_id: card!.id,
      updated_at: testNow(),
    });
    const plain = await payment({
      status: 'SETTLEMENT_COMPLETED',
      amount: 5000,
      captured_amount: 5000,
      card_id: null,
      updated_at: testNow(),
    });

    const now = testNow();
    expect(await raiseDisputes(jobs, now)).toBeGreaterThanOrEqual(2);
    expect(await raiseDisputes(jobs, now)).toBe(0);
    for (const id of [byAmount, byCard]) {
      expect(await statusOf(id)).toBe('CHARGEBACK');
      expect((await historyOf(id)).at(-1)).toBe('CHARGEBACK');
    }
    expect(await statusOf(plain)).toBe('SETTLEMENT_COMPLETED');
    const [chargeback] = await app.query<{ id: string; status: string; amount: string }>(
      'SELECT id, status, amount FROM chargebacks WHERE transaction_id = $1',
      [byAmount],
    );
    expect(chargeback).toMatchObject({ status: 'OPEN' });
    expect(Number(chargeback!.amount)).toBe(1259);

    expect(await advanceDisputes(jobs, now)).toBe(0);
    const next = inAMinute();
    expect(await advanceDisputes(jobs, next)).toBeGreaterThanOrEqual(2);
    expect(await statusOf(chargeback!.id, 'chargebacks')).toBe('IN_DISPUTE');
    expect(await advanceDisputes(jobs, next)).toBe(0);
    await advanceDisputes(jobs, new Date(next.getTime() + 60_000));
    expect(await statusOf(chargeback!.id, 'chargebacks')).toBe('LOST');
    expect(await eventTypes(chargeback!.id)).toEqual([
      'chargeback.created',
      'chargeback.status_changed',
      'chargeback.status_changed',
    ]);
  });

  it('moves each row once when two runs go at once, and leaves a batch untouched when a run dies in it', async () => {
    const key = await (await app.as(DEMO.pspAdmin)).post('/api/apikey', {
      name: 'crash',
      organisation: bakery,
    });
    const refunds: string[] = [];
    for (let index = 0; index < 3; index++) {
      const id = await payment({ status: 'SETTLEMENT_COMPLETED', captured_amount: 1000 });
      refunds.push(
        (await app.withApiKey(key.json().secret).post(`/v1/transactions/${id}/refunds`)).json().id,
      );
    }
    const later = inAMinute();
    let calls = 0;
    const dying: LifecycleDependencies = {
      ...jobs,
      gateway: {
        async request(trx, operation, call) {
          calls += 1;
          if (calls === 2) throw new Error('the process died');
          return processorGateway(simulatedProcessor).request(trx, operation, call);
        },
      },
    };
    await expect(processRefunds(dying, later)).rejects.toThrow('the process died');
    const [left] = await app.query<{ pending: string; events: string }>(
      `SELECT count(*) FILTER (WHERE status = 'PENDING') AS pending,
              (SELECT count(*) FROM events WHERE type = 'refund.status_changed' AND resource_id = ANY($1::uuid[])) AS events
         FROM refunds WHERE id = ANY($1::uuid[])`,
      [refunds],
    );
    expect({ pending: Number(left!.pending), events: Number(left!.events) }).toEqual({
      pending: 3,
      events: 0,
    });

    await Promise.all([processRefunds(jobs, later), processRefunds(jobs, later)]);
    const steps = await app.query<{ resource_id: string }>(
      `SELECT resource_id FROM events WHERE type = 'refund.status_changed' AND resource_id = ANY($1::uuid[])`,
      [refunds],
    );
    expect(steps.map((step) => step.resource_id).sort()).toEqual([...refunds].sort());
  });
});

describe('the lifecycle schedule', () => {
  it('schedules every lifecycle queue each minute when switched on, beside the daily retentions, report schedules, settlement, billing and RFM scoring', async () => {
    const scheduled = await startTestApp({ lifecycleSchedule: true });
    try {
      const rows = await scheduled.query<{ name: string; cron: string }>(
        'SELECT name, cron FROM pgboss.schedule ORDER BY name',
      );
      expect(rows).toEqual([
        { name: 'audit-retention', cron: '17 3 * * *' },
        { name: 'authorisation-expiry', cron: '* * * * *' },
        // RFM scores (ADR 0017): every fifteen minutes.
        { name: 'customer-scoring', cron: '*/15 * * * *' },
        { name: 'decision-hits-retention', cron: '23 3 * * *' },
        ...[
          'dispute-simulation',
          'link-expiry',
          'payment-capture',
          'payment-settlement',
          'refund-processing',
        ].map((name) => ({ name, cron: '* * * * *' })),
        // Reports (ADR 0018): retention daily, due schedules every minute.
        { name: 'report-retention', cron: '41 3 * * *' },
        { name: 'report-schedules', cron: '* * * * *' },
        // Settlement (ADR 0015): due schedules and payouts, every five minutes.
        { name: 'settlement-schedule', cron: '*/5 * * * *' },
        // Subscription billing (ADR 0014): due charges every five minutes.
        { name: 'subscription-billing', cron: '*/5 * * * *' },
      ]);
    } finally {
      await scheduled.close();
    }
  });
});
