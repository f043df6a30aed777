import { cloneOfSettlementUpdate, type Reconciliation } from '@psp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNow } from '../test/clock.js';
import { DEMO } from '../test/demo.js';
import { eventually } from '../test/eventually.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

type SettlementRow = {
  id: string;
  last: string | null;
  last_run: string | null;
};

async function settlements(): Promise<SettlementRow[]> {
  return app.query<SettlementRow>(
    `SELECT id, to_json(last) #>> '{}' AS last, to_json(last_run) #>> '{}' AS last_run
     FROM processor_settlements WHERE processor_id IS NOT NULL ORDER BY id`,
  );
}

describe('settlement updates (001 §2.9, §4, §5)', () => {
  it('moves last, runs the import until last_run passes the update, and reverses without a run', async () => {
    const [settlement] = await settlements();
    const superUser = await app.as(DEMO.super);
    const last = new Date(Date.parse(settlement!.last!) - 10 * 86_400_000).toISOString();
    const created = await superUser.post('/api/settlementupdate', {
      processor_settlement: settlement!.id,
      last,
    });
    expect(created.statusCode, created.body).toBe(201);
    const update = created.json<{
      id: string;
      created_at: string;
      old_last: string;
      update_last_run: boolean;
    }>();
    expect(update.update_last_run).toBe(true);
    expect(Date.parse(update.old_last)).toBe(Date.parse(settlement!.last!));

    // The detail's poll: the processor settlement's last_run reaches the update's created_at.
    const populated = await eventually(async () => {
      const detail = await superUser.get(`/api/settlementupdate/${update.id}?_populate=processor_settlement`);
      const body = detail.json<{ processor_settlement: { last_run: string; last: string } }>();
      return Date.parse(body.processor_settlement.last_run) >= Date.parse(update.created_at) && body;
    });
    // The run read from the moved last up to now, and left last at its end.
    expect(Date.parse(populated.processor_settlement.last)).toBeGreaterThan(Date.parse(update.created_at));
    const afterRun = (await settlements()).find((row) => row.id === settlement!.id)!;

    const reversed = await superUser.post('/api/settlementupdate', {
      processor_settlement: settlement!.id,
      last: update.old_last,
      update_last_run: false,
    });
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect(Date.parse(reversed.json().old_last)).toBe(Date.parse(afterRun.last!));
    const now = (await settlements()).find((row) => row.id === settlement!.id)!;
    expect(Date.parse(now.last!)).toBe(Date.parse(update.old_last));
    expect(now.last_run).toBe(afterRun.last_run);
  });

  it('saves a clone of a listed update (001 §2.9) as a new update of the same settlement, keeping the last it replaces', async () => {
    const superUser = await app.as(DEMO.super);
    const [settlement] = await settlements();
    const last = new Date(Date.parse(settlement!.last!) - 3 * 86_400_000).toISOString();
    const original = await superUser.post('/api/settlementupdate', {
      processor_settlement: settlement!.id,
      last,
      update_last_run: false,
    });
    expect(original.statusCode, original.body).toBe(201);
    const listed = await superUser.get(
      `/api/settlementupdate?id=${original.json().id}&_populate=processor_settlement`,
    );
    const draft = cloneOfSettlementUpdate(listed.json()[0]);
    expect(draft.values).toEqual({
      processor_settlement: settlement!.id,
      last: expect.any(String),
      update_last_run: false,
    });
    const clone = await superUser.post('/api/settlementupdate', draft.values);
    expect(clone.statusCode, clone.body).toBe(201);
    expect(clone.json().id).not.toBe(original.json().id);
    expect(clone.json()).toMatchObject({ processor_settlement: settlement!.id, update_last_run: false });
    expect(Date.parse(clone.json().last)).toBe(Date.parse(last));
    expect(Date.parse(clone.json().old_last)).toBe(Date.parse(last));
  });

  it('answers 400 naming the missing fields and an unknown processor settlement, 403 to all but the super user', async () => {
    const superUser = await app.as(DEMO.super);
    const missing = await superUser.post('/api/settlementupdate', { update_last_run: true });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .details.map((detail: { path: string }) => detail.path)
        .sort(),
    ).toEqual(['body.last', 'body.processor_settlement']);
    const unknown = await superUser.post('/api/settlementupdate', {
      processor_settlement: '00000000-0000-4000-8000-000000000000',
      last: testNow().toISOString(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0]).toMatchObject({
      path: 'body.processor_settlement',
      code: 'invalid_reference',
    });
    const [settlement] = await settlements();
    for (const who of [DEMO.pspAdmin, DEMO.bakeryOwner]) {
      const client = await app.as(who);
      const refused = await client.post('/api/settlementupdate', {
        processor_settlement: settlement!.id,
        last: testNow().toISOString(),
      });
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('GET /api/processorsettlement/{id}/reconciliation', () => {
  it('matches the reported records against our settled payments, with totals per currency and category', async () => {
    // The processor settlement with the most records; one reported short, one left out, one unknown to us.
    const [busiest] = await app.query<{ id: string }>(
      `SELECT processor_settlement_id AS id FROM processor_settlement_records
       GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    );
    const id = busiest!.id;
    const psp = await app.as(DEMO.pspAdmin);
    const read = async (query = '') => {
      const response = await psp.get(`/api/processorsettlement/${id}/reconciliation?_limit=500${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Reconciliation>();
    };
    const before = await read();
    expect(before.lines.length).toBeGreaterThanOrEqual(3);
    const [short, left, copied] = before.lines.filter((line) => line.category === 'matched');
    await app.query(
      'UPDATE processor_settlement_records SET amount = amount - 100 WHERE processor_settlement_id = $1 AND external_id = $2',
      [id, short!.external_id],
    );
    await app.query(
      'DELETE FROM processor_settlement_records WHERE processor_settlement_id = $1 AND external_id = $2',
      [id, left!.external_id],
    );
    await app.query(
      `INSERT INTO processor_settlement_records
         (organisation_id, processor_settlement_id, external_id, amount, currency_code, fee, settled_at)
       SELECT organisation_id, processor_settlement_id, 'SR-UNKNOWN-1', 777, currency_code, 19, settled_at
       FROM processor_settlement_records WHERE processor_settlement_id = $1 AND external_id = $2`,
      [id, copied!.external_id],
    );

    const after = await read();
    // What each category gained (the seeded report may hold mismatches of its own already).
    const gained = (category: string) => {
      const of = (reconciliation: Reconciliation) =>
        reconciliation.totals.find(
          (row) => row.category === category && row.currency_code === short!.currency_code,
        ) ?? { count: 0, reported_amount: 0, fee: 0, amount: 0, difference: 0 };
      const [was, now] = [of(before), of(after)];
      return {
        count: now.count - was.count,
        reported_amount: now.reported_amount - was.reported_amount,
        fee: now.fee - was.fee,
        amount: now.amount - was.amount,
        difference: now.difference - was.difference,
      };
    };
    expect(gained('amount_difference')).toMatchObject({ count: 1, difference: -100 });
    expect(gained('missing_processor')).toEqual({
      count: 1,
      reported_amount: 0,
      fee: 0,
      amount: left!.amount,
      difference: -left!.amount!,
    });
    expect(gained('missing_ours')).toEqual({
      count: 1,
      reported_amount: 777,
      fee: 19,
      amount: 0,
      difference: 777,
    });
    for (const row of after.totals) expect(row.difference).toBe(row.reported_amount - row.amount);
    expect(after.count).toBe(before.count + 1);
    expect(after.count).toBe(after.totals.reduce((sum, row) => sum + row.count, 0));
    // Unmatched lines come first: what needs a look.
    expect(
      after.lines
        .slice(0, 3)
        .map((line) => line.category)
        .sort(),
    ).toEqual(['amount_difference', 'missing_ours', 'missing_processor']);

    const differences = await read('&category=amount_difference');
    expect(differences.lines).toContainEqual(
      expect.objectContaining({
        external_id: short!.external_id,
        reported_amount: short!.reported_amount! - 100,
        amount: short!.amount,
        difference: -100,
        transaction: short!.transaction,
      }),
    );
    expect(differences.lines.every((line) => line.category === 'amount_difference')).toBe(true);
  });

  it('answers 400 for an unknown category and 403 to merchants', async () => {
    const [settlement] = await settlements();
    const psp = await app.as(DEMO.pspAdmin);
    const bad = await psp.get(`/api/processorsettlement/${settlement!.id}/reconciliation?category=lost`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('query.category');
    const owner = await app.as(DEMO.bakeryOwner);
    expect((await owner.get(`/api/processorsettlement/${settlement!.id}/reconciliation`)).statusCode).toBe(
      403,
    );
  });
});
