import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../../test/test-app.js';
import { isRecorded } from './call-recording.js';

/**
 * Schema-driven fuzzing: every operation of the OpenAPI document gets malformed requests (wrong types,
 * missing and unknown fields, huge strings, NUL and other control characters, unicode, extreme numbers,
 * deep nesting, invalid JSON, wrong content types, bad ids, bad filters). A route added later is covered
 * without a test of its own. Sent as the PSP super user (every operation allowed, so validation is
 * reached) and, for public operations, anonymously. No answer may be a 5xx, every 400 names a path
 * for each of its details, and every call has its row in the audit trail (issue 28: a hostile body
 * once made the trail drop the calls written with it).
 * Writes go to ids that do not exist (updates, deletes) or create records in this file's private copy.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { name: string; in: string };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Case {
  label: string;
  method: Method;
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
  /** An unknown body field this case adds, which the answer must refuse by name. */
  unknownField?: string;
}

/** A fixed seed: the same cases every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const next = random(20_260_000);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
/** At most `count` of the items, always the first `keep`, the rest drawn with the fixed seed. */
function sample<T>(items: T[], count: number, keep = 0): T[] {
  const rest = items.slice(keep);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return [...items.slice(0, keep), ...rest.slice(0, Math.max(0, count - keep))];
}

const MISSING_ID = '00000000-0000-4000-8000-00000000f022';
const BAD_IDS = [
  'not-a-uuid',
  '%00',
  '-1',
  `${'9'.repeat(400)}`,
  '%F0%9F%92%B3',
  "x'%20OR%201=1--",
  '..%2F..',
];
const HUGE = 'x'.repeat(20_000);
const NASTY_STRINGS = [
  '\u0000',
  `a\u0000b`,
  '\u0001\u0007\u001b[31m\u007f',
  '💳 Ünïcödé ‮ rtl \uD800',
  '\u0301\u200b\ufeff',
  HUGE,
  '',
  ' ',
  "'; DROP TABLE users; --",
  '%s%n{{7*7}}<script>alert(1)</script>',
];
const NASTY_NUMBERS = [-1, 0, 1.5, 1e308, -1e308, 2 ** 63, Number.MAX_SAFE_INTEGER + 2];
const QUERY_VALUES = [
  '',
  '\u0000',
  HUGE.slice(0, 5_000),
  '💳ü\u202e',
  '-1',
  '1e309',
  'null',
  '[]',
  '{"$gt":""}',
  'not-a-uuid',
  '2026-13-45T99:99',
  '\u0001',
];
const QUERY_OPERATORS = ['=', '!=', '>=', '<=', '[]='];

function deepNesting(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

function types(schema: Schema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

function fuzzer(document: { components?: { schemas?: Record<string, Schema> } }) {
  const components = document.components?.schemas ?? {};
  const resolve = (schema: Schema): Schema => {
    let current = schema;
    for (let hops = 0; current.$ref && hops < 10; hops++)
      current = components[current.$ref.split('/').pop()!] ?? {};
    return current;
  };

  /** A value the schema accepts where it can tell; references point at records that do not exist. */
  function example(raw: Schema, depth = 0): unknown {
    const schema = resolve(raw);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum?.length) return schema.enum[0];
    const branch = schema.anyOf ?? schema.oneOf ?? schema.allOf;
    if (branch?.length) return example(branch[0]!, depth + 1);
    const type = types(schema).find((t) => t !== 'null') ?? (schema.properties ? 'object' : 'string');
    switch (type) {
      case 'string':
        if (schema.format === 'uuid') return MISSING_ID;
        if (schema.format === 'email') return 'fuzz@example.com';
        if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
        if (schema.format === 'date') return '2026-01-01';
        if (schema.format === 'uri') return 'https://example.com/';
        return 'f'.repeat(Math.max(schema.minLength ?? 4, 4));
      case 'integer':
      case 'number':
        return Math.max(schema.minimum ?? 1, 1);
      case 'boolean':
        return false;
      case 'array':
        return depth < 4 && (schema.minItems ?? 0) > 0 && schema.items
          ? [example(schema.items, depth + 1)]
          : [];
      case 'object': {
        if (depth > 4) return {};
        return Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([name, property]) => [
            name,
            example(property, depth + 1),
          ]),
        );
      }
      default:
        return null;
    }
  }

  /** Wrong and hostile values for one property of the schema's kind. */
  function hostileValues(raw: Schema): unknown[] {
    const schema = resolve(raw);
    const kinds = types(schema);
    const values: unknown[] = [null, { nested: true }, [1, 'two'], deepNesting(30)];
    if (kinds.includes('string') || kinds.length === 0) values.push(...NASTY_STRINGS, 42, true);
    if (kinds.includes('integer') || kinds.includes('number')) values.push(...NASTY_NUMBERS, '12', 'abc');
    if (kinds.includes('boolean')) values.push('yes', 0);
    if (kinds.includes('array'))
      values.push(
        'x',
        [null],
        [HUGE],
        Array.from({ length: 2_000 }, () => 'x'),
      );
    if (kinds.includes('object')) values.push('x', [], deepNesting(500));
    return values;
  }

  return { resolve, example, hostileValues };
}

function bodyCases(
  method: Method,
  url: string,
  schema: Schema,
  tools: ReturnType<typeof fuzzer>,
  maxCases: number,
): Case[] {
  const json = { 'content-type': 'application/json' };
  const base = tools.example(schema);
  const structural: Case[] = [
    { label: 'invalid JSON', method, url, payload: '{"a": ', headers: json },
    { label: 'empty JSON body', method, url, payload: '', headers: json },
    { label: 'JSON null', method, url, payload: 'null', headers: json },
    { label: 'JSON array', method, url, payload: '[]', headers: json },
    { label: 'JSON string', method, url, payload: '"x"', headers: json },
    { label: 'JSON number', method, url, payload: '-1e309', headers: json },
    {
      label: 'deeply nested JSON',
      method,
      url,
      payload: `${'{"a":['.repeat(5_000)}1${']}'.repeat(5_000)}`,
      headers: json,
    },
    { label: 'prototype poisoning', method, url, payload: '{"__proto__":{"x":1}}', headers: json },
    {
      label: 'NUL and lone surrogates in keys',
      method,
      url,
      payload: '{"\\u0000":1,"\\ud800x":"\\udfff"}',
      headers: json,
    },
    {
      label: 'overlong and invalid UTF-8',
      method,
      url,
      payload: Buffer.from([0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xff, 0x22, 0x7d]),
      headers: json,
    },
    { label: 'text/plain', method, url, payload: 'hello', headers: { 'content-type': 'text/plain' } },
    {
      label: 'form encoded',
      method,
      url,
      payload: 'a=1&b=2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    { label: 'no fields', method, url, payload: '{}', headers: json },
    {
      label: 'unknown field',
      method,
      url,
      payload: JSON.stringify({ ...(base as object), fuzz_unknown_field: 1 }),
      headers: json,
      unknownField: 'fuzz_unknown_field',
    },
  ];
  const properties = Object.entries(tools.resolve(schema).properties ?? {});
  const mutations: Case[] = [];
  for (const [name, property] of properties) {
    for (const value of tools.hostileValues(property)) {
      const body = { ...(base as object), [name]: value };
      const shown = JSON.stringify(value) ?? String(value);
      mutations.push({
        label: `${name} = ${shown.length > 40 ? `${shown.slice(0, 40)}… (${shown.length})` : shown}`,
        method,
        url,
        payload: JSON.stringify(body),
        headers: json,
      });
    }
    const { [name]: _left, ...without } = base as Record<string, unknown>;
    mutations.push({
      label: `without ${name}`,
      method,
      url,
      payload: JSON.stringify(without),
      headers: json,
    });
  }
  return [...structural, ...sample(mutations, maxCases - structural.length)];
}

function queryCases(
  url: string,
  operation: Operation,
  tools: ReturnType<typeof fuzzer>,
  maxCases: number,
): Case[] {
  const declared = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const response = operation.responses?.['200']?.content?.['application/json']?.schema;
  const item = response ? tools.resolve(response) : undefined;
  const record = item?.items ? tools.resolve(item.items) : item;
  const fields = Object.keys(record?.properties ?? {});
  const cases: Case[] = [
    { label: 'unknown parameter', method: 'GET', url: `${url}?fuzz_unknown=1` },
    { label: 'NUL in an unknown parameter', method: 'GET', url: `${url}?fuzz%00=%00` },
    { label: 'bad scope header', method: 'GET', url, headers: { 'x-organisation': 'garbage' } },
    { label: 'scope that does not exist', method: 'GET', url, headers: { 'x-organisation': MISSING_ID } },
    { label: 'repeated parameters', method: 'GET', url: `${url}?_limit=1&_limit=2&_sort=id&_sort=-id` },
  ];
  const candidates: Case[] = [];
  for (const name of declared) {
    for (const value of QUERY_VALUES)
      candidates.push({
        label: `${name}=${JSON.stringify(value.slice(0, 20))}`,
        method: 'GET',
        url: `${url}?${name}=${encodeURIComponent(value)}`,
      });
    candidates.push({ label: `${name}[]`, method: 'GET', url: `${url}?${name}[]=a&${name}[]=b` });
  }
  if (declared.includes('_sort') || declared.includes('_populate')) {
    for (const field of fields) {
      const operator = pick(QUERY_OPERATORS);
      const value = pick(QUERY_VALUES);
      candidates.push(
        {
          label: `${field}${operator}${JSON.stringify(value.slice(0, 20))}`,
          method: 'GET',
          url: `${url}?${field}${operator}${encodeURIComponent(value)}`,
        },
        {
          label: `${field}.nope${operator}`,
          method: 'GET',
          url: `${url}?${field}.nope${operator}${encodeURIComponent(pick(QUERY_VALUES))}`,
        },
        { label: `_sort=-${field}.x`, method: 'GET', url: `${url}?_sort=-${field}.x,${field}` },
      );
    }
  }
  return [...cases, ...sample(candidates, maxCases - cases.length)];
}

interface Finding {
  case: string;
  status: number;
  body: string;
}

function check(testCase: Case, response: LightMyRequestResponse, findings: Finding[], unknown: Finding[]) {
  const finding = () => ({
    case: `${testCase.method} ${testCase.url.slice(0, 120)} [${testCase.label}]`,
    status: response.statusCode,
    body: response.body.slice(0, 300),
  });
  if (response.statusCode >= 500) {
    findings.push(finding());
    return;
  }
  if (response.statusCode === 400) {
    let details: unknown;
    try {
      details = response.json().details;
    } catch {
      details = undefined;
    }
    const named =
      Array.isArray(details) &&
      details.length > 0 &&
      details.every((detail) => typeof detail?.path === 'string' && detail.path.length > 0);
    if (!named) findings.push(finding());
  }
  if (testCase.unknownField) {
    const paths =
      response.statusCode === 400
        ? (response.json().details as { path: string }[]).map((detail) => detail.path)
        : [];
    if (!paths.includes(`body.${testCase.unknownField}`)) unknown.push(finding());
  }
}

let app: TestApp;
let superUser: Client;
/** The payments API's operations take an API key (of the provider, so every record is in scope). */
let apiKey: Client;
const findings: Finding[] = [];
const unknownFields: Finding[] = [];
let operations = 0;
let requests = 0;
/** A header each fuzzing call carries with its number, so that its audit trail row is found by it. */
const CALL_TAG = 'x-fuzz-call';
const tagged: string[] = [];
const labels = new Map<string, string>();
const notInTrail: string[] = [];

/** Operations whose success would end the fuzzing session; sent anonymously instead. */
const ENDS_SESSION = new Set(['POST /api/auth/logout']);

beforeAll(async () => {
  app = await startTestApp();
  superUser = await app.as(DEMO.super);
  apiKey = app.withApiKey((await superUser.post('/api/apikey', { name: 'Fuzzing' })).json().secret);
  const document = (await app.anonymous.get('/api/openapi.json')).json();
  const tools = fuzzer(document);
  const send = (client: Client, testCase: Case) => {
    const tag = String(requests);
    if (isRecorded(testCase.url)) tagged.push(tag);
    labels.set(tag, `${testCase.method} ${testCase.url.slice(0, 80)} [${testCase.label}]`);
    return client.request(testCase.method, testCase.url, testCase.payload, {
      ...testCase.headers,
      [CALL_TAG]: tag,
    });
  };

  for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
    for (const [lower, operation] of Object.entries(methods)) {
      const method = lower.toUpperCase() as Method;
      if (!['GET', 'POST', 'PUT', 'DELETE'].includes(method)) continue;
      operations++;
      const withId = (id: string) => path.replace(/\{[^}]+\}/g, id);
      const url = withId(MISSING_ID);
      const cases: Case[] = [];
      if (path.includes('{'))
        for (const id of BAD_IDS)
          cases.push({ label: `path id ${id.slice(0, 20)}`, method, url: withId(id) });
      const body = operation.requestBody?.content?.['application/json']?.schema;
      if (body) cases.push(...bodyCases(method, url, body, tools, 36));
      else if (method === 'GET') cases.push(...queryCases(url, operation, tools, 36));
      else
        cases.push(
          {
            label: 'unexpected JSON body',
            method,
            url,
            payload: '{"a":1}',
            headers: { 'content-type': 'application/json' },
          },
          {
            label: 'invalid JSON body',
            method,
            url,
            payload: '{',
            headers: { 'content-type': 'application/json' },
          },
        );

      // Public operations (login, forgot-password, ...) are fuzzed anonymously as well.
      const probe = await app.anonymous.request(method, url, method === 'GET' ? undefined : {});
      const authenticated = path.startsWith('/v1/') ? apiKey : superUser;
      const clients = ENDS_SESSION.has(`${method} ${path}`)
        ? [app.anonymous]
        : probe.statusCode === 401
          ? [authenticated]
          : [authenticated, app.anonymous];
      for (const client of clients) {
        for (const testCase of cases) {
          requests++;
          check(testCase, await send(client, testCase), findings, unknownFields);
        }
      }
    }
  }
  await app.server.flushAuditTrail();
  const rows = await app.query<{ tag: string }>(
    `SELECT h->>'value' AS tag FROM audit_trail_items, jsonb_array_elements(request->'headers') h
      WHERE h->>'name' = $1`,
    [CALL_TAG],
  );
  const stored = new Set(rows.map((row) => row.tag));
  notInTrail.push(...tagged.filter((tag) => !stored.has(tag)).map((tag) => labels.get(tag)!));
}, 240_000);
afterAll(() => app?.close());

describe('every operation of the OpenAPI document, fuzzed', () => {
  it('covers the whole document', () => {
    expect(operations).toBeGreaterThan(150);
    expect(requests).toBeGreaterThan(operations * 10);
  });

  it('never answers 5xx, and every 400 names the path of each error', () => {
    expect(findings).toEqual([]);
  });

  it('refuses every unknown body field with a 400 naming body.<field>', () => {
    expect(unknownFields).toEqual([]);
  });

  it('records every call in the audit trail, the hostile ones as well, and loses none', () => {
    expect(tagged.length).toBeGreaterThan(operations * 10);
    expect(notInTrail).toEqual([]);
    expect(app.server.auditTrailLost()).toBe(0);
  });
});
