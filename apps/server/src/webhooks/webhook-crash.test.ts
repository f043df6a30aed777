import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_PROFILE_SQL,
  type CardProfile,
  createApiKey,
  INSTANT_PROCESSORS_SQL,
  paymentRequest,
  postPayment,
} from '../payments/payment-load.js';
import { loopbackRequest } from '../platform/http/loopback-client.js';
import { type ServerProcess, startServerProcess } from '../platform/server-process.js';
import { DEMO_PASSWORD } from '../seed/seed.js';
import { embeddedTarget, postgresTarget, type Target } from '../test/crash-target.js';
import { startReceiver } from '../test/webhook-receiver.js';

const PAYMENTS = 12;

/**
 * Issue 13: webhooks are delivered at least once although the server is killed (SIGKILL) while
 * deliveries are under way. A local receiver counts requests by webhook-id: after a restart every
 * message is delivered, none is lost, and a repeat only ever carries the webhook-id of its message.
 */
function crashScenario(name: string, open: () => Promise<Target>) {
  describe(name, () => {
    let target: Target;
    let server: ServerProcess | undefined;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let env: Record<string, string>;
    const run = `webhook-crash-${randomUUID().slice(0, 8)}`;

    beforeAll(async () => {
      // Slow answers, so the kill finds deliveries in flight.
      receiver = await startReceiver(() => ({ status: 200, delayMs: 300 }));
      target = await open();
      env = {
        ...target.env,
        WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}`,
        WEBHOOK_TIMEOUT_MS: '2000',
        WEBHOOK_RETRY_SCHEDULE: '1,1,1,1,1,1',
        WEBHOOK_SWEEP_GRACE_SECONDS: '1',
        WEBHOOK_SWEEP_INTERVAL_SECONDS: '1',
      };
      server = await startServerProcess(env);
    }, 90_000);
    afterAll(async () => {
      server?.child.kill('SIGKILL');
      await server?.exited;
      await target?.close();
      await receiver?.close();
    });

    it('delivers every message of the payments made before a kill -9, repeats only with their webhook-id', async () => {
      // The profile is read through the server's own API, as the embedded database has one user at a time.
      server!.child.kill('SIGTERM');
      await server!.exited;
      const [profile] = (await target.query<CardProfile>(CARD_PROFILE_SQL)) as [CardProfile];
      await target.query(INSTANT_PROCESSORS_SQL, [profile.id]);
      await target.query('UPDATE payment_profiles SET webhook_transaction_update = $2 WHERE id = $1', [
        profile.id,
        receiver.url('/crash'),
      ]);
      server = await startServerProcess(env);
      const secret = await createApiKey(server.url, profile.organisation_id, 'Webhook crash test');
      for (let index = 0; index < PAYMENTS; index++) {
        const { status } = await postPayment(server.url, secret, paymentRequest(profile, index, run));
        expect(status).toBe(201);
      }
      // Mid-delivery: some messages received (and answered slowly), others still waiting.
      for (let wait = 0; wait < 200 && receiver.received.length < 3; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      server!.child.kill('SIGKILL');
      await server!.exited;
      const beforeRestart = new Set(receiver.received.map((entry) => entry.id)).size;

      server = await startServerProcess(env);
      const cookie = await login(server.url);
      for (let wait = 0; wait < 120; wait++) {
        const { body } = await loopbackRequest(
          'GET',
          `${server.url}/api/webhook/count?state=pending&url=${encodeURIComponent(receiver.url('/crash'))}`,
          {
            cookie,
          },
        );
        if (JSON.parse(body).count === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      server!.child.kill('SIGTERM');
      await server!.exited;
      server = undefined;

      const messages = await target.query<{ id: string; state: string; ours: boolean }>(
        `SELECT w.id, w.state, t.merchant_reference LIKE $2 AS ours FROM webhooks w
         LEFT JOIN transactions t ON t.id = w.item_id WHERE w.url = $1`,
        [receiver.url('/crash'), `${run}-%`],
      );
      // Every status of every payment, each delivered and received.
      expect(messages.filter((message) => message.ours).length).toBeGreaterThanOrEqual(PAYMENTS * 2);
      const received = new Map<string, number>();
      for (const entry of receiver.received) received.set(entry.id, (received.get(entry.id) ?? 0) + 1);
      for (const message of messages) {
        expect(message.state, message.id).toBe('delivered');
        expect(received.get(message.id), `message ${message.id} lost`).toBeGreaterThanOrEqual(1);
      }
      // A repeat carries the webhook-id of its message: every id received is a message's.
      const known = new Set(messages.map((message) => message.id));
      expect([...received.keys()].filter((id) => !known.has(id))).toEqual([]);
      expect(beforeRestart).toBeLessThan(messages.length);
    }, 180_000);
  });
}

async function login(base: string): Promise<string> {
  const answer = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@lighthouse.demo', password: DEMO_PASSWORD }),
  });
  return answer.headers
    .getSetCookie()
    .find((value) => value.startsWith('psp_session='))!
    .split(';')[0]!;
}

describe.runIf(process.env.TEST_DATABASE_URL)('kill -9 during webhook deliveries (PostgreSQL)', () => {
  crashScenario('on PostgreSQL', postgresTarget);
});
describe.skipIf(process.env.TEST_DATABASE_URL)('kill -9 during webhook deliveries (embedded PGlite)', () => {
  crashScenario('on the embedded PGlite data directory', embeddedTarget);
});
