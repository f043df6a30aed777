import { calculateFee, type FeeLine } from '@psp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleCaptured } from '../lifecycle/lifecycle-jobs.js';
import { processorGateway } from '../lifecycle/processor-gateway.js';
import { simulatedProcessor } from '../payments/processor-adapter.js';
import { executeSettlementRun } from '../settlements/settlement-run.js';
import { testNow } from '../test/clock.js';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';
import { bookMovements } from './book-movements.js';
import { checkLedger } from './ledger-check.js';

let app: TestApp;
let bakery: string;
let psp: Client;

beforeAll(async () => {
  app = await startTestApp();
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  psp = await app.as(DEMO.pspAdmin);
});
afterAll(() => app?.close());

interface Entry {
  kind: string;
  amount: string;
  fee_line: FeeLine | null;
  [key: string]: unknown;
}

async function entriesOf(transaction: string): Promise<Entry[]> {
  return app.query<Entry>(
    'SELECT kind, amount, fee_line, source_type, source_id FROM ledger_entries WHERE transaction_id = $1 ORDER BY kind',
    [transaction],
  );
}

/** Delivers every status event to the ledger now, as its jobs would (again: it is idempotent). */
async function deliverAllLedgerEvents(): Promise<void> {
  const events = await app.query<{ id: string }>("SELECT id FROM events WHERE type LIKE '%.status_changed'");
  await app.server.events.deliverBatch(
    'ledger',
    events.map((event) => event.id),
  );
}

/** Delivers the ledger subscriber's events of a record now, as its job would. */
async function deliverLedgerEvents(resourceId: string): Promise<void> {
  const events = await app.query<{ id: string }>('SELECT id FROM events WHERE resource_id = $1', [
    resourceId,
  ]);
  await app.server.events.deliverBatch(
    'ledger',
    events.map((event) => event.id),
  );
}

/** A card payment of the bakery that is captured and waits for its settlement. */
async function capturedCardPayment(): Promise<{ id: string; amount: number }> {
  const [row] = await app.query<{ id: string; amount: string }>(
    `UPDATE transactions SET status = 'SETTLEMENT_REQUESTED', settle_after = now() - interval '1 minute'
      WHERE id = (SELECT t.id FROM transactions t WHERE t.organisation_id = $1 AND t.payment_product = 'card'
                    AND t.currency_code = 'EUR' AND t.status IN ('AUTHORIZED', 'SETTLEMENT_REQUESTED', 'DECLINED')
                    AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)
                  ORDER BY t.status, t.id LIMIT 1)
      RETURNING id, amount`,
    [bakery],
  );
  return { id: row!.id, amount: Number(row!.amount) };
}

describe('the ledger', () => {
  it('holds the seeded payments consistently: every entry balances and every merchant adds up', async () => {
    const check = await checkLedger(app.server.database.pool);
    expect(check.entries).toBeGreaterThan(100);
    expect(check.unbalanced).toEqual([]);
    expect(check.differences).toEqual([]);
    expect(check.settlements).toEqual([]);
    expect(check.ok).toBe(true);
  });

  it('refuses, in the statement that writes them, postings that do not balance, mix currencies or belong to no entry', async () => {
    const entry = (postings: string) => `
      WITH entry AS (
        INSERT INTO ledger_entries (organisation_id, currency_code, kind, amount, source_type, source_id,
                                    idempotency_key, effective_at)
        VALUES ('${bakery}', 'EUR', 'ONE_OFF', 100, 'oneoff', gen_random_uuid(), 'test:' || gen_random_uuid(), now())
        RETURNING id)
      INSERT INTO ledger_postings (entry_id, organisation_id, account, holder_id, amount, currency_code, effective_at)
      SELECT entry.id, '${bakery}', side.account, NULL, side.amount, side.currency, now()
        FROM entry, (VALUES ${postings}) AS side(account, amount, currency)`;
    const attempts = [
      entry("('psp_bank', 100, 'EUR'), ('psp_revenue', -90, 'EUR')"),
      entry("('psp_bank', 100, 'EUR'), ('psp_revenue', -100, 'USD')"),
      // balanced in USD, but the entry is in EUR
      entry("('psp_bank', 100, 'USD'), ('psp_revenue', -100, 'USD')"),
      // the postings of an entry that does not exist
      `INSERT INTO ledger_postings (entry_id, organisation_id, account, holder_id, amount, currency_code, effective_at)
       SELECT nobody.id, '${bakery}', side.account, NULL, side.amount, 'EUR', now()
         FROM (SELECT gen_random_uuid() AS id) nobody, (VALUES ('psp_bank', 100), ('psp_revenue', -100)) AS side(account, amount)`,
      entry("('psp_bank', 100, 'EUR'), ('psp_revenue', -100, 'EUR')"),
    ];
    // One round trip, each attempt in its own subtransaction (an error ends the embedded database's connection).
    const results = (await app.server.database.pool.query(`
      CREATE FUNCTION pg_temp.attempt(statement text) RETURNS text LANGUAGE plpgsql AS $$
      BEGIN EXECUTE statement; RETURN 'written'; EXCEPTION WHEN others THEN RETURN SQLERRM; END $$;
      SELECT pg_temp.attempt(statement) AS outcome
        FROM unnest(ARRAY[${attempts.map((text) => `$q$${text}$q$`).join(', ')}]) WITH ORDINALITY AS a(statement, n)
       ORDER BY n`)) as unknown as { rows: { outcome: string }[] }[];
    expect(results[1]!.rows.map((row) => row.outcome)).toEqual([
      expect.stringMatching(/does not balance \(sum 10, 1 currencies\)/),
      expect.stringMatching(/does not balance \(sum 0, 2 currencies\)/),
      expect.stringMatching(/another merchant or currency/),
      expect.stringMatching(/names no entry/),
      'written',
    ]);
    expect((await checkLedger(app.server.database.pool)).unbalanced).toEqual([]);
  });

  it('books a payment the lifecycle settles, once, with the fee of the merchant package', async () => {
    const payment = await capturedCardPayment();
    const jobs = {
      ...app.server,
      gateway: processorGateway(simulatedProcessor),
    };
    await settleCaptured(jobs);
    await deliverLedgerEvents(payment.id);
    await deliverLedgerEvents(payment.id);
    const entries = await entriesOf(payment.id);
    expect(entries.map((entry) => entry.kind)).toEqual(['FEE', 'PAYMENT', 'PROCESSOR_COST']);
    expect(Number(entries.find((entry) => entry.kind === 'PAYMENT')!.amount)).toBe(payment.amount);
    const fee = entries.find((entry) => entry.kind === 'FEE')!;
    const expected = calculateFee(
      { id: 'standard', fees: [fee.fee_line!] },
      {
        event: 'payment',
        amount: payment.amount,
        currency_code: 'EUR',
        payment_product: 'card',
        card_brand: fee.fee_line!.card_brand,
        region: fee.fee_line!.region ?? 'domestic',
      },
    );
    expect(Number(fee.amount)).toBe(expected!.amount);
    expect(fee.fee_line).toMatchObject({
      payment_product: 'card',
      currency_code: 'EUR',
      fixed: 10,
      percentage: 140,
    });
    // Booked again (a redelivered event, a second settled status): nothing new.
    await bookMovements(app.server.database.db, [
      { kind: 'payment', transaction: payment.id, event_id: null, effective_at: testNow().toISOString() },
    ]);
    expect(await entriesOf(payment.id)).toHaveLength(3);
  });

  it('books a processed refund with its fee and a lost chargeback with its fee', async () => {
    const [settled] = await app.query<{ id: string; amount: string; payment_profile_id: string }>(
      `SELECT t.id, t.amount, t.payment_profile_id FROM transactions t
        WHERE t.organisation_id = $1 AND t.status = 'SETTLEMENT_COMPLETED' AND t.payment_product = 'card'
          AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.transaction_id = t.id)
          AND NOT EXISTS (SELECT 1 FROM chargebacks c WHERE c.transaction_id = t.id)
        ORDER BY t.id LIMIT 1`,
      [bakery],
    );
    const [refund] = await app.query<{ id: string }>(
      `INSERT INTO refunds (organisation_id, transaction_id, payment_profile_id, amount, currency_code, status)
       VALUES ($1, $2, $3, 500, 'EUR', 'PROCESSED') RETURNING id`,
      [bakery, settled!.id, settled!.payment_profile_id],
    );
    const [chargeback] = await app.query<{ id: string }>(
      `INSERT INTO chargebacks (organisation_id, transaction_id, payment_profile_id, amount, currency_code, status)
       VALUES ($1, $2, $3, $4, 'EUR', 'LOST') RETURNING id`,
      [bakery, settled!.id, settled!.payment_profile_id, Number(settled!.amount) - 500],
    );
    const at = testNow().toISOString();
    await bookMovements(app.server.database.db, [
      { kind: 'refund', refund: refund!.id, event_id: null, effective_at: at },
      { kind: 'chargeback', chargeback: chargeback!.id, event_id: null, effective_at: at },
    ]);
    const booked = await app.query<{ kind: string; amount: string }>(
      'SELECT kind, amount FROM ledger_entries WHERE source_id = ANY($1::uuid[]) ORDER BY kind',
      [[refund!.id, chargeback!.id]],
    );
    expect(booked.map((entry) => [entry.kind, Number(entry.amount)])).toEqual([
      ['CHARGEBACK', Number(settled!.amount) - 500],
      ['CHARGEBACK_FEE', 1500],
      ['REFUND', 500],
      ['REFUND_FEE', 10],
    ]);
  });
});

describe('a settlement run', () => {
  it('settles what moved into lines that make the payout, settles nothing twice, and keeps the ledger consistent', async () => {
    const payment = await capturedCardPayment();
    await settleCaptured({ ...app.server, gateway: processorGateway(simulatedProcessor) });
    await deliverAllLedgerEvents();
    // The bakery's profile pays out at once, from any amount, so this run takes today's payment.
    const [profile] = await app.query<{ id: string }>(
      "SELECT id FROM settlement_profiles WHERE organisation_id = $1 AND currency_code = 'EUR'",
      [bakery],
    );
    const changed = await psp.request('PUT', `/api/settlementprofile/${profile!.id}`, {
      delay_days: 0,
      minimum_payout: 0,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const started = await psp.post('/api/settlement', { organisation: bakery });
    expect(started.statusCode, started.body).toBe(202);
    const run = started.json<{ id: string; status: string; trigger: string }>();
    expect(run).toMatchObject({ status: 'RUNNING', trigger: 'MANUAL' });
    await executeSettlementRun(app.server.database, run.id);

    const settlements = await psp.get(`/api/settlement?settlement_run=${run.id}&organisation=${bakery}`);
    expect(settlements.statusCode, settlements.body).toBe(200);
    const [settlement] =
      settlements.json<{ id: string; amount: number; status: string; line_count: number }[]>();
    expect(settlement).toBeDefined();
    const lines = (await psp.get(`/api/settlementline?settlement=${settlement!.id}&_limit=1000`)).json<
      { kind: string; amount: number; transaction: string | null }[]
    >();
    expect(lines).toHaveLength(settlement!.line_count);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(settlement!.amount);
    expect(
      lines
        .filter((line) => line.transaction === payment.id)
        .map((line) => line.kind)
        .sort(),
    ).toEqual(['FEE', 'PAYMENT']);
    // A positive net is paid out to the bank account; a negative one (the lost chargeback of the test
    // before) is carried over, with no payout.
    const payouts = await app.query<{ amount: string; status: string }>(
      'SELECT amount, status FROM payouts WHERE settlement_id = $1',
      [settlement!.id],
    );
    if (settlement!.amount > 0) {
      expect(settlement!.status).toBe('PENDING');
      expect(payouts.map((payout) => [Number(payout.amount), payout.status])).toEqual([
        [settlement!.amount, 'IN_TRANSIT'],
      ]);
    } else {
      expect(settlement!.status).toBe('CARRIED_OVER');
      expect(payouts).toEqual([]);
    }
    // The payment names the settlement whose line explains its PAYMENT entry.
    const settled = await psp.get(`/api/transaction/${payment.id}`);
    expect(settled.json<{ settlement: string | null }>().settlement).toBe(settlement!.id);

    // A settlement keeps its lines: it cannot be deleted under them.
    await expect(app.query('DELETE FROM settlements WHERE id = $1', [settlement!.id])).rejects.toThrow(
      /has lines/,
    );

    // Again, and the same run once more: nothing is left to settle.
    const again = (await psp.post('/api/settlement', { organisation: bakery })).json<{ id: string }>();
    expect(await executeSettlementRun(app.server.database, again.id)).toBe(0);
    expect(await executeSettlementRun(app.server.database, run.id)).toBe(0);
    expect((await checkLedger(app.server.database.pool)).ok).toBe(true);
  });

  it('is provider work: a merchant may read its settlements, not start a run', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    expect((await owner.post('/api/settlement', {})).statusCode).toBe(403);
    const own = await owner.get(
      '/api/settlement?_limit=2&_sort=-created_at&_populate=payment_profile&amount>=1&currency_code=EUR',
    );
    expect(own.statusCode, own.body).toBe(200);
    const rows =
      own.json<{ organisation: string; amount: number; payment_profile: { currency_code: string } }[]>();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.amount > 0 && row.payment_profile.currency_code === 'EUR')).toBe(true);
    const sibling = await organisationIdOf(app, DEMO.siblingOwner);
    const [foreign] = await app.query<{ id: string }>(
      'SELECT id FROM settlements WHERE organisation_id = $1 LIMIT 1',
      [sibling],
    );
    expect((await owner.get(`/api/settlement/${foreign!.id}`)).statusCode).toBe(404);
    expect((await psp.post('/api/settlement', { cutoff: '2999-01-01T00:00:00Z' })).json()).toMatchObject({
      details: [{ path: 'body.cutoff', message: 'cutoffInFuture' }],
    });
    expect((await psp.post('/api/settlement', { organisations: [] })).statusCode).toBe(400);
  });
});

describe("a merchant's package", () => {
  it("is the provider's to set: a merchant owner cannot pick a cheaper one", async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const [enterprise] = await app.query<{ id: string }>("SELECT id FROM packages WHERE name = 'Enterprise'");
    // Not the merchant's to name (the provider's package is outside its scope) nor to change.
    const refused = await owner.request('PUT', `/api/organisation/${bakery}`, { package: enterprise!.id });
    expect([400, 403]).toContain(refused.statusCode);
    const [unchanged] = await app.query<{ package_id: string | null }>(
      'SELECT package_id FROM organisations WHERE id = $1',
      [bakery],
    );
    expect(unchanged!.package_id).not.toBe(enterprise!.id);
    const set = await psp.request('PUT', `/api/organisation/${bakery}`, { package: enterprise!.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ package: enterprise!.id });
  });
});

describe('the finance set-up refuses what cannot work', () => {
  it('a profile paying into an account in another currency, a weekly schedule without its day, a cost scheme as revenue', async () => {
    const [account] = await app.query<{ id: string }>(
      "SELECT id FROM bank_accounts WHERE organisation_id = $1 AND currency_code = 'EUR' LIMIT 1",
      [bakery],
    );
    const [schedule] = await app.query<{ id: string }>('SELECT id FROM settlement_schedules LIMIT 1');
    const profile = await psp.post('/api/settlementprofile', {
      organisation: bakery,
      name: 'Dollars',
      currency_code: 'USD',
      bank_account: account!.id,
      settlement_schedule: schedule!.id,
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toMatchObject({
      details: [
        { path: 'body.bank_account', message: 'bankAccountCurrency', expected: 'USD', actual: 'EUR' },
      ],
    });
    const weekly = await psp.post('/api/settlementschedule', { name: 'Weekly', frequency: 'WEEKLY' });
    expect(weekly.json()).toMatchObject({ details: [{ path: 'body.weekday', message: 'weekdayRequired' }] });
    const friday = await psp.post('/api/settlementschedule', {
      name: 'Fridays',
      frequency: 'WEEKLY',
      weekday: 5,
    });
    expect(friday.statusCode, friday.body).toBe(201);
    expect(new Date(friday.json<{ next_run_at: string }>().next_run_at).getUTCDay()).toBe(5);
    const [cost] = await app.query<{ id: string }>(
      "SELECT id FROM pricing_schemes WHERE type = 'COST' LIMIT 1",
    );
    const mixedUp = await psp.post('/api/package', { name: 'Wrong', revenue_scheme: cost!.id });
    expect(mixedUp.json()).toMatchObject({
      details: [
        { path: 'body.revenue_scheme', message: 'schemeTypeMismatch', expected: 'REVENUE', actual: 'COST' },
      ],
    });
  });
});
