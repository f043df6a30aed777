import { allowedTransitions, type TransactionStatus } from '@psp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function paymentIn(status: TransactionStatus) {
  const [row] = await app.query<{ id: string; organisation_id: string; status: TransactionStatus }>(
    'SELECT id, organisation_id, status FROM transactions WHERE status = $1 ORDER BY id LIMIT 1',
    [status],
  );
  if (!row) throw new Error(`no ${status} payment in the seed`);
  return row;
}

/** A seeded payment whose status has a next one, and that next status. */
async function movablePayment() {
  const statuses = await app.query<{ status: TransactionStatus }>('SELECT DISTINCT status FROM transactions');
  const from = statuses
    .map((row) => row.status)
    .find((status) => allowedTransitions('transaction', status).length);
  const payment = await paymentIn(from!);
  return { payment, to: allowedTransitions('transaction', from!)[0]! };
}

describe('POST /api/statusupdate', () => {
  it("moves a payment through its lifecycle with history, the engine's event and the status update row", async () => {
    const { payment, to } = await movablePayment();
    const superUser = await app.as(DEMO.super);
    const response = await superUser.post('/api/statusupdate', {
      type: 'transaction',
      transaction: payment.id,
      status: to,
      status_reason: 'Processor confirmed by phone (ticket 4711)',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'transaction',
      transaction: payment.id,
      refund: null,
      status: to,
      status_reason: 'Processor confirmed by phone (ticket 4711)',
      organisation: payment.organisation_id,
    });
    const [stored] = await app.query<{ status: string; status_reason: string }>(
      'SELECT status, status_reason FROM transactions WHERE id = $1',
      [payment.id],
    );
    expect(stored).toEqual({ status: to, status_reason: 'Processor confirmed by phone (ticket 4711)' });
    const history = await app.query<{ status: string; status_reason: string }>(
      'SELECT status, status_reason FROM transaction_status_history WHERE transaction_id = $1 ORDER BY created_at DESC LIMIT 1',
      [payment.id],
    );
    expect(history).toEqual([{ status: to, status_reason: 'Processor confirmed by phone (ticket 4711)' }]);
    const events = await app.query<{ type: string; actor_kind: string; before: unknown; after: unknown }>(
      `SELECT type, actor_kind, before, after FROM events WHERE resource_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
      [payment.id],
    );
    expect(events).toEqual([
      {
        type: 'transaction.status_changed',
        actor_kind: 'user',
        before: { status: payment.status },
        after: { status: to, status_reason: 'Processor confirmed by phone (ticket 4711)' },
      },
    ]);

    const list = await superUser.get(
      `/api/statusupdate?transaction=${payment.id}&_populate=transaction,organisation,refund,transaction.payment_profile`,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()[0]).toMatchObject({
      status: to,
      transaction: { id: payment.id, payment_profile: { id: expect.any(String) } },
      organisation: { id: payment.organisation_id },
    });
  });

  it('refuses a step the lifecycle does not allow with 409 naming from and to, and writes nothing', async () => {
    const payment = await paymentIn('DECLINED');
    const superUser = await app.as(DEMO.super);
    const response = await superUser.post('/api/statusupdate', {
      type: 'transaction',
      transaction: payment.id,
      status: 'SETTLED',
      status_reason: 'Try',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'invalid_transition' });
    expect(response.json().message).toContain('DECLINED');
    expect(response.json().message).toContain('SETTLED');
    expect(await app.query('SELECT id FROM status_updates WHERE transaction_id = $1', [payment.id])).toEqual(
      [],
    );
  });

  it("moves a refund with the refund's event, naming the refund's payment and its profile", async () => {
    const [refund] = await app.query<{
      id: string;
      status: string;
      transaction_id: string;
      payment_profile_id: string;
    }>(
      "SELECT id, status, transaction_id, payment_profile_id FROM refunds WHERE status IN ('PENDING', 'HOLD') ORDER BY id LIMIT 1",
    );
    const to = allowedTransitions('refund', refund!.status as never)[0]!;
    const superUser = await app.as(DEMO.super);
    const response = await superUser.post('/api/statusupdate', {
      type: 'refund',
      refund: refund!.id,
      status: to,
      status_reason: 'Bank statement shows the refund',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'refund',
      refund: refund!.id,
      transaction: refund!.transaction_id,
      payment_profile: refund!.payment_profile_id,
      status: to,
    });
    // 001 §2.9: a refund row shows its payment's merchant reference and transaction type.
    const [payment] = await app.query<{ merchant_reference: string; payment_product: string }>(
      'SELECT merchant_reference, payment_product FROM transactions WHERE id = $1',
      [refund!.transaction_id],
    );
    const list = await superUser.get(
      `/api/statusupdate?refund=${refund!.id}&_populate=transaction,refund,organisation,payment_profile`,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        transaction: expect.objectContaining({ id: refund!.transaction_id, ...payment }),
        payment_profile: expect.objectContaining({ id: refund!.payment_profile_id }),
      }),
    ]);
    const [event] = await app.query<{ type: string }>(
      'SELECT type FROM events WHERE resource_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
      [refund!.id],
    );
    expect(event).toEqual({ type: 'refund.status_changed' });
  });

  it('answers 400 with field errors: no reason, a status of another family, an id of the other type, an unknown field', async () => {
    const superUser = await app.as(DEMO.super);
    const { payment } = await movablePayment();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ type: 'transaction', transaction: payment.id, status: 'SETTLED' }, ['body.status_reason']],
      [{ type: 'transaction', transaction: payment.id, status: 'LOST', status_reason: 'x' }, ['body.status']],
      [
        { type: 'refund', transaction: payment.id, status: 'PROCESSED', status_reason: 'x' },
        ['body.refund', 'body.transaction'],
      ],
      [{ type: 'payment', transaction: payment.id, status: 'SETTLED', status_reason: 'x' }, ['body.type']],
    ];
    for (const [body, paths] of cases) {
      const response = await superUser.post('/api/statusupdate', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(
        response
          .json()
          .details.map((detail: { path: string }) => detail.path)
          .sort(),
      ).toEqual(paths);
    }
  });

  it('is for the super user only (001 §6): 403 to the provider administrator and to merchants', async () => {
    const { payment, to } = await movablePayment();
    const body = { type: 'transaction', transaction: payment.id, status: to, status_reason: 'x' };
    for (const who of [DEMO.pspAdmin, DEMO.bakeryOwner]) {
      const client = await app.as(who);
      expect((await client.post('/api/statusupdate', body)).statusCode).toBe(403);
      expect((await client.get('/api/statusupdate')).statusCode).toBe(403);
    }
  });
});
