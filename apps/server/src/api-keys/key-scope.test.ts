import { PAYMENTS_API_OPERATIONS, RESOURCE_NAMES, type ResourceName } from '@psp/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../platform/http/http-server.js';
import type { Resource } from '../platform/resource/resource-definition.js';
import { addDays, testNow, testToday } from '../test/clock.js';
import { DEMO, organisationIdOf, subtreeOf } from '../test/demo.js';
import { engineProfile } from '../test/engine-profile.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';

/**
 * Operation × key: walks every /v1 operation of the operations table (a new one is covered, or fails the
 * first test for want of a request to make) with the keys that must not reach a target's records: a key
 * of the same merchant limited to another payment profile, a key of a child organisation and a key of
 * another merchant. The target is one payment profile of the bakery and the bakery's own records; the
 * profile's own key makes records with every create operation first, and afterwards shows that every
 * call of the sweep would have reached them.
 */

type Method = 'GET' | 'POST';
type Row = Record<string, unknown>;
type Kind = 'list' | 'get' | 'create' | 'action';

let app: TestApp;
let bakery: string;
/** The target payment profile (the bakery's App) and the profile the limited key may use (Webshop). */
let target: { id: string; currency_code: string };
let otherProfile: string;
/** A customer of the bakery with a stored card: what links and one-off charges are made for. */
let customer: string;
/** The target profile's own key: it makes the records and is the sweep's control. */
let lane: Client;
/** Tables with a payment_profile_id column, read from the database rather than from the resources. */
let profileTables: Set<string>;

beforeAll(async () => {
  app = await startTestApp();
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  // The bakery's first profile by name (App), with simulated card processors so payments go through.
  target = (await engineProfile(app, bakery)).profile;
  const [other] = await app.query<{ id: string }>(
    'SELECT id FROM payment_profiles WHERE organisation_id = $1 AND id <> $2 ORDER BY name LIMIT 1',
    [bakery, target.id],
  );
  otherProfile = other!.id;
  const [card] = await app.query<{ customer_id: string }>(
    `SELECT customer_id FROM cards WHERE organisation_id = $1 AND customer_id IS NOT NULL
     ORDER BY id LIMIT 1`,
    [bakery],
  );
  customer = card!.customer_id;
  lane = app.withApiKey((await app.newApiKey(bakery, target.id)).secret);
  const columns = await app.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
     WHERE table_schema = 'public' AND column_name = 'payment_profile_id'`,
  );
  profileTables = new Set(columns.map((row) => row.table_name));
});
afterAll(() => app?.close());

/** The /v1 routes (HEAD is GET's twin). */
function v1Routes(): (RegisteredRoute & { operation: string })[] {
  return app.server.routes.filter(
    (route): route is RegisteredRoute & { operation: string } =>
      route.url.startsWith('/v1/') &&
      route.method !== 'HEAD' &&
      route.operation !== undefined &&
      route.operation in PAYMENTS_API_OPERATIONS,
  );
}

function kindOf(route: RegisteredRoute): Kind {
  const onRecord = route.url.includes('/:id');
  if (route.method === 'GET') return onRecord ? 'get' : 'list';
  return onRecord ? 'action' : 'create';
}

/**
 * The resource of the records a route's URL names: the one its collection (`/v1/transactions`, also for
 * `/v1/transactions/:id/refunds`) lists or reads, by the operation of that GET route.
 */
function resourceOf(route: RegisteredRoute): Resource {
  const base = route.url.split('/:id')[0]!;
  const read = v1Routes().find(
    (other) => other.method === 'GET' && (other.url === base || other.url === `${base}/:id`),
  );
  const name = read?.operation.split('.')[1] as ResourceName | undefined;
  if (!name || !RESOURCE_NAMES.includes(name)) throw new Error(`No resource read at ${base}`);
  return app.server.resources.resolve(name);
}

/** Whether a resource's records belong to one payment profile: the lane of a key limited to one. */
function ofAProfile(resource: Resource): boolean {
  return profileTables.has(resource.table);
}

let made = 0;
const nextYear = testNow().getUTCFullYear() + 1;

/**
 * A body each create of the payments API takes from the target's own key, naming the target's profile,
 * organisation and customer. A new create operation needs one here: the sweep fails without it.
 */
const CREATE_BODIES: Record<string, () => Row> = {
  'v1.customer.create': () => ({ organisation: bakery, email_address: `lane-${++made}@example.com` }),
  'v1.transaction.create': () => ({
    payment_profile: target.id,
    amount: 1250,
    currency_code: target.currency_code,
    payment_product: 'card',
    merchant_reference: `lane-${++made}`,
    card: {
      number: '4242424242424242',
      expiry_month: 12,
      expiry_year: nextYear,
      cvc: '123',
      holder_name: 'Lane',
    },
    capture: 'manual',
  }),
  'v1.paymentlink.create': () => ({
    payment_profile: target.id,
    amount: 4250,
    currency_code: target.currency_code,
    description: 'Lane',
  }),
  'v1.cardaddlink.create': () => ({ payment_profile: target.id, customer }),
  'v1.scheduledtransaction.create': () => ({
    payment_profile: target.id,
    customer,
    amount: 1250,
    currency_code: target.currency_code,
    due_date: addDays(testToday(), 30),
  }),
};

/**
 * Ids of a resource's records owned by `organisations`, newest first; of the target profile only when
 * `profileOnly` and the records belong to a profile.
 */
async function idsOf(
  resource: Resource,
  organisations: readonly string[],
  profileOnly: boolean,
  limit = 1000,
): Promise<string[]> {
  const organisation = resource.tenancy === 'self' ? 'id' : 'organisation_id';
  const ofTarget = profileOnly && ofAProfile(resource);
  const rows = await app.query<{ id: string }>(
    `SELECT id::text FROM ${resource.table} WHERE ${organisation} = ANY($1::uuid[])
       ${ofTarget ? 'AND payment_profile_id = $2' : ''}
     ORDER BY created_at DESC, id LIMIT ${limit}`,
    ofTarget ? [organisations, target.id] : [organisations],
  );
  return rows.map((row) => row.id);
}

/** The target's records of a resource: the bakery's own, and of the target profile where they have one. */
function targetIds(resource: Resource, limit?: number): Promise<string[]> {
  return idsOf(resource, [bakery], true, limit);
}

function call(client: Client, route: RegisteredRoute, url: string, body?: Row) {
  return client.request(route.method as Method, url, route.method === 'GET' ? undefined : (body ?? {}));
}

async function eventCount(): Promise<number> {
  const [row] = await app.query<{ count: number }>('SELECT count(*)::int AS count FROM events');
  return row!.count;
}

async function stored(resource: Resource, id: string): Promise<string | undefined> {
  const [row] = await app.query<{ row: string }>(
    `SELECT row_to_json(t)::text AS row FROM ${resource.table} t WHERE id = $1`,
    [id],
  );
  return row?.row;
}

/** Every object in an answer whose id is in `foreign`: a record the caller may not see. */
function leaks(response: LightMyRequestResponse, foreign: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const id = (value as Row).id;
      if (typeof id === 'string' && foreign.has(id)) found.push(id);
      Object.values(value).forEach(walk);
    }
  };
  if (response.body) walk(response.json());
  return found;
}

/** How a create naming the target is refused: by the key's payment profile, or as a reference it cannot see. */
type Refusal = (response: LightMyRequestResponse) => boolean;

const otherProfileRefused: Refusal = (response) =>
  response.statusCode === 403 && response.json().error === 'payment_profile_not_allowed';

/** 400 naming only references outside the caller's scope, as for any record of another organisation. */
const referenceRefused: Refusal = (response) => {
  if (response.statusCode !== 400) return false;
  const details = response.json().details as { code: string }[];
  return details.length > 0 && details.every((detail) => detail.code === 'invalid_reference');
};

/** Records the sweep tries each :id route on: those the target's key made, then the latest others. */
const probes = new Map<ResourceName, string[]>();

describe('the payments API’s operations', () => {
  it('each have a route, the resource it acts on and, for a create, a body to send', () => {
    const routed = new Set(v1Routes().map((route) => route.operation));
    expect(Object.keys(PAYMENTS_API_OPERATIONS).filter((operation) => !routed.has(operation))).toEqual([]);
    const creates = v1Routes().filter((route) => kindOf(route) === 'create');
    expect(creates.filter((route) => !CREATE_BODIES[route.operation]).map((route) => route.url)).toEqual([]);
    for (const route of v1Routes()) expect(resourceOf(route).name).toBeTruthy();
  });

  it('are made by the target profile’s own key: two records with each create, one with each on a record', async () => {
    const fresh = new Map<ResourceName, string[]>();
    const creates = v1Routes().filter(
      (route) => route.method === 'POST' && /\.create$/.test(route.operation),
    );
    // Creates of a collection first: a create on a record (a refund) may take one of them.
    creates.sort((a, b) => Number(a.url.includes(':id')) - Number(b.url.includes(':id')));
    for (const route of creates) {
      if (kindOf(route) === 'create') {
        for (const _ of [1, 2]) {
          const response = await call(lane, route, route.url, CREATE_BODIES[route.operation]!());
          expect(response.statusCode, `${route.url}: ${response.body}`).toBeLessThan(300);
          const resource = resourceOf(route);
          fresh.set(resource.name, [...(fresh.get(resource.name) ?? []), response.json().id]);
        }
        continue;
      }
      let answer: LightMyRequestResponse | undefined;
      for (const id of await targetIds(resourceOf(route))) {
        answer = await call(lane, route, route.url.replace(':id', id));
        if (answer.statusCode < 300) break;
      }
      expect(answer?.statusCode, `${route.url}: ${answer?.body}`).toBeLessThan(300);
    }
    for (const route of v1Routes()) {
      const resource = resourceOf(route);
      const latest = await targetIds(resource, 4);
      probes.set(resource.name, [...new Set([...(fresh.get(resource.name) ?? []), ...latest])]);
    }
  }, 120_000);
});

describe('keys outside the target’s lane', () => {
  /**
   * As `client`, every /v1 operation against the target: no record of `foreign` read (404), listed,
   * changed, or named by a create (`refused`); with `everything`, also operations on records that belong
   * to no payment profile (customers), which a key of the target's own organisation may use whatever its
   * profile.
   */
  async function noneAllowed(
    client: Client,
    foreign: ReadonlySet<string>,
    refused: Refusal,
    everything: boolean,
  ) {
    const problems: string[] = [];
    let tried = 0;
    for (const route of v1Routes()) {
      const resource = resourceOf(route);
      if (!everything && !ofAProfile(resource)) continue;
      const label = `${route.method} ${route.url}`;
      const kind = kindOf(route);
      if (kind === 'get' || kind === 'action') {
        for (const id of probes.get(resource.name) ?? []) {
          const before = [await eventCount(), await stored(resource, id)];
          const response = await call(client, route, route.url.replace(':id', id));
          tried++;
          if (response.statusCode !== 404) problems.push(`${label} on ${id}: ${response.statusCode}`);
          problems.push(...leaks(response, foreign).map((leak) => `${label} answered ${leak}`));
          if (JSON.stringify([await eventCount(), await stored(resource, id)]) !== JSON.stringify(before))
            problems.push(`${label} on ${id} changed something`);
        }
      } else if (kind === 'create') {
        const before = await eventCount();
        const response = await call(client, route, route.url, CREATE_BODIES[route.operation]!());
        tried++;
        if (!refused(response)) problems.push(`${label}: ${response.statusCode} ${response.body}`);
        if ((await eventCount()) !== before) problems.push(`${label} made something`);
      } else {
        const sample = probes.get(resource.name)?.[0];
        const references = [...resource.fields.values()].filter((field) => field.ref);
        const queries = [`_limit=500&_populate=${references.map((field) => field.name).join(',')}`];
        if (sample) queries.push(`id=${sample}`, `_search=${sample}`, `_search=${sample.slice(0, 8)}`);
        if (ofAProfile(resource)) queries.push(`payment_profile=${target.id}`);
        for (const query of queries) {
          const response = await client.get(`${route.url}?${query}`);
          tried++;
          if (response.statusCode !== 200 && response.statusCode !== 400)
            problems.push(`${label}?${query}: ${response.statusCode}`);
          problems.push(...leaks(response, foreign).map((leak) => `${label}?${query} answered ${leak}`));
        }
      }
    }
    expect(problems).toEqual([]);
    expect(tried).toBeGreaterThan(20);
  }

  /** The ids of the target's records of every resource, and the target profile itself. */
  async function targetRecords(organisations: readonly string[], profileOnly: boolean): Promise<Set<string>> {
    const ids = new Set<string>([target.id]);
    for (const resource of app.server.resources.all()) {
      if (profileOnly && !ofAProfile(resource)) continue;
      for (const id of await idsOf(resource, organisations, profileOnly, 100_000)) ids.add(id);
    }
    return ids;
  }

  /** Each sweep makes some hundreds of calls. */
  const SWEEP_MS = 120_000;

  it(
    '(a) a key of the same merchant limited to another payment profile reaches none of the profile’s records',
    async () => {
      const key = app.withApiKey((await app.newApiKey(bakery, otherProfile)).secret);
      await noneAllowed(key, await targetRecords([bakery], true), otherProfileRefused, false);
    },
    SWEEP_MS,
  );

  it(
    '(b) a key of a child organisation reaches none of its parent’s own records',
    async () => {
      const shop = await organisationIdOf(app, DEMO.shopOwner);
      const key = app.withApiKey((await app.newApiKey(shop)).secret);
      await noneAllowed(key, await targetRecords([bakery], false), referenceRefused, true);
    },
    SWEEP_MS,
  );

  it(
    '(c) a key of another merchant reaches none of the bakery’s records',
    async () => {
      const sibling = await organisationIdOf(app, DEMO.siblingOwner);
      const key = app.withApiKey((await app.newApiKey(sibling)).secret);
      await noneAllowed(
        key,
        await targetRecords(await subtreeOf(app, bakery), false),
        referenceRefused,
        true,
      );
    },
    SWEEP_MS,
  );

  it(
    'while the target profile’s own key reaches them with every operation (the sweep’s control)',
    async () => {
      const problems: string[] = [];
      for (const route of v1Routes()) {
        const resource = resourceOf(route);
        const kind = kindOf(route);
        if (kind === 'create') continue; // each made the records above
        if (kind === 'list') {
          const ids = ((await lane.get(`${route.url}?_limit=500`)).json() as Row[]).map((row) => row.id);
          if (!probes.get(resource.name)?.some((id) => ids.includes(id)))
            problems.push(`${route.url} lists none of the target's records`);
          continue;
        }
        let reached = false;
        for (const id of probes.get(resource.name) ?? []) {
          if ((await call(lane, route, route.url.replace(':id', id))).statusCode < 300) {
            reached = true;
            break;
          }
        }
        if (!reached)
          problems.push(`${route.method} ${route.url} reached none of ${probes.get(resource.name)}`);
      }
      expect(problems).toEqual([]);
    },
    SWEEP_MS,
  );
});
