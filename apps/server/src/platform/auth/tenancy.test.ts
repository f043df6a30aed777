import { RESOURCE_ACCESS, type Requirement, satisfies } from '@psp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources.js';
import { DEMO, organisationIdOf, subtreeOf } from '../../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../../test/test-app.js';
import type { Resource } from '../resource/resource-definition.js';

let app: TestApp;
let owner: Client;
let psp: Client;
let sibling: string;
let bakeryTree: string[];

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.as(DEMO.bakeryOwner);
  psp = await app.as(DEMO.super);
  sibling = await organisationIdOf(app, DEMO.siblingOwner);
  bakeryTree = await subtreeOf(app, await organisationIdOf(app, DEMO.bakeryOwner));
});
afterAll(() => app?.close());

/** A record that lies outside the bakery's subtree, preferring the sibling merchant's. */
async function foreignRecord(resource: Resource): Promise<string | undefined> {
  const column = resource.tenancy === 'self' ? 'id' : 'organisation_id';
  const [row] = await app.query<{ id: string }>(
    `SELECT id FROM ${resource.table} WHERE NOT (${column} = ANY($1::uuid[])) ORDER BY (${column} = $2) DESC LIMIT 1`,
    [bakeryTree, sibling],
  );
  return row?.id;
}

/** Bodies the update schemas accept, so the answer is about the record and not the payload. */
const UPDATE_BODIES: Record<string, Record<string, unknown>> = {
  sharecredential: { details: [{ name: 'merchant_id', value: 'x' }] },
  subscription: { max_billing_cycle: null },
};

const merchantPrincipal = { roles: ['USER_ALL' as const], isProvider: false };

describe.each(RESOURCES.map((resource) => [resource.name, resource] as const))(
  'tenancy of %s',
  (name, resource) => {
    const readable = satisfies(merchantPrincipal, RESOURCE_ACCESS[resource.name].read);

    it(
      readable
        ? 'hides another merchant record from get, list, count, update and delete'
        : 'is closed to merchants (403)',
      async () => {
        const id = await foreignRecord(resource);
        expect(id, `the demo data has no ${name} outside the bakery`).toBeDefined();
        if (!readable) {
          expect((await owner.get(`/api/${name}/${id}`)).statusCode).toBe(403);
          expect((await owner.get(`/api/${name}`)).statusCode).toBe(403);
          return;
        }
        expect((await owner.get(`/api/${name}/${id}`)).statusCode).toBe(404);
        expect((await owner.get(`/api/${name}?id=${id}`)).json()).toEqual([]);
        expect((await owner.get(`/api/${name}/count?id=${id}`)).json()).toEqual({ count: 0 });
        const access = RESOURCE_ACCESS[resource.name] as { update?: Requirement; delete?: Requirement };
        if (resource.updateSchema && access.update && satisfies(merchantPrincipal, access.update)) {
          const body = UPDATE_BODIES[name] ?? {};
          expect(resource.updateSchema.safeParse(body).success).toBe(true);
          const updated = await owner.post(`/api/${name}/${id}`, body);
          expect(updated.statusCode, updated.body).toBe(404);
        }
        if (access.delete) {
          const expected = satisfies(merchantPrincipal, access.delete) ? 404 : 403;
          expect((await owner.delete(`/api/${name}/${id}`)).statusCode).toBe(expected);
        }
        expect((await psp.get(`/api/${name}/${id}`)).statusCode).toBe(200);
      },
    );

    it('lists only records inside the caller subtree', async () => {
      if (!readable) return;
      const rows = (await owner.get(`/api/${name}?_limit=500`)).json() as Record<string, unknown>[];
      const owners = rows.map((row) => (resource.tenancy === 'self' ? row.id : row.organisation) as string);
      expect(owners.filter((id) => !bakeryTree.includes(id))).toEqual([]);
    });
  },
);

describe('populate never leaks', () => {
  it('leaves a reference outside the scope as a plain id', async () => {
    const shop = await app.as(DEMO.shopOwner);
    const shopId = await organisationIdOf(app, DEMO.shopOwner);
    const own = (await shop.get(`/api/organisation/${shopId}?_populate=parent`)).json();
    expect(typeof own.parent).toBe('string');
    const rows = (
      await shop.get('/api/transaction?_populate=organisation,payment_profile.organisation&_limit=100')
    ).json();
    const shopTree = await subtreeOf(app, shopId);
    for (const row of rows) {
      expect(shopTree).toContain(row.organisation.id);
      expect(shopTree).toContain(row.payment_profile.organisation.id);
    }
  });

  it('does not populate a resource the caller may not read', async () => {
    const support = await app.as(DEMO.bakerySupport);
    const rows = (await support.get('/api/transaction?_populate=payment_profile,customer&_limit=20')).json();
    expect(rows.every((row: Record<string, unknown>) => typeof row.payment_profile === 'string')).toBe(true);
    expect(
      rows.some((row: Record<string, unknown>) => typeof row.customer === 'object' && row.customer !== null),
    ).toBe(true);
  });
});
