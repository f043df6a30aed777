import type { RecordedEvent } from '@psp/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningServer, startServer } from '../../server.js';
import { DEMO, organisationIdOf } from '../../test/demo.js';
import { eventually } from '../../test/eventually.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { cloneTemplate } from '../../test/test-database.js';
import { systemActor } from '../auth/actors.js';
import { loadConfig } from '../config.js';
import { JOB_QUEUES } from '../jobs/queues.js';

let app: TestApp;
let bakery: string;
/** What each test subscriber was handed, by subscriber. */
const received = new Map<string, RecordedEvent[]>();

function collect(name: string) {
  received.set(name, []);
  return async (event: RecordedEvent) => {
    received.get(name)!.push(event);
  };
}

const until = (condition: () => boolean | Promise<boolean>) => eventually(async () => condition());

async function eventsOf(resourceId: string) {
  return app.query<{
    id: string;
    type: string;
    actor_kind: string;
    actor_id: string;
    before: unknown;
    after: unknown;
  }>('SELECT * FROM events WHERE resource_id = $1 ORDER BY created_at', [resourceId]);
}

beforeAll(async () => {
  app = await startTestApp();
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  app.server.events.subscribe('test-first', ['customer.created', 'customer.updated'], collect('test-first'));
  app.server.events.subscribe('test-second', ['customer.created'], collect('test-second'));
});
afterAll(() => app?.close());

describe('domain events', () => {
  it('records nothing and delivers nothing when the write rolls back', async () => {
    const actor = await systemActor(app.server.database, 'test', bakery);
    let recorded = '';
    await expect(
      app.server.database.db.transaction().execute(async (trx) => {
        recorded = await app.server.events.record(trx, {
          type: 'customer.created',
          resource: 'customer',
          resource_id: bakery,
          organisation: bakery,
          actor: { kind: actor.kind, id: actor.job },
          before: null,
          after: {},
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(recorded).not.toBe('');
    expect(await app.query('SELECT id FROM events WHERE id = $1', [recorded])).toEqual([]);
    const jobs = await app.query(`SELECT id FROM pgboss.job WHERE name = $1 AND data->>'event_id' = $2`, [
      JOB_QUEUES.eventDelivery.name,
      recorded,
    ]);
    expect(jobs).toEqual([]);
  });

  it('runs a record hook in the recording transaction, once per recordMany, with the events of its types', async () => {
    const calls: { ids: string[]; inTransaction: boolean }[] = [];
    app.server.events.onRecord(['tag.deleted'], async (trx, events) => {
      const [row] = (
        await sql<{
          in_transaction: boolean;
        }>`SELECT now() = statement_timestamp() AS in_transaction`.execute(trx)
      ).rows;
      calls.push({ ids: events.map((event) => event.id), inTransaction: !row?.in_transaction });
    });
    const actor = await systemActor(app.server.database, 'test', bakery);
    const event = (type: 'tag.deleted' | 'tag.created') => ({
      type,
      resource: 'tag' as const,
      resource_id: bakery,
      organisation: bakery,
      actor: { kind: actor.kind, id: actor.job },
      before: null,
      after: null,
    });
    const ids = await app.server.database.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_sleep(0.01)`.execute(trx);
      return app.server.events.recordMany(trx, [
        event('tag.deleted'),
        event('tag.created'),
        event('tag.deleted'),
      ]);
    });
    // One call with the two events of its type, inside the transaction (its now() is the transaction's start).
    expect(calls).toEqual([{ ids: [ids[0], ids[2]], inTransaction: true }]);
  });

  it('records a resource write with its actor and delivers it once to each subscriber, even run twice', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const created = (await owner.post('/api/customer', { email_address: 'events@example.com' })).json();
    const [event] = await eventsOf(created.id);
    const [user] = await app.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      DEMO.bakeryOwner,
    ]);
    expect(event).toMatchObject({
      type: 'customer.created',
      actor_kind: 'user',
      actor_id: user!.id,
      before: null,
      after: { id: created.id, email_address: 'events@example.com', organisation: bakery },
    });
    const mine = (name: string) => received.get(name)!.filter((one) => one.id === event!.id);
    await until(() => mine('test-first').length === 1 && mine('test-second').length === 1);
    expect(mine('test-first')[0]).toMatchObject({ type: 'customer.created', organisation: bakery });

    // The job again, by hand and through the queue: the delivery row makes both a no-op.
    expect(await app.server.events.deliver('test-first', event!.id)).toBe('skipped');
    await app.server.jobs.boss.send(JOB_QUEUES.eventDelivery.name, {
      subscriber: 'test-second',
      event_id: event!.id,
    });
    await until(async () => {
      const [row] = await app.query<{ state: string }>(
        `SELECT state FROM pgboss.job WHERE name = $1 AND data->>'event_id' = $2 ORDER BY created_on DESC LIMIT 1`,
        [JOB_QUEUES.eventDelivery.name, event!.id],
      );
      return row?.state === 'completed';
    });
    expect(mine('test-first')).toHaveLength(1);
    expect(mine('test-second')).toHaveLength(1);
    const deliveries = await app.query('SELECT subscriber FROM event_deliveries WHERE event_id = $1', [
      event!.id,
    ]);
    expect(deliveries).toHaveLength(2);
  });

  it('records updates and deletes with the record before and after', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const created = (await owner.post('/api/customer', { email_address: 'change@example.com' })).json();
    await owner.request('PUT', `/api/customer/${created.id}`, { first_name: 'Anna' });
    await owner.delete(`/api/customer/${created.id}`);
    const [, updated, deleted] = await eventsOf(created.id);
    expect(updated).toMatchObject({
      type: 'customer.updated',
      before: { first_name: null },
      after: { first_name: 'Anna' },
    });
    expect(deleted).toMatchObject({ type: 'customer.deleted', before: { first_name: 'Anna' }, after: null });
  });

  it('leaves a failed handler undelivered, so its retry handles the event', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const created = (await owner.post('/api/customer', { email_address: 'flaky@example.com' })).json();
    const [event] = await eventsOf(created.id);
    // Subscribed after the write, so no job of its own runs: the deliveries below are the job's runs.
    let calls = 0;
    app.server.events.subscribe('test-flaky', ['customer.created'], async () => {
      calls++;
      if (calls === 1) throw new Error('handler down');
    });
    await expect(app.server.events.deliver('test-flaky', event!.id)).rejects.toThrow('handler down');
    const delivered = () =>
      app.query('SELECT 1 FROM event_deliveries WHERE subscriber = $1 AND event_id = $2', [
        'test-flaky',
        event!.id,
      ]);
    expect(await delivered()).toEqual([]);
    expect(await app.server.events.deliver('test-flaky', event!.id)).toBe('delivered');
    expect(await app.server.events.deliver('test-flaky', event!.id)).toBe('skipped');
    expect(calls).toBe(2);
    expect(await delivered()).toHaveLength(1);
  });

  it('delivers a batch from the queue and fails only the event whose handler fails', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const handled: string[] = [];
    let failing = '';
    app.server.events.subscribe('test-batch', ['customer.deleted'], async (event) => {
      if (event.resource_id === failing) throw new Error('this one is down');
      handled.push(event.resource_id);
    });
    const ids: string[] = [];
    for (let index = 0; index < 5; index++) {
      ids.push((await owner.post('/api/customer', { email_address: `batch${index}@example.com` })).json().id);
    }
    failing = ids[2]!;
    for (const id of ids) expect((await owner.delete(`/api/customer/${id}`)).statusCode).toBe(204);
    await until(() => handled.length === 4);
    const [failed] = await eventsOf(failing).then((events) =>
      events.filter((e) => e.type === 'customer.deleted'),
    );
    // The failing job is failed (to be retried) when its batch ends, which may be after the others ran.
    const stateOfFailed = async () =>
      (
        await app.query<{ state: string }>(
          `SELECT state FROM pgboss.job WHERE name = $1 AND data->>'subscriber' = 'test-batch'
             AND data->>'event_id' = $2`,
          [JOB_QUEUES.eventDelivery.name, failed!.id],
        )
      )[0]?.state;
    await until(async () => (await stateOfFailed()) !== 'active');
    expect(await stateOfFailed()).toBe('retry');
    expect(handled.sort()).toEqual(ids.filter((id) => id !== failing).sort());
  });

  it('hands a batch subscriber each event once, in order, and retries a failing batch whole', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      ids.push((await owner.post('/api/customer', { email_address: `whole${index}@example.com` })).json().id);
    }
    const events = (await Promise.all(ids.map(eventsOf))).flat().filter((e) => e.type === 'customer.created');
    const batches: string[][] = [];
    let down = true;
    // Subscribed after the writes, so only the calls below deliver to it.
    app.server.events.subscribeBatch('test-whole', ['customer.created'], async (batch) => {
      if (down) throw new Error('counter down');
      batches.push(batch.map((event) => event.resource_id));
    });
    const eventIds = events.map((event) => event.id);
    await expect(app.server.events.deliverBatch('test-whole', eventIds)).rejects.toThrow('counter down');
    const claimed = () =>
      app.query('SELECT 1 FROM event_deliveries WHERE subscriber = $1', ['test-whole']).then((r) => r.length);
    expect(await claimed()).toBe(0);
    down = false;
    expect(await app.server.events.deliverBatch('test-whole', eventIds.slice(0, 1))).toBe(1);
    // The retried batch hands over only what was not delivered yet, in the order of recording.
    expect(await app.server.events.deliverBatch('test-whole', [...eventIds].reverse())).toBe(2);
    expect(await app.server.events.deliverBatch('test-whole', eventIds)).toBe(0);
    expect(await app.server.events.deliver('test-whole', eventIds[0]!)).toBe('skipped');
    expect(batches).toEqual([[ids[0]], [ids[1], ids[2]]]);
    expect(await claimed()).toBe(3);
  });

  it('never writes a secret into an event: share-credential values, API key secrets and hashes, passwords', async () => {
    const [owner] = await app.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      DEMO.bakeryOwner,
    ]);
    const provider = (await app.as(DEMO.pspAdmin)).inScope(bakery);
    const share = (
      await provider.post('/api/sharecredential', {
        organisation: bakery,
        user: owner!.id,
        name: 'Stripe cards',
        description: 'Stripe account',
        type: 'processor',
        gateway: 'stripe',
        payment_product: 'card',
        details: [{ name: 'secret_key', description: 'Secret API key', value: 'sk_test_top_secret_value' }],
      })
    ).json();
    const [shareEvent] = await eventsOf(share.id);
    expect(shareEvent!.after).toMatchObject({ details: [{ name: 'secret_key', value_set: true }] });
    expect(JSON.stringify(shareEvent)).not.toContain('sk_test_top_secret_value');
    expect((shareEvent!.after as { details: object[] }).details[0]).not.toHaveProperty('value');

    const bakeryOwner = await app.as(DEMO.bakeryOwner);
    const key = (await bakeryOwner.post('/api/apikey', { name: 'Events' })).json();
    await bakeryOwner.post(`/api/apikey/${key.id}/revoke`);
    const [stored] = await app.query<{ key_hash: string }>('SELECT key_hash FROM api_keys WHERE id = $1', [
      key.id,
    ]);
    const keyEvents = JSON.stringify(await eventsOf(key.id));
    expect((await eventsOf(key.id)).map((event) => event.type)).toEqual(['apikey.created', 'apikey.updated']);
    expect(keyEvents).not.toContain(key.secret);
    expect(keyEvents).not.toContain(stored!.key_hash);

    const user = (
      await bakeryOwner.post('/api/user', {
        email: 'events-user@goudenkorst.demo',
        name: 'E',
        roles: ['TAG_LIST'],
      })
    ).json();
    await app.query(`UPDATE users SET password_hash = 'scrypt$hash-never-in-events' WHERE id = $1`, [
      user.id,
    ]);
    await bakeryOwner.request('PUT', `/api/user/${user.id}`, { name: 'E2' });
    const userEvents = JSON.stringify(await eventsOf(user.id));
    expect(userEvents).toContain('user.updated');
    expect(userEvents).not.toContain('hash-never-in-events');
    expect(userEvents).not.toMatch(/password|totp_secret/);
  });
});

// Two servers with their own pools and job workers on one PostgreSQL, as two processes would be.
describe.runIf(process.env.TEST_DATABASE_URL)('events with two server processes', () => {
  it('delivers each event once across both', async () => {
    const clone = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('template'));
    const config = loadConfig({ databaseUrl: clone.databaseUrl, dataDir: 'memory://', logLevel: 'silent' });
    const servers: RunningServer[] = [];
    try {
      servers.push(await startServer(config), await startServer(config));
      const handled: string[] = [];
      for (const server of servers)
        server.events.subscribe('test-once', ['customer.created'], async (event) => {
          handled.push(event.id);
        });
      const actor = await systemActor(servers[0]!.database, 'test', bakery);
      const customer = servers[0]!.resources.resolve('customer');
      for (let index = 0; index < 6; index++)
        await servers[index % 2]!.resources.create(customer, actor, {
          email_address: `twice${index}@example.com`,
        });
      await until(() => handled.length >= 6);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(handled).toHaveLength(6);
      expect(new Set(handled).size).toBe(6);
    } finally {
      for (const server of servers) await server.close();
      await clone.drop();
    }
  });
});
