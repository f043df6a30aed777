import { RESOURCE_ACCESS, RESOURCE_NAMES, type ResourceName, ROLES, routeRequirement } from '@psp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf, subtreeOf } from '../../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../../test/test-app.js';
import type { RegisteredRoute } from '../http/http-server.js';
import type { Resource } from './resource-definition.js';

/**
 * Route × role × tenant: walks every registered API route (a new route is covered, or fails the
 * classification test) as a user of another merchant, of a child organisation, without the role and
 * read-only, and asserts that no answer holds a record of a tenant the caller may not see.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Row = Record<string, unknown>;

let app: TestApp;
let bakery: string;
let bakeryTree: string[];
/** Record ids per resource, by the organisation that owns them. */
const owned = new Map<ResourceName, { id: string; organisation: string }[]>();

beforeAll(async () => {
  app = await startTestApp();
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  bakeryTree = await subtreeOf(app, bakery);
  for (const resource of app.server.resources.all()) {
    const tenancy = resource.tenancy === 'self' ? 'id' : 'organisation_id';
    owned.set(
      resource.name,
      await app.query(`SELECT id::text, ${tenancy}::text AS organisation FROM ${resource.table}`),
    );
  }
});
afterAll(() => app?.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** A user of an organisation with exactly these roles, logged in. */
async function userWith(organisation: string, roles: readonly string[], name: string): Promise<Client> {
  const email = `${name}@matrix.test`;
  await app.query(
    `INSERT INTO users (organisation_id, email, name, roles, password_hash)
     SELECT $1, $2, $3, $4, password_hash FROM users WHERE email = $5`,
    [organisation, email, name, roles, DEMO.bakeryOwner],
  );
  return app.as(email);
}

function apiRoutes(): RegisteredRoute[] {
  return app.server.routes.filter(
    (route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && !route.url.startsWith('/api/docs'),
  );
}

/** The resource an operation acts on (`paymentprofile.routing` on payment profiles), if any. */
function resourceOf(operation: string): Resource | undefined {
  const name = operation.split('.')[0] as ResourceName;
  return RESOURCE_NAMES.includes(name) ? app.server.resources.resolve(name) : undefined;
}

/** Whether an operation acts on the caller's own account or needs no session: no tenant data. */
function ownAccount(operation: string): boolean {
  const requirement = routeRequirement(operation);
  return requirement === 'public' || (Array.isArray(requirement) && requirement.length === 0);
}

/**
 * Whether an operation is the provider's own (merchant administration, caches): it needs PSP roles only,
 * which no merchant user can hold, so test (b) refuses it to every merchant user.
 */
function providerOnly(operation: string): boolean {
  const requirement = routeRequirement(operation);
  return (
    Array.isArray(requirement) &&
    requirement.length > 0 &&
    requirement.flat().every((role) => String(role).startsWith('PSP_'))
  );
}

/**
 * Whether an operation answers aggregates of the caller's scope: the statistics of 001 §7 (tenancy held by
 * statistics.test.ts: another merchant's processor is a 404) and the financial reports with their files
 * (financial-reports.test.ts: a merchant's answer is the provider's answer scoped to it, and its ledger's).
 */
function scopedAggregate(operation: string): boolean {
  return operation.startsWith('statistics.') || operation.startsWith('financialreport.');
}

/** Every object in an answer whose id is in `foreign`: a record the caller may not see. */
function leaks(body: string, foreign: ReadonlySet<string>): string[] {
  if (!body) return [];
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const id = (value as Row).id;
      if (typeof id === 'string' && foreign.has(id)) found.push(id);
      Object.values(value).forEach(walk);
    }
  };
  try {
    walk(JSON.parse(body));
  } catch {
    // not JSON (a preview's HTML): look for the ids in the text
    for (const id of foreign) if (body.includes(id)) found.push(id);
  }
  return found;
}

function urlOf(route: RegisteredRoute, id: string): string {
  return route.url.replace(':id', id);
}

async function call(client: Client, route: RegisteredRoute, url: string) {
  const method = route.method as Method;
  return client.request(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
}

describe('the route table', () => {
  it('classifies every API route: a resource operation, an own-account / public one, the provider’s own or a scoped aggregate', () => {
    const unclassified = apiRoutes()
      .filter(
        ({ operation }) =>
          !operation ||
          (!resourceOf(operation) &&
            !ownAccount(operation) &&
            !providerOnly(operation) &&
            !scopedAggregate(operation)),
      )
      .map((route) => `${route.method} ${route.url} ${route.operation}`);
    expect(unclassified).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(100);
  });
});

describe('route × role × tenant', () => {
  /**
   * As `client`, whose scope is `scope`, every route of a resource: records of `foreignOwners` are
   * neither read, changed nor counted, through ids, lists, counts, _populate, _search, dotted filters
   * and the X-Organisation header.
   */
  async function noLeaks(client: Client, scope: readonly string[], foreignOwners: readonly string[]) {
    const problems: string[] = [];
    const answered = new Set<string>();
    const foreignOwner = new Set(foreignOwners);
    const foreign = new Set(
      [...owned.values()].flat().flatMap((row) => (foreignOwner.has(row.organisation) ? [row.id] : [])),
    );
    const inScope = new Set(scope);
    for (const route of apiRoutes()) {
      const resource = route.operation ? resourceOf(route.operation) : undefined;
      if (!resource) continue;
      const theirs = (owned.get(resource.name) ?? []).filter((row) => foreignOwner.has(row.organisation));
      const label = `${route.method} ${route.url}`;
      if (route.url.includes(':id')) {
        // A record of the other tenant does not exist for the caller: never 2xx, never 409.
        for (const row of theirs.slice(0, 2)) {
          const response = await call(client, route, urlOf(route, row.id));
          if (![400, 403, 404].includes(response.statusCode)) {
            problems.push(`${label} on ${row.id}: ${response.statusCode}`);
          }
          problems.push(...leaks(response.body, foreign).map((id) => `${label} answered ${id}`));
        }
        continue;
      }
      if (route.method !== 'GET') continue;
      if (!/\.(list|count)$/.test(route.operation!)) {
        // Another read of the resource (routings by product): it holds none of the other tenant's records.
        const response = await call(client, route, route.url);
        problems.push(...leaks(response.body, foreign).map((id) => `${label} answered ${id}`));
        continue;
      }
      const refs = [...resource.fields.values()].filter((field) => field.ref);
      const populate = refs.map((field) => field.name).join(',');
      const queries = [`_limit=500&_populate=${populate}`];
      const sample = theirs[0]?.id;
      if (sample) queries.push(`_search=${sample.slice(0, 8)}`, `_search=${sample}`);
      // Filters on a reference to a record the caller cannot see match nothing, whatever it holds.
      const empty = new Set<string>();
      for (const field of refs) {
        const target = owned.get(field.ref!) ?? [];
        const other = target.find((row) => foreignOwner.has(row.organisation));
        if (!other) continue;
        for (const query of [
          `${field.name}.id=${other.id}`,
          `${field.name}.id>=${other.id}&${field.name}.id<=${other.id}`,
        ]) {
          queries.push(query);
          empty.add(query);
        }
      }
      for (const query of queries) {
        const response = await client.get(`${urlOf(route, '')}?${query}`);
        if (response.statusCode === 403) break; // the caller may not read this resource at all
        if (response.statusCode !== 200 && response.statusCode !== 400) {
          problems.push(`${label}?${query}: ${response.statusCode}`);
          continue;
        }
        problems.push(...leaks(response.body, foreign).map((id) => `${label}?${query} answered ${id}`));
        if (response.statusCode === 200) answered.add(resource.name);
        const found = response.statusCode === 200 ? response.json() : [];
        if (empty.has(query) && (Array.isArray(found) ? found.length : found.count) !== 0) {
          problems.push(`${label}?${query} matched a record through one the caller cannot see`);
        }
        if (route.url.endsWith('/count') && query.startsWith('_limit') && response.statusCode === 200) {
          const visible = (owned.get(resource.name) ?? []).filter((row) => inScope.has(row.organisation));
          if (response.json().count !== visible.length) {
            problems.push(`${label}: counted ${response.json().count}, may see ${visible.length}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    return answered;
  }

  /** Each sweep calls every route of the API (hundreds): it is given more than one call's default. */
  const SWEEP_MS = 120_000;

  it(
    '(a) a user of another merchant reaches none of its records, nor through X-Organisation',
    async () => {
      const sibling = await app.as(DEMO.siblingOwner);
      const siblingOrg = await organisationIdOf(app, DEMO.siblingOwner);
      const answered = await noLeaks(sibling, await subtreeOf(app, siblingOrg), bakeryTree);
      expect(answered.size).toBeGreaterThan(15);
      const foreign = new Set(
        [...owned.values()]
          .flat()
          .filter((row) => bakeryTree.includes(row.organisation))
          .map((row) => row.id),
      );
      const problems: string[] = [];
      for (const name of RESOURCE_NAMES) {
        const response = await sibling.inScope(bakery).get(`/api/${name}?_limit=500`);
        if (![403, 404].includes(response.statusCode))
          problems.push(`${name} in the bakery's scope: ${response.statusCode}`);
        problems.push(...leaks(response.body, foreign));
      }
      expect(problems).toEqual([]);
    },
    SWEEP_MS,
  );

  it(
    "(d) a user of a child organisation sees none of its parent's own records",
    async () => {
      const shop = await app.as(DEMO.shopOwner);
      const shopOrg = await organisationIdOf(app, DEMO.shopOwner);
      expect((await noLeaks(shop, await subtreeOf(app, shopOrg), [bakery])).size).toBeGreaterThan(5);
    },
    SWEEP_MS,
  );

  it(
    '(b) a user lacking the role is refused every operation that needs one (403)',
    async () => {
      const roleless = await userWith(bakery, [], 'roleless');
      const answers: string[] = [];
      for (const route of apiRoutes()) {
        if (!route.operation || ownAccount(route.operation)) continue;
        const response = await call(roleless, route, urlOf(route, SOME_ID));
        if (response.statusCode !== 403) answers.push(`${route.method} ${route.url}: ${response.statusCode}`);
      }
      expect(answers).toEqual([]);
    },
    SWEEP_MS,
  );

  it(
    '(c) a read-only user is refused every write (403)',
    async () => {
      const lists = ROLES.filter((role) => role.endsWith('_LIST') && !role.startsWith('PSP_'));
      const reader = await userWith(bakery, lists, 'reader');
      const answers: string[] = [];
      for (const route of apiRoutes()) {
        if (route.method === 'GET' || !route.operation || ownAccount(route.operation)) continue;
        // A backtest reads: its draft comes as a body, so it is a POST (its roles: backtest.test.ts).
        if (route.operation.endsWith('.backtest')) continue;
        const response = await call(reader, route, urlOf(route, SOME_ID));
        if (response.statusCode !== 403) answers.push(`${route.method} ${route.url}: ${response.statusCode}`);
      }
      expect(answers).toEqual([]);
      // and may read what its roles name
      expect((await reader.get('/api/transaction?_limit=1')).statusCode).toBe(200);
      expect(RESOURCE_ACCESS.transaction.read).toContain('TRANSACTION_LIST');
    },
    SWEEP_MS,
  );
});
