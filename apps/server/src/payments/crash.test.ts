import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../platform/server-process.js';
import { embeddedTarget, postgresTarget, type Target } from '../test/crash-target.js';
import {
  CARD_PROFILE_SQL,
  type CardProfile,
  createApiKey,
  INSTANT_PROCESSORS_SQL,
  paymentRequest,
  postPayment,
} from './payment-load.js';

interface Sent {
  request: ReturnType<typeof paymentRequest>;
  /** The answer, or undefined when the process died before answering. */
  answer?: { status: number; body: string };
}

const LOAD_MS = 2000;
const CLIENTS = 8;

/**
 * Issue 9: a kill -9 of the server during a load of payments loses nothing it answered. Every payment
 * answered 201 exists after a restart with its status history and events, no payment is half-written,
 * and a replayed Idempotency-Key answers the same.
 */
function crashScenario(name: string, open: () => Promise<Target>) {
  describe(name, () => {
    let target: Target;
    let server: ServerProcess | undefined;
    let profile: CardProfile;
    let secret: string;
    const run = `crash-${randomUUID().slice(0, 8)}`;
    const sent: Sent[] = [];

    beforeAll(async () => {
      target = await open();
      [profile] = (await target.query<CardProfile>(CARD_PROFILE_SQL)) as [CardProfile];
      await target.query(INSTANT_PROCESSORS_SQL, [profile.id]);
      server = await startServerProcess(target.env);
      secret = await createApiKey(server.url, profile.organisation_id, 'Crash test');
    }, 90_000);
    afterAll(async () => {
      server?.child.kill('SIGKILL');
      await server?.exited;
      await target?.close();
    });

    it('answers payments under load until SIGKILL, and starts again on the same database', async () => {
      const base = server!.url;
      const killAt = performance.now() + LOAD_MS;
      let next = 0;
      let killed = false;
      const clients = Array.from({ length: CLIENTS }, async () => {
        // Bounded: each client stops at the first request the dead process leaves unanswered.
        for (let round = 0; round < 10_000 && !killed; round++) {
          const entry: Sent = { request: paymentRequest(profile, next++, run) };
          sent.push(entry);
          try {
            const { status, body } = await postPayment(base, secret, entry.request);
            entry.answer = { status, body };
          } catch {
            entry.answer = undefined;
            return;
          }
        }
      });
      // Mid-load: after LOAD_MS once some payments are answered (a busy machine answers slowly), bounded.
      const answeredCount = () => sent.filter((entry) => entry.answer?.status === 201).length;
      for (let wait = 0; wait < 200 && (performance.now() < killAt || answeredCount() < 20); wait++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      killed = true;
      server!.child.kill('SIGKILL');
      await server!.exited;
      await Promise.all(clients);

      const answered = sent.filter((entry) => entry.answer?.status === 201);
      expect(answered.length).toBeGreaterThan(5);
      expect(sent.filter((entry) => entry.answer && entry.answer.status !== 201)).toEqual([]);
      // The dead process leaves the keys it had claimed without an answer; a retry gets 409 until such a
      // claim is 5 minutes old and is taken over (idempotency.ts). Let those 5 minutes pass.
      await target.query(
        `UPDATE idempotency_keys SET created_at = created_at - interval '6 minutes' WHERE status_code IS NULL`,
      );
      server = await startServerProcess(target.env);
    }, 90_000);

    it('replays an answered request with its Idempotency-Key: the same status and body', async () => {
      const entry = sent.find((candidate) => candidate.answer?.status === 201)!;
      const replay = await postPayment(server!.url, secret, entry.request);
      expect(replay.status).toBe(201);
      expect(replay.replayed).toBe(true);
      expect(JSON.parse(replay.body)).toEqual(JSON.parse(entry.answer!.body));
    });

    it('resends each unanswered request with its key once its claim is released: it replays or makes one payment', async () => {
      const unanswered = sent.filter((entry) => entry.answer === undefined);
      expect(unanswered.length).toBeGreaterThan(0);
      for (const entry of unanswered) {
        const { status, body } = await postPayment(server!.url, secret, entry.request);
        expect(status, body).toBe(201);
        entry.answer = { status: 201, body };
      }
    });

    it('keeps every answered payment with its history and events, and none half-written', async () => {
      // The embedded database is opened by one process at a time: stop the server to look into it.
      server!.child.kill('SIGTERM');
      expect(await server!.exited).toBe(0);
      server = undefined;
      const payments = await target.query<{
        id: string;
        merchant_reference: string;
        status: string;
        history: string[];
        events: string[];
      }>(
        `SELECT t.id, t.merchant_reference, t.status,
           ARRAY(SELECT h.status FROM transaction_status_history h WHERE h.transaction_id = t.id
                 ORDER BY h.created_at, h.id) AS history,
           ARRAY(SELECT e.type FROM events e WHERE e.resource_id = t.id ORDER BY e.sequence) AS events
         FROM transactions t WHERE t.merchant_reference LIKE $1`,
        [`${run}-%`],
      );
      const byReference = new Map(payments.map((payment) => [payment.merchant_reference, payment]));
      // One payment per merchant reference: no Idempotency-Key made two.
      expect(byReference.size, 'a payment made twice under one Idempotency-Key').toBe(payments.length);
      for (const entry of sent.filter((candidate) => candidate.answer?.status === 201)) {
        const answer = JSON.parse(entry.answer!.body) as { id: string; status: string };
        const stored = byReference.get(entry.request.body.merchant_reference);
        expect(stored?.id).toBe(answer.id);
        expect(stored?.status).toBe(answer.status);
      }
      for (const payment of payments) {
        expect(payment.history[0], payment.id).toBe('INITIATED');
        expect(payment.history.at(-1), payment.id).toBe(payment.status);
        expect(payment.events, payment.id).toEqual([
          'transaction.created',
          ...payment.history.slice(1).map(() => 'transaction.status_changed'),
        ]);
      }
    });
  });
}

// Several processes share one real PostgreSQL; the embedded database serves one process at a time.
describe.runIf(process.env.TEST_DATABASE_URL)('kill -9 during payments (PostgreSQL)', () => {
  crashScenario('on PostgreSQL', postgresTarget);
});
describe.skipIf(process.env.TEST_DATABASE_URL)('kill -9 during payments (embedded PGlite)', () => {
  crashScenario('on the embedded PGlite data directory', embeddedTarget);
});
