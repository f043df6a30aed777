import { RESOURCE_ACCESS } from '@psp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RESOURCES } from '../../resources.js';
import { DEMO } from '../../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../../test/test-app.js';
import type { Resource } from './resource-definition.js';

type Row = Record<string, unknown>;

let app: TestApp;
let admin: Client;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.as(DEMO.super);
});
afterAll(() => app?.close());

/** The schema inside optional, nullable and default wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (
    current instanceof z.ZodOptional ||
    current instanceof z.ZodNullable ||
    current instanceof z.ZodDefault
  ) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

/**
 * Values to try for one field, most telling first: a different valid value (of its type, or held by
 * another record), then the current one.
 */
function candidates(schema: z.ZodType, current: unknown, others: unknown[]): unknown[] {
  const inner = unwrap(schema);
  const changed: unknown[] = [];
  if (inner instanceof z.ZodBoolean && typeof current === 'boolean') changed.push(!current);
  if (inner instanceof z.ZodEnum) changed.push(...inner.options);
  if (inner instanceof z.ZodLiteral) changed.push(...inner.values);
  if (inner instanceof z.ZodNumber && typeof current === 'number') changed.push(current + 1, current / 2);
  if (inner instanceof z.ZodString && typeof current === 'string') changed.push(`${current} x`);
  changed.push(...others);
  const key = JSON.stringify(current);
  const valid = changed.filter((value) => JSON.stringify(value) !== key && schema.safeParse(value).success);
  const kept = current !== undefined && schema.safeParse(current).success ? [current] : [];
  return [...valid.slice(0, 1), ...kept];
}

/**
 * Every update route changes only the fields it is sent: one field at a time, every other field of
 * the record reads back as it was. Iterates the registered resources, so a new one is covered.
 */
describe('a partial update changes only the fields it sends', () => {
  const updatable = RESOURCES.filter(
    (resource) => resource.updateSchema && 'update' in RESOURCE_ACCESS[resource.name],
  );

  /** The stored row, so that columns the API does not show are compared too. */
  async function stored(resource: Resource, id: string): Promise<Row> {
    const [row] = await app.query<{ row: Row }>(
      `SELECT row_to_json(t) AS row FROM ${resource.table} t WHERE id = $1`,
      [id],
    );
    return row!.row;
  }

  /** Fields worked out from others on every save: a report schedule's next run (its timing, paused or not). */
  const DEPENDENT: Record<string, readonly string[]> = { reportschedule: ['next_run_at'] };

  /** What changed besides the field sent, in the API answer and in the stored row. */
  function changes(resource: Resource, field: string, before: Row, after: Row, api: boolean): string[] {
    const column = resource.fields.get(field)?.column ?? field;
    return Object.entries(before).flatMap(([name, old]) => {
      const spec = api ? resource.fields.get(name) : undefined;
      const own = api ? name === field : name === column;
      // The stamp and the version number (rulesets and routings) move with every save; a settlement
      // schedule's next run follows from its timing (ADR 0015).
      if (own || ['updated_at', 'version', 'next_run_at'].includes(name) || spec?.computed || spec?.derived)
        return [];
      if (DEPENDENT[resource.name]?.includes(name)) return [];
      const now = after[name];
      return JSON.stringify(now) === JSON.stringify(old)
        ? []
        : [`${field} changed ${name}: ${JSON.stringify(old)} -> ${JSON.stringify(now)}`];
    });
  }

  /**
   * Records whose update depends on their state: an open link that has not run out (409 or 400
   * otherwise). The template's links are seeded at a fixed past anchor, so one is given a week more.
   */
  const EDITABLE: Record<string, { table: string; filter: string; set?: string }> = {
    paymentlink: { table: 'payment_links', filter: "status = 'CREATED' AND active" },
    cardaddlink: { table: 'card_add_links', filter: "status = 'CREATED'" },
    // A one-off charge that has not run (a subscription's are the billing's).
    scheduledtransaction: {
      table: 'scheduled_transactions',
      filter: "status = 'CREATED' AND subscription_id IS NULL",
      set: 'updated_at = now()',
    },
    // A one-off changes until it is booked (ADR 0015): the seed's next month's charge.
    oneoff: { table: 'one_offs', filter: "status = 'PENDING'", set: 'updated_at = updated_at' },
    // A transaction report's schedule: filters and columns are its own (a financial one has none).
    reportschedule: {
      table: 'report_schedules',
      filter: "category = 'transactions'",
      set: 'updated_at = updated_at',
    },
  };

  /**
   * Fields that change what kind of record it is, with the fields that follow: a report schedule's
   * report (a financial one drops the filters and columns; report-schedules.test.ts holds that).
   */
  const KIND_FIELDS: Record<string, readonly string[]> = { reportschedule: ['category'] };

  async function check(resource: Resource) {
    const editable = EDITABLE[resource.name];
    let filter = '';
    if (editable) {
      const [open] = await app.query<{ id: string }>(
        `UPDATE ${editable.table} SET ${editable.set ?? "expires_at = now() + interval '7 days'"}
          WHERE id = (SELECT id FROM ${editable.table} WHERE ${editable.filter} ORDER BY id LIMIT 1) RETURNING id`,
      );
      filter = `&id=${open!.id}`;
    }
    const records = (await admin.get(`/api/${resource.name}?_limit=100${filter}`)).json() as Row[];
    const id = records[0]?.id as string;
    expect(id, `a ${resource.name} to update`).toBeDefined();
    const shape = (resource.updateSchema as z.ZodObject).shape as Record<string, z.ZodType>;
    const problems: string[] = [];
    for (const [field, schema] of Object.entries(shape)) {
      if (KIND_FIELDS[resource.name]?.includes(field)) continue;
      const before = (await admin.get(`/api/${resource.name}/${id}`)).json() as Row;
      const beforeRow = await stored(resource, id);
      const others = records.map((record) => record[field]);
      // A field with no valid value at hand (a seeded value its schema refuses) cannot be sent back.
      const values = candidates(schema, before[field], others);
      let accepted = values.length === 0;
      for (const value of values) {
        const response = await admin.request('PUT', `/api/${resource.name}/${id}`, { [field]: value });
        if (response.statusCode === 400 || response.statusCode === 409) continue;
        expect(response.statusCode, `${resource.name}.${field}: ${response.body}`).toBe(200);
        accepted = true;
        const after = (await admin.get(`/api/${resource.name}/${id}`)).json() as Row;
        problems.push(
          ...changes(resource, field, before, after, true),
          ...changes(resource, field, beforeRow, await stored(resource, id), false),
        );
        break;
      }
      if (!accepted) problems.push(`no value of ${field} was accepted`);
    }
    expect(problems).toEqual([]);
  }

  it.each(updatable.map((resource) => [resource.name, resource] as const))('%s', async (_name, resource) => {
    await check(resource);
  });
});
