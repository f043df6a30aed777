import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { eventually } from '../test/eventually.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import type { ReportDependencies } from './report-generation.js';
import { runDueSchedules } from './report-jobs.js';

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

const DAY = 24 * 3600_000;

/** The status and failure of a schedule's report, once its generation has failed. */
function failedReportOf(scheduleId: string) {
  return eventually(async () => {
    const [row] = await app.query<{ status: string; failure_reason: string | null }>(
      'SELECT status, failure_reason FROM reports WHERE report_schedule_id = $1',
      [scheduleId],
    );
    return row?.failure_reason ? row : undefined;
  });
}

/** Only the schedule under test runs (the seeded ones are due too). */
async function pauseOthers(id: string): Promise<void> {
  await app.query('UPDATE report_schedules SET active = false WHERE id <> $1', [id]);
}

/** Monday 2 November 2026, 06:00 in Amsterdam (05:00 UTC): the first run of a simulated week. */
const MONDAY = Date.parse('2026-11-02T05:00:00Z');

/** The schedule runs next on MONDAY, alone. */
async function dueOnMonday(id: string): Promise<void> {
  await app.query('UPDATE report_schedules SET next_run_at = $2 WHERE id = $1', [id, new Date(MONDAY)]);
  await pauseOthers(id);
}

/**
 * A simulated week from MONDAY: a minute after each day's run time the due schedules run twice (two
 * processes or a repeated tick); the first makes `made(day)` reports, the second none.
 */
async function runWeek(made: (day: number) => number): Promise<void> {
  for (let day = 0; day < 7; day++) {
    const now = new Date(MONDAY + day * DAY + 60_000);
    expect(await runDueSchedules(dependencies, now)).toBe(made(day));
    expect(await runDueSchedules(dependencies, now)).toBe(0);
  }
}

describe('report schedules', () => {
  it('are created with their next run in their time zone, paused, resumed and kept to their merchant', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const bad = await owner.post('/api/reportschedule', {
      name: 'Bad',
      frequency: 'hourly',
      time_of_day: '25:00',
      time_zone: 'Mars/Olympus',
      recipients: ['not-an-address'],
      filters: { colour: 'red' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((detail: { path: string }) => detail.path)
        .sort(),
    ).toEqual(['body.frequency', 'body.recipients.0', 'body.time_of_day', 'body.time_zone']);
    const unknownFilter = await owner.post('/api/reportschedule', {
      name: 'Bad',
      frequency: 'daily',
      filters: { colour: 'red' },
    });
    expect(unknownFilter.json().details.map((detail: { path: string }) => detail.path)).toEqual([
      'body.filters.colour',
    ]);

    const created = await owner.post('/api/reportschedule', {
      name: 'Monthly for the accountant',
      frequency: 'monthly',
      time_of_day: '07:15',
      time_zone: 'Europe/Amsterdam',
      recipients: ['accountant@example.com'],
      format: 'xlsx',
    });
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json();
    expect(schedule).toMatchObject({ organisation: bakery, active: true, language: 'nl' });
    // The first of a month at 07:15 in Amsterdam: 06:15 UTC in winter, 05:15 in summer.
    expect(schedule.next_run_at).toMatch(/^\d{4}-\d\d-01T0[56]:15:00(\.000)?(Z|\+00:00)$/);

    const paused = await owner.post(`/api/reportschedule/${schedule.id}`, { active: false });
    expect(paused.json()).toMatchObject({ active: false, next_run_at: null });
    const resumed = await owner.post(`/api/reportschedule/${schedule.id}`, { active: true });
    expect(resumed.json().next_run_at).toBe(schedule.next_run_at);

    const sibling = await app.as(DEMO.siblingOwner);
    expect((await sibling.get(`/api/reportschedule/${schedule.id}`)).statusCode).toBe(404);
    expect((await sibling.post(`/api/reportschedule/${schedule.id}`, { active: false })).statusCode).toBe(
      404,
    );
    const support = await app.as(DEMO.bakerySupport);
    expect((await support.get('/api/reportschedule')).statusCode).toBe(403);
    expect((await owner.delete(`/api/reportschedule/${schedule.id}`)).statusCode).toBe(204);
  });

  it('over a simulated week make one report a day for the day before, mail a link, and after a downtime run once, never twice', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const created = await owner.post('/api/reportschedule', {
      name: 'Daily',
      frequency: 'daily',
      time_of_day: '06:00',
      time_zone: 'Europe/Amsterdam',
      recipients: ['finance@example.com'],
    });
    const schedule = created.json() as { id: string };
    await dueOnMonday(schedule.id);
    await runWeek(() => 1);
    const week = await app.query<{ name: string; period_start: Date; period_end: Date }>(
      'SELECT name, period_start, period_end FROM reports WHERE report_schedule_id = $1 ORDER BY period_end',
      [schedule.id],
    );
    expect(week.map((report) => report.name)).toEqual([
      'Daily 2026-11-01',
      'Daily 2026-11-02',
      'Daily 2026-11-03',
      'Daily 2026-11-04',
      'Daily 2026-11-05',
      'Daily 2026-11-06',
      'Daily 2026-11-07',
    ]);
    expect(new Date(week[0]!.period_start).toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(new Date(week[0]!.period_end).toISOString()).toBe('2026-11-01T23:00:00.000Z');

    // Down from Sunday to Wednesday: the three missed runs make one report, for Tuesday.
    const wednesday = new Date(MONDAY + 9 * DAY + 3 * 3600_000);
    expect(await runDueSchedules(dependencies, wednesday)).toBe(1);
    expect(await runDueSchedules(dependencies, wednesday)).toBe(0);
    const [latest] = await app.query<{ id: string; name: string }>(
      'SELECT id, name FROM reports WHERE report_schedule_id = $1 ORDER BY period_end DESC LIMIT 1',
      [schedule.id],
    );
    expect(latest!.name).toBe('Daily 2026-11-10');
    const made = await app.query<{ actor_kind: string }>(
      "SELECT actor_kind FROM events WHERE type = 'report.created' AND resource_id = $1",
      [latest!.id],
    );
    expect(made).toEqual([{ actor_kind: 'system' }]);
    const [next] = await app.query<{ next_run_at: Date }>(
      'SELECT next_run_at FROM report_schedules WHERE id = $1',
      [schedule.id],
    );
    expect(new Date(next!.next_run_at).toISOString()).toBe('2026-11-12T05:00:00.000Z');

    // Each report holds its day only, and its recipients get a link, never the file.
    await eventually(async () => {
      const rows = await app.query<{ status: string }>(
        'SELECT status FROM reports WHERE report_schedule_id = $1',
        [schedule.id],
      );
      return rows.every((row) => row.status === 'PROCESSED');
    }, 60_000);
    const [day] = await app.query<{ count: number; expected: number }>(
      `SELECT r.count, (SELECT count(*)::int FROM transactions t
         WHERE t.organisation_id IN (SELECT id FROM organisations WHERE id = $2 OR parent_id = $2)
           AND t.created_at >= r.period_start AND t.created_at < r.period_end) AS expected
       FROM reports r WHERE r.id = $1`,
      [latest!.id, bakery],
    );
    expect(day!.count).toBe(day!.expected);
    const mails = await app.query<{ subject: string; html: string }>(
      "SELECT subject, html FROM mail_outbox WHERE recipient = 'finance@example.com' AND html LIKE $1",
      [`%${latest!.id}%`],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Je rapport "Daily 2026-11-10" staat klaar');
    expect(mails[0]!.html).toContain(`_download=true&#38;id=${latest!.id}&#38;_organisation=${bakery}`);
  });

  it('run as their creator: a creator who lost the schedule role gets no report made on their behalf', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const created = await owner.post('/api/reportschedule', { name: 'Orphan', frequency: 'weekly' });
    const schedule = created.json() as { id: string };
    await app.query(
      `UPDATE report_schedules SET next_run_at = now() - interval '1 minute',
         created_by = (SELECT id FROM users WHERE email = $2) WHERE id = $1`,
      [schedule.id, DEMO.bakeryFinance],
    );
    await pauseOthers(schedule.id);
    expect(await runDueSchedules(dependencies)).toBe(1);
    expect(await failedReportOf(schedule.id)).toEqual({
      status: 'PENDING',
      failure_reason: 'creator_missing_role',
    });
  });
  it('make a financial report over a simulated week: one file of its kind for the week before, once', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const created = await owner.post('/api/reportschedule', {
      name: 'Weekly money',
      category: 'financial_daily',
      frequency: 'weekly',
      time_of_day: '06:00',
      time_zone: 'Europe/Amsterdam',
      recipients: ['money@example.com'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json() as { id: string; category: string; filters: object; columns: string[] };
    expect(schedule).toMatchObject({ category: 'financial_daily', filters: {}, columns: [] });
    // Monday's run is for the week of 26 October – 1 November; the rest of the week makes nothing.
    await dueOnMonday(schedule.id);
    await runWeek((day) => (day === 0 ? 1 : 0));
    const made = await app.query<{ id: string; name: string; category: string; filters: object }>(
      'SELECT id, name, category, filters FROM reports WHERE report_schedule_id = $1',
      [schedule.id],
    );
    expect(made).toEqual([
      {
        id: expect.any(String),
        name: 'Weekly money 2026-10-26 – 2026-11-01',
        category: 'financial_daily',
        filters: { from: '2026-10-26', to: '2026-11-01' },
      },
    ]);
    const report = await eventually(async () => {
      const [row] = await app.query<{ status: string }>('SELECT status FROM reports WHERE id = $1', [
        made[0]!.id,
      ]);
      return row?.status === 'PROCESSED' ? row : undefined;
    }, 60_000);
    expect(report).toEqual({ status: 'PROCESSED' });
    // The file holds the daily report's rows of that week, as its call answers them.
    const file = (await owner.get(`/api/report/${made[0]!.id}/download`)).body.trim().split(/\r?\n/);
    const answer = (await owner.get('/api/financialreport/daily?from=2026-10-26&to=2026-11-01')).json<{
      rows: { day: string }[];
    }>();
    expect(file[0]).toMatch(/^day,currency_code,count,/);
    expect(file.slice(1).map((line) => line.split(',')[0])).toEqual(answer.rows.map((row) => row.day));
    const mails = await app.query('SELECT 1 FROM mail_outbox WHERE recipient = $1 AND html LIKE $2', [
      'money@example.com',
      `%${made[0]!.id}%`,
    ]);
    expect(mails).toHaveLength(1);
  });

  it('of a financial report need its roles when created and when run, and a frequency the kind accepts', async () => {
    const owner = await app.as(DEMO.bakeryOwner);
    const provider = await owner.post('/api/reportschedule', {
      name: 'Not mine',
      category: 'provider_daily',
      frequency: 'daily',
    });
    expect(provider.statusCode).toBe(403);
    const psp = await app.as(DEMO.pspAdmin);
    const weekly = await psp.post('/api/reportschedule', {
      name: 'Months',
      category: 'provider_monthly',
      frequency: 'weekly',
    });
    expect(weekly.statusCode).toBe(400);
    expect(weekly.json().details).toEqual([
      expect.objectContaining({ path: 'body.frequency', expected: 'monthly', actual: 'weekly' }),
    ]);
    const monthly = await psp.post('/api/reportschedule', {
      name: 'Months',
      category: 'provider_monthly',
      frequency: 'monthly',
    });
    expect(monthly.statusCode, monthly.body).toBe(201);
    const toWeekly = await psp.post(`/api/reportschedule/${monthly.json().id}`, { frequency: 'daily' });
    expect(toWeekly.json().details.map((detail: { path: string }) => detail.path)).toEqual([
      'body.frequency',
    ]);
    const filtered = await owner.post('/api/reportschedule', {
      name: 'Filtered',
      category: 'financial_settlement',
      frequency: 'monthly',
      filters: { status: 'SUCCESS' },
    });
    expect(filtered.json().details.map((detail: { path: string }) => detail.path)).toEqual(['body.filters']);
    const unknown = await owner.post('/api/reportschedule', {
      name: 'X',
      category: 'ledger',
      frequency: 'daily',
    });
    expect(unknown.json().details.map((detail: { path: string }) => detail.path)).toEqual(['body.category']);
    expect((await psp.delete(`/api/reportschedule/${monthly.json().id}`)).statusCode).toBe(204);

    // The creator lost the settlements' role after making the schedule: the run records the failure, no file.
    const created = await owner.post('/api/reportschedule', {
      name: 'Settlements',
      category: 'financial_settlement',
      frequency: 'monthly',
    });
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json() as { id: string };
    await app.query("UPDATE report_schedules SET next_run_at = now() - interval '1 minute' WHERE id = $1", [
      schedule.id,
    ]);
    await pauseOthers(schedule.id);
    // Everything but SETTLEMENT_LIST: still allowed to make schedules, no longer to see settlements.
    await app.query("UPDATE users SET roles = '{TRANSACTION_LIST,REPORT_SCHEDULE_CREATE}' WHERE email = $1", [
      DEMO.bakeryOwner,
    ]);
    try {
      expect(await runDueSchedules(dependencies)).toBe(1);
      expect(await failedReportOf(schedule.id)).toEqual({
        status: 'PENDING',
        failure_reason: 'creator_missing_role',
      });
    } finally {
      await app.query("UPDATE users SET roles = '{USER_ALL}' WHERE email = $1", [DEMO.bakeryOwner]);
    }
  });
});
