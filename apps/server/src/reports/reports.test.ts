import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf, subtreeOf } from '../test/demo.js';
import { eventually } from '../test/eventually.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { generateReport, type ReportDependencies } from './report-generation.js';
import { deleteExpiredReports } from './report-jobs.js';

let app: TestApp;
let bakery: string;
let dependencies: ReportDependencies;

beforeAll(async () => {
  app = await startTestApp();
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  const { database, resources, events, jobs, mailer, config } = app.server;
  dependencies = { database, resources, events, jobs, mailer, config };
});
afterAll(() => app?.close());

interface ReportRow {
  id: string;
  status: string;
  count: number | null;
  rows_done: number;
  failure_reason: string | null;
  size_bytes: number | null;
  organisation: string;
}

/** The report once its job has finished (PROCESSED) or stopped with a reason. */
async function settled(id: string): Promise<ReportRow> {
  return eventually(async () => {
    const [row] = await app.query<ReportRow & Record<string, unknown>>(
      'SELECT id, status, count, rows_done, failure_reason, size_bytes::int AS size_bytes FROM reports WHERE id = $1',
      [id],
    );
    return row && (row.status === 'PROCESSED' || row.failure_reason) ? row : undefined;
  }, 30_000);
}

async function bakeryTransactions(where = 'TRUE', values: unknown[] = []): Promise<number> {
  const [row] = await app.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM transactions WHERE organisation_id = ANY($1) AND ${where}`,
    [await subtreeOf(app, bakery), ...values],
  );
  return row!.count;
}

/** CSV lines, without the byte-order mark and the last line's ending. */
function csvLines(body: string): string[] {
  expect(body.startsWith('\ufeff')).toBe(true);
  expect(body.endsWith('\r\n')).toBe(true);
  return body.slice(1, -2).split('\r\n');
}

describe('transaction reports', () => {
  it('are generated in the background from the list’s filters, PENDING then PROCESSED, and download as RFC 4180 CSV', async () => {
    const finance = await app.as(DEMO.bakeryFinance);
    const created = await finance.post('/api/report', {
      name: 'Settled card payments',
      filters: { 'status[]': ['SETTLEMENT_COMPLETED', 'SETTLEMENT_REQUESTED'], payment_product: 'card' },
      columns: ['id', 'created_at', 'amount', 'status', 'merchant_reference'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: 'PENDING', format: 'csv', organisation: bakery });
    const report = await settled(created.json().id);
    expect(report.status).toBe('PROCESSED');
    const expected = await bakeryTransactions(
      "status IN ('SETTLEMENT_COMPLETED', 'SETTLEMENT_REQUESTED') AND payment_product = 'card'",
    );
    expect(expected).toBeGreaterThan(0);
    expect(report).toMatchObject({ count: expected, rows_done: expected });

    const download = await finance.get(`/api/report/${report.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toContain('filename="Settled-card-payments.csv"');
    expect(Number(download.headers['content-length'])).toBe(report.size_bytes);
    const [header, ...rows] = csvLines(download.body);
    // An amount brings its currency; amounts in major units, times in ISO 8601 with their zone.
    expect(header).toBe('id,created_at,amount,status,merchant_reference,currency_code');
    expect(rows).toHaveLength(expected);
    const [, createdAt, amount] = rows[0]!.split(',');
    expect(createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(amount).toMatch(/^\d+(\.\d+)?$/);
    // Newest first, as the list shows them.
    const times = rows.map((row) => row.split(',')[1]!);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('write a workbook (XLSX) whose amounts are numbers', async () => {
    const finance = await app.as(DEMO.bakeryFinance);
    const created = await finance.post('/api/report', {
      name: 'Workbook',
      filters: { status: 'SETTLEMENT_COMPLETED' },
      columns: ['merchant_reference', 'amount'],
      format: 'xlsx',
    });
    expect(created.statusCode, created.body).toBe(201);
    const report = await settled(created.json().id);
    const download = await finance.get(`/api/report/${report.id}/download`);
    expect(download.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'merchant_reference', 'amount', 'currency_code']);
    expect(sheet.rowCount).toBe(1 + (await bakeryTransactions("status = 'SETTLEMENT_COMPLETED'")));
    expect(typeof sheet.getRow(2).getCell(2).value).toBe('number');
  });

  it('defuse cells a spreadsheet would run as a formula', async () => {
    await app.query(
      `UPDATE transactions SET merchant_reference = '=HYPERLINK("http://evil.test")'
       WHERE id = (SELECT id FROM transactions WHERE organisation_id = $1 ORDER BY created_at DESC LIMIT 1)`,
      [bakery],
    );
    const finance = await app.as(DEMO.bakeryFinance);
    const created = await finance.post('/api/report', {
      name: 'Formula',
      filters: { merchant_reference: '=HYPERLINK("http://evil.test")' },
      columns: ['merchant_reference'],
    });
    const report = await settled(created.json().id);
    const download = await finance.get(`/api/report/${report.id}/download`);
    expect(csvLines(download.body)).toEqual(['merchant_reference', `"'=HYPERLINK(""http://evil.test"")"`]);
  });

  it('refuse a filter the list does not accept, an unknown column or field, each named (400)', async () => {
    const finance = await app.as(DEMO.bakeryFinance);
    const bad = await finance.post('/api/report', {
      name: 'Bad',
      filters: { colour: 'red', _limit: '5', 'created_at>': 'yesterday' },
      columns: ['amount'],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((detail: { path: string }) => detail.path)
        .sort(),
    ).toEqual(['body.filters._limit', 'body.filters.colour', 'body.filters.created_at>']);
    const column = await finance.post('/api/report', { name: 'Bad', columns: ['decision'], extra: 1 });
    expect(column.statusCode).toBe(400);
    expect(
      column
        .json()
        .details.map((detail: { path: string }) => detail.path)
        .sort(),
    ).toEqual(['body.columns.0', 'body.extra']);
  });

  it('download and delete only once PROCESSED (409), keep to their merchant (404), and need report roles (403)', async () => {
    const finance = await app.as(DEMO.bakeryFinance);
    const [pending] = await app.query<{ id: string }>(
      `INSERT INTO reports (organisation_id, name, columns, created_by)
       SELECT $1, 'Waiting', '{id}', id FROM users WHERE email = $2 RETURNING id`,
      [bakery, DEMO.bakeryFinance],
    );
    expect((await finance.get(`/api/report/${pending!.id}/download`)).statusCode).toBe(409);
    expect((await finance.delete(`/api/report/${pending!.id}`)).statusCode).toBe(409);
    expect((await finance.post(`/api/report/${pending!.id}/retry`)).statusCode).toBe(200);

    const [processed] = await app.query<{ id: string }>(
      "SELECT id FROM reports WHERE organisation_id = $1 AND status = 'PROCESSED' LIMIT 1",
      [bakery],
    );
    const sibling = await app.as(DEMO.siblingOwner);
    expect((await sibling.get(`/api/report/${processed!.id}`)).statusCode).toBe(404);
    expect((await sibling.get(`/api/report/${processed!.id}/download`)).statusCode).toBe(404);
    expect((await sibling.delete(`/api/report/${processed!.id}`)).statusCode).toBe(404);
    expect((await sibling.post(`/api/report/${processed!.id}/retry`)).statusCode).toBe(404);

    const support = await app.as(DEMO.bakerySupport);
    expect((await support.get('/api/report')).statusCode).toBe(403);
    expect((await support.post('/api/report', { name: 'No', columns: ['id'] })).statusCode).toBe(403);
    expect((await support.get(`/api/report/${processed!.id}/download`)).statusCode).toBe(403);

    expect((await finance.delete(`/api/report/${processed!.id}`)).statusCode).toBe(204);
    const chunks = await app.query('SELECT 1 FROM report_chunks WHERE report_id = $1', [processed!.id]);
    expect(chunks).toEqual([]);
  });

  it('hold only what the creator may see when generated: a lost role keeps the report PENDING with the reason, a retry finishes it', async () => {
    const finance = await app.as(DEMO.bakeryFinance);
    const roles = [
      'TRANSACTION_LIST',
      'REFUND_ALL',
      'SETTLEMENT_LIST',
      'REPORT_ALL',
      'STATISTICS_LIST',
      'CUSTOMER_LIST',
    ];
    await app.query('UPDATE users SET roles = $2 WHERE email = $1', [
      DEMO.bakeryFinance,
      roles.filter((role) => role !== 'TRANSACTION_LIST'),
    ]);
    const [report] = await app.query<{ id: string }>(
      `INSERT INTO reports (organisation_id, name, columns, created_by)
       SELECT $1, 'Lost role', '{id}', id FROM users WHERE email = $2 RETURNING id`,
      [bakery, DEMO.bakeryFinance],
    );
    await generateReport(dependencies, report!.id);
    expect(await settled(report!.id)).toMatchObject({
      status: 'PENDING',
      failure_reason: 'creator_missing_role',
    });

    await app.query('UPDATE users SET roles = $2 WHERE email = $1', [DEMO.bakeryFinance, roles]);
    expect((await finance.post(`/api/report/${report!.id}/retry`)).json()).toMatchObject({
      failure_reason: null,
    });
    const done = await settled(report!.id);
    expect(done).toMatchObject({ status: 'PROCESSED', count: await bakeryTransactions() });
  });

  it('leave no downloadable half file when generation stops mid-report, and start over when run again', async () => {
    const [report] = await app.query<{ id: string }>(
      `INSERT INTO reports (organisation_id, name, columns, created_by)
       SELECT $1, 'Interrupted', '{id,amount}', id FROM users WHERE email = $2 RETURNING id`,
      [bakery, DEMO.bakeryOwner],
    );
    const stop = new Error('process killed');
    // The first page is written with its progress; then the "process" dies.
    await expect(
      generateReport(dependencies, report!.id, { pageRows: 100, afterPage: () => Promise.reject(stop) }),
    ).rejects.toBe(stop);
    const [half] = await app.query<{ status: string; rows_done: number }>(
      'SELECT status, rows_done FROM reports WHERE id = $1',
      [report!.id],
    );
    expect(half).toMatchObject({ status: 'PENDING' });
    expect(half!.rows_done).toBeGreaterThan(0);
    const owner = await app.as(DEMO.bakeryOwner);
    expect((await owner.get(`/api/report/${report!.id}/download`)).statusCode).toBe(409);

    await generateReport(dependencies, report!.id, { pageRows: 100 });
    const download = await owner.get(`/api/report/${report!.id}/download`);
    const rows = csvLines(download.body).slice(1);
    expect(rows).toHaveLength(await bakeryTransactions());
    expect(new Set(rows).size).toBe(rows.length);
  });

  it('are deleted with their file after the retention period', async () => {
    const [old] = await app.query<{ id: string }>(
      `UPDATE reports SET processed_at = now() - interval '91 days'
       WHERE id = (SELECT id FROM reports WHERE organisation_id = $1 AND status = 'PROCESSED' LIMIT 1) RETURNING id`,
      [bakery],
    );
    expect(await deleteExpiredReports(app.server.database, 90)).toBeGreaterThanOrEqual(1);
    expect(await app.query('SELECT 1 FROM reports WHERE id = $1', [old!.id])).toEqual([]);
  });
});
