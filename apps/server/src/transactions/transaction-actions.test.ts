import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;
let bakery: string;
let secret: string;
const used: string[] = [];

beforeAll(async () => {
  app = await startTestApp();
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  secret = (await app.newApiKey(bakery)).secret;
});
afterAll(() => app?.close());

/** A payment of the organisation, untouched by other tests, put in the given state. */
async function payment(
  status: string,
  { amount = 10_000, captured = 0, organisation = bakery } = {},
): Promise<{ id: string; payment_profile_id: string }> {
  const [row] = await app.query<{ id: string; payment_profile_id: string }>(
    `UPDATE transactions SET status = $1, amount = $2, captured_amount = $3, settle_after = NULL,
            authorization_expires_at = NULL
      WHERE id = (SELECT t.id FROM transactions t WHERE t.organisation_id = $4 AND t.id <> ALL($5::uuid[])
                    AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.transaction_id = t.id)
                    AND NOT EXISTS (SELECT 1 FROM chargebacks c WHERE c.transaction_id = t.id)
                  ORDER BY t.id LIMIT 1)
      RETURNING id, payment_profile_id`,
    [status, amount, captured, organisation, used],
  );
  used.push(row!.id);
  return row!;
}

const post = (url: string, body: object = {}, key = secret): Promise<LightMyRequestResponse> =>
  app.withApiKey(key).request('POST', url, body);

async function history(id: string): Promise<string[]> {
  const rows = await app.query<{ status: string }>(
    'SELECT status FROM transaction_status_history WHERE transaction_id = $1 ORDER BY created_at, id',
    [id],
  );
  return rows.map((row) => row.status);
}

async function eventsOf(id: string): Promise<{ type: string; after: { status?: string } }[]> {
  return app.query('SELECT type, after FROM events WHERE resource_id = $1 ORDER BY created_at', [id]);
}

describe('capture', () => {
  it('captures the whole authorisation, with a history entry and an event; a second capture is 409', async () => {
    const { id } = await payment('AUTHORIZED');
    const before = (await history(id)).length;
    const captured = await post(`/v1/transactions/${id}/capture`);
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ id, status: 'SETTLEMENT_REQUESTED' });
    const [row] = await app.query<{ captured_amount: string; settle_after: string | null }>(
      'SELECT captured_amount, settle_after FROM transactions WHERE id = $1',
      [id],
    );
    expect(Number(row!.captured_amount)).toBe(10_000);
    expect(row!.settle_after).not.toBeNull();
    expect((await history(id)).slice(before)).toEqual(['SETTLEMENT_REQUESTED']);
    expect(await eventsOf(id)).toContainEqual(
      expect.objectContaining({
        type: 'transaction.status_changed',
        after: expect.objectContaining({ status: 'SETTLEMENT_REQUESTED' }),
      }),
    );

    const again = await post(`/v1/transactions/${id}/capture`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('not_capturable');
  });

  it('captures part of the authorisation and refuses more than authorised (422) or a bad amount (400)', async () => {
    const { id } = await payment('AUTHORIZED');
    const tooMuch = await post(`/v1/transactions/${id}/capture`, { amount: 10_001 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toBe('amount_exceeds_authorised');
    const bad = await post(`/v1/transactions/${id}/capture`, { amount: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('body.amount');
    const partial = await post(`/v1/transactions/${id}/capture`, { amount: 2_500 });
    expect(partial.statusCode).toBe(200);
    const [row] = await app.query<{ captured_amount: string }>(
      'SELECT captured_amount FROM transactions WHERE id = $1',
      [id],
    );
    expect(Number(row!.captured_amount)).toBe(2_500);
  });

  it('answers 502 and leaves the payment authorised when the processor refuses', async () => {
    const { id } = await payment('AUTHORIZED');
    const [processor] = await app.query<{ processor_id: string }>(
      'SELECT processor_id FROM transactions WHERE id = $1',
      [id],
    );
    await app.query("UPDATE processors SET simulated_outcome = 'processor_error' WHERE id = $1", [
      processor!.processor_id,
    ]);
    try {
      const refused = await post(`/v1/transactions/${id}/capture`);
      expect(refused.statusCode).toBe(502);
      const [row] = await app.query<{ status: string }>('SELECT status FROM transactions WHERE id = $1', [
        id,
      ]);
      expect(row!.status).toBe('AUTHORIZED');
    } finally {
      await app.query('UPDATE processors SET simulated_outcome = NULL WHERE id = $1', [
        processor!.processor_id,
      ]);
    }
  });

  it('is the same command for a back-office user under /api, with its role', async () => {
    const { id } = await payment('AUTHORIZED');
    const support = await app.as(DEMO.bakerySupport);
    expect((await support.post(`/api/transaction/${id}/capture`)).statusCode).toBe(403);
    const owner = await app.as(DEMO.bakeryOwner);
    const captured = await owner.post(`/api/transaction/${id}/capture`, { amount: 100 });
    expect(captured.statusCode).toBe(200);
    expect(captured.json().status).toBe('SETTLEMENT_REQUESTED');
  });
});

describe('the /api twins', () => {
  it('let finance refund (REFUND_CREATE) but not capture or void (TRANSACTION_UPDATE)', async () => {
    const finance = await app.as(DEMO.bakeryFinance);
    const authorised = await payment('AUTHORIZED');
    expect((await finance.post(`/api/transaction/${authorised.id}/capture`)).statusCode).toBe(403);
    expect((await finance.post(`/api/transaction/${authorised.id}/void`)).statusCode).toBe(403);
    const settled = await payment('SETTLEMENT_COMPLETED', { captured: 700 });
    const refund = await finance.post(`/api/transaction/${settled.id}/refund`, { amount: 200 });
    expect(refund.statusCode).toBe(201);
    expect(refund.json()).toMatchObject({ transaction: settled.id, amount: 200, status: 'PENDING' });
  });
});

describe('void', () => {
  it('voids an authorisation and refuses a captured payment (409)', async () => {
    const { id } = await payment('AUTHORIZED');
    const voided = await post(`/v1/transactions/${id}/void`, { reason: 'Order cancelled' });
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ status: 'AUTHORIZATION_VOIDED', status_reason: 'Order cancelled' });
    expect((await history(id)).at(-1)).toBe('AUTHORIZATION_VOIDED');
    const settled = await payment('SETTLEMENT_COMPLETED', { captured: 10_000 });
    const refused = await post(`/v1/transactions/${settled.id}/void`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('not_voidable');
  });

  it('replays a refund sent again with its Idempotency-Key: one refund, the same answer', async () => {
    const { id } = await payment('SETTLEMENT_COMPLETED', { captured: 8_000 });
    const send = () =>
      app
        .withApiKey(secret)
        .request(
          'POST',
          `/v1/transactions/${id}/refunds`,
          { amount: 3_000 },
          { 'idempotency-key': `r-${id}` },
        );
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await app.query('SELECT id FROM refunds WHERE transaction_id = $1', [id])).toHaveLength(1);
  });

  it('takes a call without a body, as curl sends it: void, capture and refund everything', async () => {
    const bare = (url: string) => app.withApiKey(secret).request('POST', url, undefined);
    const voided = await payment('AUTHORIZED');
    expect((await bare(`/v1/transactions/${voided.id}/void`)).json().status).toBe('AUTHORIZATION_VOIDED');
    const captured = await payment('AUTHORIZED');
    expect((await bare(`/v1/transactions/${captured.id}/capture`)).json().status).toBe(
      'SETTLEMENT_REQUESTED',
    );
    const refunded = await bare(`/v1/transactions/${captured.id}/refunds`);
    expect(refunded.statusCode).toBe(201);
    expect(refunded.json().amount).toBe(10_000);
  });
});

describe('refunds', () => {
  it('refunds in part and in full up to the captured amount, readable under /v1/refunds', async () => {
    const { id } = await payment('SETTLEMENT_COMPLETED', { captured: 6_000 });
    const part = await post(`/v1/transactions/${id}/refunds`, { amount: 1_000, reason: 'Damaged' });
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({
      transaction: id,
      amount: 1_000,
      status: 'PENDING',
      reason: 'Damaged',
    });
    const read = await app.withApiKey(secret).get(`/v1/refunds/${part.json().id}`);
    expect(read.json()).toMatchObject({ id: part.json().id, amount: 1_000 });
    expect(await eventsOf(part.json().id)).toContainEqual(
      expect.objectContaining({ type: 'refund.created' }),
    );

    const tooMuch = await post(`/v1/transactions/${id}/refunds`, { amount: 5_001 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toBe('amount_exceeds_available');
    const rest = await post(`/v1/transactions/${id}/refunds`);
    expect(rest.statusCode).toBe(201);
    expect(rest.json().amount).toBe(5_000);
    expect((await post(`/v1/transactions/${id}/refunds`)).statusCode).toBe(422);
  });

  it('gives back what a failed refund held', async () => {
    const { id } = await payment('SETTLEMENT_COMPLETED', { captured: 3_000 });
    const refund = await post(`/v1/transactions/${id}/refunds`);
    await app.query("UPDATE refunds SET status = 'FAILED' WHERE id = $1", [refund.json().id]);
    const again = await post(`/v1/transactions/${id}/refunds`);
    expect(again.statusCode).toBe(201);
    expect(again.json().amount).toBe(3_000);
  });

  it('refuses a payment that took no money (409)', async () => {
    const { id } = await payment('AUTHORIZED');
    const refused = await post(`/v1/transactions/${id}/refunds`, { amount: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('not_refundable');
  });

  it('never refunds more than captured under 50 concurrent requests', async () => {
    const { id } = await payment('SETTLEMENT_COMPLETED', { captured: 1_000 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(`/v1/transactions/${id}/refunds`, { amount: 30 })),
    );
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created).toHaveLength(33);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(17);
    const [sum] = await app.query<{ total: string }>(
      'SELECT sum(amount) AS total FROM refunds WHERE transaction_id = $1',
      [id],
    );
    expect(Number(sum!.total)).toBe(990);
  });
});

describe('tenancy of the actions', () => {
  it("answers 404 for another organisation's payment and, to a key of another payment profile, for that profile's", async () => {
    const sibling = await organisationIdOf(app, DEMO.siblingOwner);
    const foreign = await payment('AUTHORIZED', { organisation: sibling });
    expect((await post(`/v1/transactions/${foreign.id}/capture`)).statusCode).toBe(404);
    expect((await post(`/v1/transactions/${foreign.id}/void`)).statusCode).toBe(404);
    expect((await post(`/v1/transactions/${foreign.id}/refunds`)).statusCode).toBe(404);

    const own = await payment('SETTLEMENT_COMPLETED', { captured: 500 });
    const [other] = await app.query<{ id: string }>(
      'SELECT id FROM payment_profiles WHERE organisation_id = $1 AND id <> $2 LIMIT 1',
      [bakery, own.payment_profile_id],
    );
    const limited = await app.newApiKey(bakery, other!.id);
    expect((await post(`/v1/transactions/${own.id}/refunds`, {}, limited.secret)).statusCode).toBe(404);
    const refund = await post(`/v1/transactions/${own.id}/refunds`);
    expect((await app.withApiKey(limited.secret).get(`/v1/refunds/${refund.json().id}`)).statusCode).toBe(
      404,
    );
  });
});
