import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CARD_PROFILE_SQL,
  type CardProfile,
  createApiKey,
  INSTANT_PROCESSORS_SQL,
  paymentRequest,
  postPayment,
} from '../payments/payment-load.js';
import { DEMO_PASSWORD } from '../seed/seed.js';
import { DEMO } from '../test/demo.js';
import { cloneTemplate, type DatabaseClone } from '../test/test-database.js';
import { type ServerProcess, startServerProcess } from './server-process.js';

// Several processes share one real PostgreSQL; the embedded database is single-process by design.
describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let clone: DatabaseClone;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    clone = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('template'));
    [first, second] = await Promise.all([
      startServerProcess({ DATABASE_URL: clone.databaseUrl! }),
      startServerProcess({ DATABASE_URL: clone.databaseUrl! }),
    ]);
  });
  afterAll(async () => {
    for (const process of [first, second]) process?.child.kill('SIGKILL');
    await clone?.drop();
  });

  it('share sessions: log in on one, use and end the session on the other', async () => {
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO.bakeryOwner, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const list = await fetch(`${second.url}/api/transaction?_limit=5`, { headers: { cookie } });
    expect(list.status).toBe(200);
    expect(await list.json()).toHaveLength(5);
    expect(
      (await fetch(`${second.url}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status,
    ).toBe(204);
    expect((await fetch(`${first.url}/api/auth/me`, { headers: { cookie } })).status).toBe(401);
  });

  it('share payments: each answers its share, and an Idempotency-Key sent to both makes one payment', async () => {
    const pool = new pg.Pool({ connectionString: clone.databaseUrl, max: 1 });
    try {
      const profile = (await pool.query<CardProfile>(CARD_PROFILE_SQL)).rows[0]!;
      await pool.query(INSTANT_PROCESSORS_SQL, [profile.id]);
      const secret = await createApiKey(first.url, profile.organisation_id, 'Two processes');
      const servers = [first, second];
      const run = `scale-${randomUUID().slice(0, 8)}`;
      const load = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          postPayment(servers[index % 2]!.url, secret, paymentRequest(profile, index, run)),
        ),
      );
      expect(load.map((answer) => answer.status)).toEqual(Array(20).fill(201));
      // One key, ten requests to each process at once: one payment, the others replay it or wait (409).
      const once = paymentRequest(profile, 1000, run);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) => postPayment(servers[index % 2]!.url, secret, once)),
      );
      const made = answers.filter((answer) => answer.status === 201 && !answer.replayed);
      expect(made).toHaveLength(1);
      expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
      const { rows } = await pool.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM transactions WHERE merchant_reference = $1',
        [once.body.merchant_reference],
      );
      expect(rows[0]!.count).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it('both report healthy, and stop gracefully on SIGTERM', async () => {
    for (const process of [first, second])
      expect((await fetch(`${process.url}/api/health`)).status).toBe(200);
    first.child.kill('SIGTERM');
    second.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(await second.exited).toBe(0);
  });
});
