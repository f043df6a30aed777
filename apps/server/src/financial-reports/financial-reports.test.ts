import {
  dayInTimeZone,
  type FinancialDailyAnswer,
  type FinancialSettlementAnswer,
  type LedgerAccount,
  ledgerBalances,
  MERCHANT_MONEY_OF_KIND,
  type ProviderReportAnswer,
  REVENUE_STATUSES,
  SETTLEMENT_MONEY_OF_LINE,
  type SettlementLineKind,
  STATISTICS_TIME_ZONE,
} from '@psp/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateReport } from '../reports/report-generation.js';
import { addDays } from '../test/clock.js';
import { DEMO, organisationIdOf, subtreeOf } from '../test/demo.js';
import { eventually } from '../test/eventually.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { TEMPLATE_ANCHOR } from '../test/test-database.js';

let app: TestApp;
let bakery: string;
let bakeryTree: string[];
let sibling: string;
let from: string;
let to: string;

beforeAll(async () => {
  app = await startTestApp();
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  bakeryTree = await subtreeOf(app, bakery);
  sibling = await organisationIdOf(app, DEMO.siblingOwner);
  // The seeded year up to the template's anchor: the same money whatever day the suite runs.
  to = dayInTimeZone(TEMPLATE_ANCHOR, STATISTICS_TIME_ZONE);
  from = addDays(to, -365);
});
afterAll(() => app?.close());

interface EntryRow extends Record<string, unknown> {
  id: string;
  kind: string;
  day: string;
  currency_code: string;
  postings: { account: LedgerAccount; holder_id: string | null; amount: number }[];
}

/** The ledger's entries of organisations in a period (days of the reporting zone), with their postings. */
async function ledgerEntries(organisations: string[] | null, where = 'TRUE'): Promise<EntryRow[]> {
  return app.query<EntryRow>(
    `SELECT e.id, e.kind, e.currency_code, (e.effective_at AT TIME ZONE 'Europe/Amsterdam')::date::text AS day,
            (SELECT jsonb_agg(jsonb_build_object('account', p.account, 'holder_id', p.holder_id, 'amount', p.amount))
               FROM ledger_postings p WHERE p.entry_id = e.id) AS postings
       FROM ledger_entries e
      WHERE ($1::uuid[] IS NULL OR e.organisation_id = ANY($1))
        AND (e.effective_at AT TIME ZONE 'Europe/Amsterdam')::date BETWEEN $2::date AND $3::date AND ${where}`,
    [organisations, from, to],
  );
}

/** The balance of an account summed over its holders, by the ledger's own balance code. */
function balance(entries: EntryRow[], account: LedgerAccount, currency: string): number {
  let total = 0;
  for (const [key, value] of ledgerBalances(entries))
    if (key.startsWith(`${account}|`) && key.endsWith(`|${currency}`)) total += value;
  return total;
}

describe('the merchant daily report', () => {
  it('holds per day and currency the money the ledger moved through the payable balance, and the payments made', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const response = await owner.get(`/api/financialreport/daily?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<FinancialDailyAnswer>();
    expect(answer).toMatchObject({ from, to, time_zone: 'Europe/Amsterdam' });
    expect(answer.rows.length).toBeGreaterThan(30);
    const entries = await ledgerEntries(bakeryTree);
    expect(entries.length).toBeGreaterThan(50);
    const byDay = new Map<string, EntryRow[]>();
    for (const entry of entries) {
      const at = `${entry.day}|${entry.currency_code}`;
      byDay.set(at, [...(byDay.get(at) ?? []), entry]);
    }
    let checked = 0;
    for (const row of answer.rows) {
      const moved = byDay.get(`${row.day}|${row.currency_code}`) ?? [];
      const ofField = (field: string) =>
        moved.filter(
          (entry) => MERCHANT_MONEY_OF_KIND[entry.kind as keyof typeof MERCHANT_MONEY_OF_KIND] === field,
        );
      // A liability: its balance is what the merchant is owed; each figure is its change that day.
      for (const field of ['settled', 'refunds', 'chargebacks', 'fees', 'reserve', 'one_offs'] as const)
        expect(row[field], `${row.day} ${field}`).toBe(
          balance(ofField(field), 'merchant_available', row.currency_code),
        );
      expect(row.net).toBe(
        balance(
          moved.filter((entry) => !['PAYOUT', 'PAYOUT_RETURNED', 'PAYOUT_PAID'].includes(entry.kind)),
          'merchant_available',
          row.currency_code,
        ),
      );
      expect(row.net).toBe(
        row.settled + row.refunds + row.chargebacks + row.fees + row.reserve + row.one_offs,
      );
      if (row.settled !== 0) checked++;
    }
    expect(checked).toBeGreaterThan(10);
    // Fees are money out of the merchant's balance; settled payments money in.
    const eur = answer.totals.find((total) => total.currency_code === 'EUR')!;
    expect(eur.settled).toBeGreaterThan(0);
    expect(eur.fees).toBeLessThan(0);
    expect(eur.net).toBe(
      balance(
        entries.filter((e) => !e.kind.startsWith('PAYOUT')),
        'merchant_available',
        'EUR',
      ),
    );

    // Payments made: every payment of the subtree created in the period, once, by stage and product.
    const [made] = await app.query<{ count: number; volume: number }>(
      `SELECT count(*)::int AS count, coalesce(sum(amount), 0)::float8 AS volume FROM transactions
        WHERE organisation_id = ANY($1) AND currency_code = 'EUR'
          AND (created_at AT TIME ZONE 'Europe/Amsterdam')::date BETWEEN $2::date AND $3::date`,
      [bakeryTree, from, to],
    );
    expect(eur).toMatchObject(made!);
    const eurRows = answer.rows.filter((row) => row.currency_code === 'EUR');
    const sumOf = (pick: (row: (typeof eurRows)[number]) => number) =>
      eurRows.reduce((sum, row) => sum + pick(row), 0);
    expect(sumOf((row) => Object.values(row.stages).reduce((sum, stage) => sum + stage!.count, 0))).toBe(
      made!.count,
    );
    expect(
      sumOf((row) => Object.values(row.products).reduce((sum, product) => sum + product.volume, 0)),
    ).toBe(made!.volume);
  });

  it('the financial report page totals the same money per currency, with the payouts', async () => {
    const finance = await app.as(DEMO.bakeryFinance);
    const [summary, daily] = await Promise.all([
      finance.get(`/api/financialreport/summary?from=${from}&to=${to}`),
      finance.get(`/api/financialreport/daily?from=${from}&to=${to}`),
    ]);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().currencies).toEqual(daily.json<FinancialDailyAnswer>().totals);
    const entries = await ledgerEntries(bakeryTree, "e.kind IN ('PAYOUT', 'PAYOUT_RETURNED')");
    const eur = summary
      .json()
      .currencies.find((row: { currency_code: string }) => row.currency_code === 'EUR');
    expect(eur.paid_out).toBe(-balance(entries, 'merchant_available', 'EUR'));
  });
});

describe('the settlement reports', () => {
  it('explain every settlement of the period from its lines, each one ledger entry, with totals per currency', async () => {
    const finance = await app.as(DEMO.bakeryFinance);
    const response = await finance.get(`/api/financialreport/settlement?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<FinancialSettlementAnswer>();
    expect(answer.rows.length).toBeGreaterThan(2);
    for (const row of answer.rows) {
      expect(bakeryTree).toContain(row.organisation.id);
      const [settlement] = await app.query<{ amount: string }>(
        'SELECT amount FROM settlements WHERE id = $1',
        [row.id],
      );
      expect(row.net).toBe(Number(settlement!.amount));
      const lines = await app.query<EntryRow & { line_kind: SettlementLineKind }>(
        `SELECT l.kind AS line_kind, e.kind, e.currency_code,
                (SELECT jsonb_agg(jsonb_build_object('account', p.account, 'holder_id', p.holder_id, 'amount', p.amount))
                   FROM ledger_postings p WHERE p.entry_id = e.id) AS postings
           FROM settlement_lines l JOIN ledger_entries e ON e.id = l.ledger_entry_id WHERE l.settlement_id = $1`,
        [row.id],
      );
      for (const field of [
        'gross',
        'payment_fees',
        'refund_fees',
        'chargeback_fees',
        'refunds',
        'chargebacks',
        'reserve',
        'one_offs',
      ] as const)
        expect(row[field], field).toBe(
          balance(
            lines.filter((line) => SETTLEMENT_MONEY_OF_LINE[line.line_kind] === field),
            'merchant_available',
            row.currency_code,
          ),
        );
      expect(row.net).toBe(
        row.gross +
          row.payment_fees +
          row.refund_fees +
          row.chargeback_fees +
          row.refunds +
          row.chargebacks +
          row.reserve +
          row.one_offs +
          row.carried_over,
      );
    }
    const eur = answer.totals.find((total) => total.currency_code === 'EUR')!;
    const eurRows = answer.rows.filter((row) => row.currency_code === 'EUR');
    expect(eur.settlements).toBe(eurRows.length);
    expect(eur.net).toBe(eurRows.reduce((sum, row) => sum + row.net, 0));
    expect(answer.rows.some((row) => row.bank_account && /^.{4}$/.test(row.bank_account.iban_last4))).toBe(
      true,
    );
  });

  it('the provider report holds every merchant’s settlements, or one merchant’s with X-Organisation', async () => {
    const psp = await app.as(DEMO.pspAdmin);
    const all = (
      await psp.get(`/api/financialreport/settlements?from=${from}&to=${to}`)
    ).json<FinancialSettlementAnswer>();
    const merchants = new Set(all.rows.map((row) => row.organisation.id));
    expect(merchants.size).toBeGreaterThan(1);
    const [count] = await app.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM settlements WHERE settlement_run_id IS NOT NULL
          AND (period_end AT TIME ZONE 'Europe/Amsterdam')::date BETWEEN $1::date AND $2::date`,
      [from, to],
    );
    expect(all.rows).toHaveLength(count!.count);
    const one = (
      await psp.inScope(sibling).get(`/api/financialreport/settlements?from=${from}&to=${to}`)
    ).json<FinancialSettlementAnswer>();
    expect(one.rows.every((row) => row.organisation.id === sibling)).toBe(true);
    expect(one.rows).toEqual(all.rows.filter((row) => row.organisation.id === sibling));
  });
});

describe('the provider merchant report', () => {
  it('books per merchant and day the PSP revenue, processor cost, partner share and margin of the ledger', async () => {
    const psp = await app.as(DEMO.pspAdmin);
    const response = await psp.get(`/api/financialreport/merchants?category=daily&from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<ProviderReportAnswer>();
    const entries = await ledgerEntries(null);
    for (const total of answer.totals) {
      expect(total.revenue, total.currency_code).toBe(balance(entries, 'psp_revenue', total.currency_code));
      expect(total.cost).toBe(balance(entries, 'processor_cost', total.currency_code));
      expect(total.partner_share).toBe(balance(entries, 'partner_commission', total.currency_code));
      expect(total.margin).toBe(total.revenue - total.cost - total.partner_share);
    }
    const bakeryDays = answer.rows.filter((row) => row.organisation.id === bakery);
    const oneDay = bakeryDays.find((row) => row.revenue > 0)!;
    const ofDay = entries.filter(
      (entry) => entry.day === oneDay.period && entry.currency_code === oneDay.currency_code,
    );
    const ofBakery = await ledgerEntries([bakery]);
    expect(oneDay.revenue).toBe(
      balance(
        ofBakery.filter((entry) => entry.day === oneDay.period),
        'psp_revenue',
        oneDay.currency_code,
      ),
    );
    expect(ofDay.length).toBeGreaterThan(0);
    // The counts per merchant (its own statistics rows, not the platform's), and every merchant's together.
    const counts = await app.query<{ organisation_id: string; currency_code: string; count: number }>(
      `SELECT organisation_id, currency_code, count(*)::int AS count FROM transactions
        WHERE status = ANY($1::text[]) AND (created_at AT TIME ZONE 'Europe/Amsterdam')::date BETWEEN $2::date AND $3::date
        GROUP BY 1, 2`,
      [REVENUE_STATUSES, from, to],
    );
    const bakeryCount = counts.find((row) => row.organisation_id === bakery && row.currency_code === 'EUR')!;
    expect(
      bakeryDays.filter((row) => row.currency_code === 'EUR').reduce((sum, row) => sum + row.count, 0),
    ).toBe(bakeryCount.count);
    expect(answer.rows.every((row) => row.organisation.id !== null)).toBe(true);
    for (const total of answer.totals) {
      expect(total.count, total.currency_code).toBe(
        counts
          .filter((row) => row.currency_code === total.currency_code)
          .reduce((sum, row) => sum + row.count, 0),
      );
    }
  });

  it('the monthly category groups the same figures by month', async () => {
    const psp = await app.as(DEMO.pspAdmin);
    // From the middle of the month before the anchor's to the anchor's day.
    const middle = `${addDays(to, -20).slice(0, 8)}15`;
    const monthly = (
      await psp.get(`/api/financialreport/merchants?category=monthly&from=${middle}&to=${to}`)
    ).json<ProviderReportAnswer>();
    expect(monthly.from).toBe(`${middle.slice(0, 8)}01`);
    expect(monthly.category).toBe('monthly');
    expect(monthly.rows.every((row) => row.period.endsWith('-01'))).toBe(true);
    // A monthly period starts on the first of its month: its days are read from there.
    const daily = (
      await psp.get(`/api/financialreport/merchants?category=daily&from=${monthly.from}&to=${to}`)
    ).json<ProviderReportAnswer>();
    expect(monthly.totals).toEqual(daily.totals);
  });
});

describe('roles and tenancy of the financial reports', () => {
  it('answers each call only with its roles (001 §6)', async () => {
    const support = await app.as(DEMO.bakerySupport);
    expect((await support.get('/api/financialreport/daily')).statusCode).toBe(200);
    expect((await support.get('/api/financialreport/summary')).statusCode).toBe(403);
    expect((await support.get('/api/financialreport/settlement')).statusCode).toBe(403);
    const owner = await app.as(DEMO.bakeryOwner);
    expect((await owner.get('/api/financialreport/merchants')).statusCode).toBe(403);
    expect((await owner.get('/api/financialreport/settlements')).statusCode).toBe(403);
    const pspSupport = await app.as(DEMO.pspSupport);
    expect((await pspSupport.get('/api/financialreport/merchants')).statusCode).toBe(403);
    expect((await app.anonymous.get('/api/financialreport/daily')).statusCode).toBe(401);
  });

  it('never shows another merchant’s money: a sibling sees its own, the provider the same in its scope', async () => {
    const siblingOwner = await app.as(DEMO.siblingOwner);
    const own = (
      await siblingOwner.get(`/api/financialreport/daily?from=${from}&to=${to}`)
    ).json<FinancialDailyAnswer>();
    const psp = await app.as(DEMO.pspAdmin);
    const asProvider = (
      await psp.inScope(sibling).get(`/api/financialreport/daily?from=${from}&to=${to}`)
    ).json<FinancialDailyAnswer>();
    expect(own).toEqual(asProvider);
    const entries = await ledgerEntries([sibling]);
    for (const total of own.totals)
      expect(total.net).toBe(
        balance(
          entries.filter((e) => !e.kind.startsWith('PAYOUT')),
          'merchant_available',
          total.currency_code,
        ),
      );
    // Another merchant's organisation as X-Organisation is refused.
    expect((await siblingOwner.inScope(bakery).get('/api/financialreport/daily')).statusCode).toBe(403);
  });

  it('refuses a bad period by name: unknown keys, an end before the start, too long a period', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const unknown = await owner.get('/api/financialreport/daily?period=day');
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('period');
    const reversed = await owner.get('/api/financialreport/daily?from=2026-02-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details[0].path).toBe('query.to');
    const long = await owner.get('/api/financialreport/daily?from=2020-01-01&to=2026-01-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0]).toMatchObject({ path: 'query.from', code: 'too_big' });
  });
});

/** The report once its job has finished. */
async function processed(
  id: string,
): Promise<{ status: string; count: number; failure_reason: string | null }> {
  return eventually(async () => {
    const [row] = await app.query<{ status: string; count: number; failure_reason: string | null }>(
      'SELECT status, count, failure_reason FROM reports WHERE id = $1',
      [id],
    );
    return row && (row.status === 'PROCESSED' || row.failure_reason) ? row : undefined;
  }, 30_000);
}

describe('financial report files', () => {
  it('are reports made by the report job: the CSV rows are the call’s rows, amounts in major units', async () => {
    const finance = await app.as(DEMO.bakeryFinance);
    const created = await finance.post('/api/financialreport/file', { kind: 'financial_daily', from, to });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: 'PENDING', category: 'financial_daily', format: 'csv' });
    const report = await processed(created.json().id);
    expect(report.status).toBe('PROCESSED');
    const answer = (
      await finance.get(`/api/financialreport/daily?from=${from}&to=${to}`)
    ).json<FinancialDailyAnswer>();
    expect(report.count).toBe(answer.rows.length);
    const body = (await finance.get(`/api/report/${created.json().id}/download`)).body;
    const [header, ...lines] = body.slice(1, -2).split('\r\n');
    const columns = header!.split(',');
    expect(columns.slice(0, 4)).toEqual(['day', 'currency_code', 'count', 'volume']);
    expect(lines).toHaveLength(answer.rows.length);
    lines.forEach((line, index) => {
      const cells = Object.fromEntries(line.split(',').map((cell, at) => [columns[at], cell]));
      const row = answer.rows[index]!;
      expect(cells).toMatchObject({
        day: row.day,
        currency_code: row.currency_code,
        count: String(row.count),
      });
      expect(Math.round(Number(cells.net) * 100)).toBe(row.net);
      expect(Math.round(Number(cells.fees) * 100)).toBe(row.fees);
    });
  });

  it('write the provider reports as workbooks, and defuse a formula in a merchant name in CSV', async () => {
    const psp = await app.as(DEMO.pspAdmin);
    await app.query(`UPDATE organisations SET name = '=HYPERLINK("http://evil")' WHERE id = $1`, [sibling]);
    try {
      const xlsx = await psp.post('/api/financialreport/file', {
        kind: 'provider_monthly',
        from,
        to,
        format: 'xlsx',
      });
      expect(xlsx.statusCode, xlsx.body).toBe(201);
      expect((await processed(xlsx.json().id)).status).toBe('PROCESSED');
      const download = await psp.request('GET', `/api/report/${xlsx.json().id}/download`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const answer = (
        await psp.get(`/api/financialreport/merchants?category=monthly&from=${from}&to=${to}`)
      ).json<ProviderReportAnswer>();
      expect(sheet.rowCount).toBe(answer.rows.length + 1);
      expect(sheet.getRow(1).values).toContain('margin');
      const first = sheet.getRow(2).values as unknown[];
      expect(first).toContain(answer.rows[0]!.organisation.name);
      expect(first).toContain(answer.rows[0]!.margin / 100);

      const csv = await psp.post('/api/financialreport/file', { kind: 'provider_settlement', from, to });
      expect((await processed(csv.json().id)).status).toBe('PROCESSED');
      const text = (await psp.get(`/api/report/${csv.json().id}/download`)).body;
      expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(text).not.toContain(',=HYPERLINK');
    } finally {
      await app.query('UPDATE organisations SET name = $2 WHERE id = $1', [sibling, 'Atelier Noord']);
    }
  });

  it('need the report’s own roles besides REPORT_CREATE, now and when generated', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const refused = await owner.post('/api/financialreport/file', { kind: 'provider_daily', from, to });
    expect(refused.statusCode).toBe(403);
    const support = await app.as(DEMO.bakerySupport);
    expect(
      (await support.post('/api/financialreport/file', { kind: 'financial_daily', from, to })).statusCode,
    ).toBe(403);
    const bad = await owner.post('/api/financialreport/file', {
      kind: 'financial_daily',
      from: to,
      to: from,
      extra: 1,
    });
    expect(bad.statusCode).toBe(400);
    // The creator lost SETTLEMENT_LIST before the job ran: the report says so instead of holding the data.
    const [user] = await app.query<{ id: string; organisation_id: string }>(
      "UPDATE users SET roles = array_remove(roles, 'SETTLEMENT_LIST') WHERE email = $1 RETURNING id, organisation_id",
      [DEMO.bakeryFinance],
    );
    try {
      const [report] = await app.query<{ id: string }>(
        `INSERT INTO reports (organisation_id, name, category, filters, columns, format, created_by)
         VALUES ($1, 'Settlements', 'financial_settlement', $2, '{}', 'csv', $3) RETURNING id`,
        [user!.organisation_id, JSON.stringify({ from, to }), user!.id],
      );
      const { database, resources, events, jobs, mailer, config } = app.server;
      await generateReport({ database, resources, events, jobs, mailer, config }, report!.id);
      const [row] = await app.query('SELECT status, failure_reason FROM reports WHERE id = $1', [report!.id]);
      expect(row).toEqual({ status: 'PENDING', failure_reason: 'creator_missing_role' });
    } finally {
      await app.query("UPDATE users SET roles = array_append(roles, 'SETTLEMENT_LIST') WHERE id = $1", [
        user!.id,
      ]);
    }
  });
});
