import {
  dayInTimeZone,
  isFinancialReportKind,
  latestDueRun,
  nextRunAfter,
  periodBeforeRun,
  type ReportFrequency,
  type ScheduleTiming,
} from '@psp/domain';
import { sql } from 'kysely';
import { systemActor } from '../platform/auth/actors.js';
import type { Database } from '../platform/db/database.js';
import { deleteInBatches } from '../platform/db/delete-in-batches.js';
import { workOnSchedule } from '../platform/jobs/job-queue.js';
import { JOB_QUEUES } from '../platform/jobs/queues.js';
import {
  createReport,
  type ReportDependencies,
  resumeAbandonedReports,
  startReportGeneration,
} from './report-generation.js';

/** Reports deleted per statement (their chunks cascade): short transactions. */
const RETENTION_BATCH = 500;

/** The first and last day of a period in the schedule's time zone (both included). */
function periodDays(
  timing: ScheduleTiming,
  period: { start: Date; end: Date },
): { from: string; to: string } {
  return {
    from: dayInTimeZone(period.start, timing.time_zone),
    to: dayInTimeZone(new Date(period.end.getTime() - 1), timing.time_zone),
  };
}

/** A scheduled report's name: the schedule's, and the period it covers. */
function periodName(name: string, days: { from: string; to: string }): string {
  return days.from === days.to ? `${name} ${days.from}` : `${name} ${days.from} – ${days.to}`;
}

/**
 * Makes the report (a transaction report or a financial one) of every active schedule whose run is due
 * at `now`, each schedule in its own transaction (locked, so two processes never both run it). A schedule that missed runs while the
 * server was down makes one report, for the period before its latest due run; a report per schedule
 * and period is unique, so a repeated run makes none. Answers how many reports were made.
 */
export async function runDueSchedules(dependencies: ReportDependencies, now = new Date()): Promise<number> {
  const { database } = dependencies;
  // Read before any transaction: the embedded database serves one connection, which a transaction holds.
  const actor = await systemActor(database, 'report-schedules', 'all');
  let made = 0;
  for (;;) {
    const done = await database.db.transaction().execute(async (trx) => {
      const schedule = await trx
        .selectFrom('report_schedules')
        .selectAll()
        .where('active', '=', true)
        .where('next_run_at', '<=', now.toISOString())
        .orderBy('next_run_at')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!schedule?.next_run_at) return true;
      const timing: ScheduleTiming = {
        frequency: schedule.frequency as ReportFrequency,
        time_of_day: schedule.time_of_day,
        time_zone: schedule.time_zone,
      };
      const run = latestDueRun(timing, new Date(schedule.next_run_at), now);
      const period = periodBeforeRun(timing, run);
      const days = periodDays(timing, period);
      // A financial report reads the period's days (its file call's `from` and `to`), nothing else.
      const financial = isFinancialReportKind(schedule.category);
      const report = await createReport(trx, dependencies, actor, {
        organisation_id: schedule.organisation_id,
        report_schedule_id: schedule.id,
        name: periodName(schedule.name, days),
        category: schedule.category,
        filters: JSON.stringify(financial ? days : schedule.filters),
        columns: financial ? [] : schedule.columns,
        format: schedule.format,
        created_by: schedule.created_by,
        period_start: period.start.toISOString(),
        period_end: period.end.toISOString(),
      });
      if (report) made++;
      await trx
        .updateTable('report_schedules')
        .set({ next_run_at: nextRunAfter(timing, now).toISOString(), last_run_at: now.toISOString() })
        .where('id', '=', schedule.id)
        .execute();
      return false;
    });
    if (done) return made;
  }
}

/** Deletes reports (and their files) generated more than `days` before `now`; answers how many. */
export async function deleteExpiredReports(
  database: Database,
  days: number,
  now = new Date(),
): Promise<number> {
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(days => ${days})`;
  return deleteInBatches(database, 'reports', 'processed_at', cutoff, RETENTION_BATCH);
}

/**
 * Works the reports' queues: generation (and takes over reports abandoned by a killed process), the
 * schedules every minute and the retention daily at 03:41
 * (pg-boss sends a scheduled job once however many processes run). Tests run the ticks by hand.
 */
export async function startReportJobs(
  dependencies: ReportDependencies,
  options: { schedule: boolean; retentionDays: number },
): Promise<void> {
  const { jobs, database } = dependencies;
  await startReportGeneration(dependencies);
  // Reports whose process died mid-file: taken over now, and by every tick after.
  await resumeAbandonedReports(dependencies);
  await workOnSchedule(jobs, JOB_QUEUES.reportSchedules.name, '* * * * *', options.schedule, async () => {
    await resumeAbandonedReports(dependencies);
    await runDueSchedules(dependencies);
  });
  await workOnSchedule(jobs, JOB_QUEUES.reportRetention.name, '41 3 * * *', options.schedule, () =>
    deleteExpiredReports(database, options.retentionDays),
  );
}
