import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNow } from '../test/clock.js';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { engineProfile } from '../test/engine-profile.js';
import { eventually } from '../test/eventually.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';
import { type Answer, startReceiver } from '../test/webhook-receiver.js';

let app: TestApp;
let owner: Client;
let bakery: string;
let profile: { id: string; currency_code: string };
let key: { secret: string };
let receiver: Awaited<ReturnType<typeof startReceiver>>;
/** What each path of the receiver answers now; anything else 200. */
const answers = new Map<string, (count: number) => Answer>();
/** The receiver under this machine's name, allowed by WEBHOOK_ALLOWED_HOSTS (as the e2e tests reach it). */
const hostUrl = (path: string) => `http://${os.hostname()}:${receiver.port}${path}`;

beforeAll(async () => {
  receiver = await startReceiver((request, count) => answers.get(request.path)?.(count) ?? { status: 200 });
  app = await startTestApp({
    webhooks: {
      allowedHosts: [`127.0.0.1:${receiver.port}`, `${os.hostname()}:${receiver.port}`],
      // Two retries a second apart: the schedule's shape without its hours.
      retrySchedule: [1, 1],
      timeoutMs: 1500,
      sweepGraceSeconds: 0,
      sweepIntervalSeconds: 0,
    },
  });
  owner = await app.as(DEMO.bakeryOwner);
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  profile = (await engineProfile(app, bakery)).profile;
  await app.query(
    `UPDATE payment_profiles SET webhook_transaction_update = $2, webhook_failed_email = 'tech@goudenkorst.demo'
     WHERE id = $1`,
    [profile.id, receiver.url('/payments')],
  );
  key = await app.newApiKey(bakery);
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

async function pay(): Promise<string> {
  const response = await app.withApiKey(key.secret).request('POST', '/v1/transactions', {
    amount: 1250,
    currency_code: profile.currency_code,
    payment_profile: profile.id,
    payment_product: 'card',
    merchant_reference: `webhook-${randomUUID()}`,
    card: {
      number: '4242424242424242',
      expiry_month: 12,
      expiry_year: testNow().getUTCFullYear() + 1,
      cvc: '123',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function rotate(client = owner): Promise<string> {
  const rotated = await client.post('/api/webhook/secret/rotate');
  expect(rotated.statusCode, rotated.body).toBe(200);
  return rotated.json().secret;
}

/** A test send from the API (the create form); its id. */
async function send(path: string, changes: Record<string, unknown> = {}): Promise<string> {
  const created = await owner.post('/api/webhook', {
    url: hostUrl(path),
    type: 'refund',
    status: 'PROCESSED',
    ...changes,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

const messagesOf = (itemId: string) =>
  app.query<{ id: string; state: string; status: string; attempts: number; event_id: string | null }>(
    `SELECT id, state, status, attempts, event_id FROM webhooks WHERE item_id = $1 ORDER BY created_at, status`,
    [itemId],
  );
const stateOf = async (id: string) =>
  (await app.query<{ state: string }>('SELECT state FROM webhooks WHERE id = $1', [id]))[0]?.state;
const receivedFor = (id: string) => receiver.received.filter((entry) => entry.id === id);

describe('webhooks: messages of a payment, signed per Standard Webhooks', () => {
  it('writes a message per status with its event and delivers each, verified by the standardwebhooks library', async () => {
    const secret = await rotate();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const payment = await pay();
    const messages = await messagesOf(payment);
    // INITIATED (the payment's first status), AUTHORIZED, SETTLEMENT_REQUESTED: each from its event.
    expect(messages.map((message) => message.status).sort()).toEqual(
      ['AUTHORIZED', 'INITIATED', 'SETTLEMENT_REQUESTED'].sort(),
    );
    expect(messages.every((message) => message.event_id)).toBe(true);
    await eventually(async () =>
      (await messagesOf(payment)).every((message) => message.state === 'delivered'),
    );
    for (const message of messages) {
      const [entry] = receivedFor(message.id);
      expect(entry, `message ${message.id} was received`).toBeDefined();
      const payload = receiver.verify(entry!, secret) as { type: string; data: Record<string, unknown> };
      expect(payload).toMatchObject({
        type: 'transaction.status_changed',
        data: { object: 'transaction', id: payment, status: message.status, amount: 1250 },
      });
    }
    const [attempt] = await app.query<{ status_code: number; duration_ms: number; content: string }>(
      'SELECT status_code, duration_ms, content FROM webhook_history WHERE webhook_id = $1',
      [messages[0]!.id],
    );
    expect(attempt).toMatchObject({ status_code: 200, content: 'ok' });
    expect(attempt!.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('takes the allowed address literal when saved, as delivery does (issue 28)', async () => {
    const id = await send('/literal', { url: receiver.url('/literal') });
    await eventually(async () => (await stateOf(id)) === 'delivered');
    expect(receivedFor(id)).toHaveLength(1);
  });

  it('answers the history of a message to its merchant and 404 to another merchant', async () => {
    const id = await send('/history');
    await eventually(async () => (await stateOf(id)) === 'delivered');
    const history = await owner.get(`/api/webhook/${id}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json()[0]).toMatchObject({ status_code: 200, attempt: 1, error: null });
    const sibling = await app.as(DEMO.siblingOwner);
    for (const answer of [
      await sibling.get(`/api/webhook/${id}`),
      await sibling.get(`/api/webhook/${id}/history`),
      await sibling.post(`/api/webhook/${id}/resend`),
    ]) {
      expect(answer.statusCode).toBe(404);
    }
  });
});

describe('webhooks: retries', () => {
  it('retries a receiver that fails first, waiting the longer Retry-After, with the same webhook-id', async () => {
    answers.set('/flaky', (count) =>
      receiver.received.filter((entry) => entry.path === '/flaky').length === 1
        ? { status: 503, headers: { 'retry-after': '3' }, body: 'busy' }
        : { status: 200, body: `received ${count}` },
    );
    const id = await send('/flaky');
    await eventually(async () => (await stateOf(id)) === 'delivered', 20_000);
    const attempts = receivedFor(id);
    expect(attempts).toHaveLength(2);
    const times = attempts.map((entry) => Number(entry.headers['webhook-timestamp']));
    // The schedule says 1 s; the receiver asked for 3.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(2);
    const history = (await owner.get(`/api/webhook/${id}/history`)).json();
    expect(history.map((entry: { status_code: number }) => entry.status_code)).toEqual([200, 503]);
    expect(history[1].content).toBe('busy');
  });

  it('fails a message after the last attempt and mails the payment profile’s webhook_failed_email', async () => {
    await app.query('UPDATE payment_profiles SET webhook_transaction_update = $2 WHERE id = $1', [
      profile.id,
      receiver.url('/down'),
    ]);
    answers.set('/down', () => ({ status: 500, body: 'Internal error' }));
    try {
      const payment = await pay();
      await eventually(
        async () => (await messagesOf(payment)).every((message) => message.state === 'failed'),
        20_000,
      );
      const messages = await messagesOf(payment);
      // The first attempt and the two retries of the schedule.
      expect(messages.every((message) => message.attempts === 3)).toBe(true);
      const mails = await app.query<{ recipient: string; text: string }>(
        `SELECT recipient, text FROM mail_outbox WHERE text LIKE $1`,
        [`%${messages[0]!.id}%`],
      );
      expect(mails).toEqual([expect.objectContaining({ recipient: 'tech@goudenkorst.demo' })]);
      expect(mails[0]!.text).toContain(receiver.url('/down'));
    } finally {
      await app.query('UPDATE payment_profiles SET webhook_transaction_update = $2 WHERE id = $1', [
        profile.id,
        receiver.url('/payments'),
      ]);
    }
  });

  it('records a network error as an attempt without a status code', async () => {
    answers.set('/slow', () => ({ status: 200, delayMs: 3000 }));
    const id = await send('/slow');
    await eventually(
      async () => (await app.query('SELECT 1 FROM webhook_history WHERE webhook_id = $1', [id])).length > 0,
    );
    const [attempt] = (await owner.get(`/api/webhook/${id}/history`)).json();
    expect(attempt).toMatchObject({ status_code: null, content: null });
    expect(attempt.error).toMatch(/1\.5 s/);
  });
});

describe('webhooks: 410 Gone', () => {
  it('disables the endpoint, stops its messages, and sends them when it is re-enabled', async () => {
    let gone = true;
    answers.set('/gone', () => (gone ? { status: 410, body: 'gone' } : { status: 200 }));
    const first = await send('/gone');
    await eventually(async () => (await stateOf(first)) === 'disabled');
    const endpoints = (await owner.get('/api/webhook/endpoint')).json();
    expect(endpoints).toContainEqual(
      expect.objectContaining({ url: hostUrl('/gone'), disabled_reason: '410 Gone' }),
    );
    const second = await send('/gone');
    await eventually(async () => (await stateOf(second)) === 'disabled');
    expect(receivedFor(second)).toHaveLength(0);
    gone = false;
    const enabled = await owner.post('/api/webhook/endpoint/enable', { url: hostUrl('/gone') });
    expect(enabled.json()).toEqual({ resent: 2 });
    await eventually(
      async () => (await stateOf(first)) === 'delivered' && (await stateOf(second)) === 'delivered',
    );
  });
});

describe('webhooks: the signing secret', () => {
  it('is shown once; after a rotation both signatures are sent for the overlap, each verifying alone', async () => {
    const old = await rotate();
    const current = await rotate();
    const state = (await owner.get('/api/webhook/secret')).json();
    expect(state).toMatchObject({ exists: true });
    expect(state.secret).toBeUndefined();
    expect(JSON.stringify(state)).not.toContain('whsec_');
    const id = await send('/rotation');
    await eventually(async () => (await stateOf(id)) === 'delivered');
    const [entry] = receivedFor(id);
    expect(String(entry!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(receiver.verify(entry!, current)).toBeTruthy();
    expect(receiver.verify(entry!, old)).toBeTruthy();
    // After the overlap only the current secret signs.
    await app.query(`UPDATE webhook_secrets SET previous_valid_until = now() - interval '1 second'`);
    const later = await send('/rotation');
    await eventually(async () => (await stateOf(later)) === 'delivered');
    const [after] = receivedFor(later);
    expect(receiver.verify(after!, current)).toBeTruthy();
    expect(() => receiver.verify(after!, old)).toThrow();
    const sealed = await app.query<{ secret: string }>('SELECT secret FROM webhook_secrets');
    expect(sealed.every((row) => !row.secret.startsWith('whsec_'))).toBe(true);
  });

  it('may be rotated only by those who may update webhooks', async () => {
    const support = await app.as(DEMO.bakerySupport);
    expect((await support.post('/api/webhook/secret/rotate')).statusCode).toBe(403);
    expect((await support.get('/api/webhook/secret')).statusCode).toBe(403);
  });
});

describe('webhooks: resend and bulk replay', () => {
  it('resends one message with its own webhook-id', async () => {
    const id = await send('/resend');
    await eventually(async () => (await stateOf(id)) === 'delivered');
    expect((await owner.post(`/api/webhook/${id}/resend`)).statusCode).toBe(200);
    await eventually(async () => receivedFor(id).length === 2);
  });

  it('replays the messages of a filter in the caller’s scope only, with its progress', async () => {
    const from = new Date(testNow().getTime() - 60_000).toISOString();
    const id = await send('/replay', { type: 'chargeback', status: 'WON' });
    await eventually(async () => (await stateOf(id)) === 'delivered');
    const to = new Date(testNow().getTime() + 1000).toISOString();
    const sibling = await app.as(DEMO.siblingOwner);
    const theirs = await sibling.post('/api/webhook/replay', {
      type: 'chargeback',
      created_from: from,
      created_to: to,
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().total).toBe(0);
    const replay = await owner.post('/api/webhook/replay', {
      type: 'chargeback',
      created_from: from,
      created_to: to,
    });
    expect(replay.json()).toMatchObject({ total: 1 });
    const progress = await eventually(async () => {
      const answer = (await owner.get(`/api/webhook/replay/${replay.json().id}`)).json();
      return answer.finished_at ? answer : undefined;
    });
    expect(progress).toMatchObject({ total: 1, done: 1 });
    await eventually(async () => receivedFor(id).length === 2);
    expect((await sibling.get(`/api/webhook/replay/${replay.json().id}`)).statusCode).toBe(404);
    const unknown = await owner.post('/api/webhook/replay', {
      created_from: from,
      created_to: to,
      colour: 'red',
    });
    expect(unknown.statusCode).toBe(400);
  });
});
