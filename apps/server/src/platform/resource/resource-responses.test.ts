import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { RESOURCES } from '../../resources.js';
import { DEMO } from '../../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../../test/test-app.js';
import type { Resource } from './resource-definition.js';

let app: TestApp;
let admin: Client;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.as(DEMO.super);
});
afterAll(() => app?.close());

const byName = new Map(RESOURCES.map((resource) => [resource.name, resource]));

/** The fields of a row that are not its schema's, or break it; a populated reference against its own resource's. */
function problems(resource: Resource, row: Record<string, unknown>): string[] {
  const result = (resource.schema as z.ZodObject).strict().safeParse(row);
  const own = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const nested = [...resource.fields.values()].flatMap((field) => {
    const value = row[field.name];
    if (!field.ref || typeof value !== 'object' || value === null) return [];
    return problems(byName.get(field.ref)!, value as Record<string, unknown>).map(
      (problem) => `${field.name}.${problem}`,
    );
  });
  return [...own, ...nested].map((problem) => `${resource.name}: ${problem}`);
}

describe('list pages, written without validating each row (asSelected)', () => {
  it('hold every resource to its schema: no field beyond it, none missing or of another type, populated references too', async () => {
    const checked: string[] = [];
    const found: string[] = [];
    for (const resource of RESOURCES) {
      const references = [...resource.fields.values()]
        .filter((field) => field.ref)
        .map((field) => field.name);
      const populate = references.length ? `&_populate=${references.join(',')}` : '';
      const response = await admin.get(`/api/${resource.name}?_limit=20${populate}`);
      if (response.statusCode !== 200) continue;
      const rows = response.json() as Record<string, unknown>[];
      if (rows.length === 0) continue;
      checked.push(resource.name);
      for (const row of rows) found.push(...problems(resource, row));
    }
    expect([...new Set(found)]).toEqual([]);
    // The demo data fills the lists the payment screens read, at the least.
    expect(checked).toEqual(
      expect.arrayContaining(['transaction', 'refund', 'chargeback', 'customer', 'organisation']),
    );
  });
});
