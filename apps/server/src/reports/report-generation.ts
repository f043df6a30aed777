import { randomUUID } from 'node:crypto';
import {
  FINANCIAL_REPORT_OPERATIONS,
  isFinancialReportKind,
  isRole,
  RESOURCE_ACCESS,
  type ReportFailure,
  type ReportFilters,
  type ReportFormat,
  type Requirement,
  type Role,
  SPECIAL_OPERATIONS,
  satisfies,
} from '@psp/domain';
import { type Insertable, sql } from 'kysely';
import { ZodError } from 'zod';
import { financialReportFile } from '../financial-reports/financial-report-file.js';
import { type Actor, actorReference, type SystemActor } from '../platform/auth/actor.js';
import { actorOrganisationOf, organisationActive } from '../platform/auth/actors.js';
import { organisationSubtree } from '../platform/auth/sessions.js';
import type { Config } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import type { DB } from '../platform/db/schema.generated.js';
import type { EventRecorder } from '../platform/events/event-bus.js';
import { HttpError } from '../platform/http/errors.js';
import { bossDb, type JobQueue } from '../platform/jobs/job-queue.js';
import { JOB_QUEUES } from '../platform/jobs/queues.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { Executor } from '../platform/resource/executor.js';
import type { Filter, ListQuery } from '../platform/resource/list-query.js';
import { rowCells } from '../platform/resource/resource-export.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { parseReportDefinition } from './report-definition.js';
import { type ReportFileWriter, reportFileWriter } from './report-file.js';
import { reportReadyMail } from './report-mail.js';
import { reportResource } from './reports.resource.js';

/** Rows read per keyset page and written per transaction (with the progress). */
export const REPORT_PAGE = 2_000;
/** A stored chunk holds at least this much, so a download reads few rows and each stays small. */
const CHUNK_BYTES = 1 << 20;

export interface ReportDependencies {
  database: Database;
  resources: ResourceService;
  events: EventRecorder;
  jobs: JobQueue;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'productName' | 'reportLeaseSeconds'>;
}

export interface GenerationOptions {
  /** Rows per page (REPORT_PAGE). */
  pageRows?: number;
  /** Runs after each page is stored: a test stops there as a killed process would. */
  afterPage?(rowsDone: number): Promise<void>;
}

/** Another run took the report over (this one was presumed dead): it stops without writing more. */
class LostLease extends Error {}

class GenerationFailure extends Error {
  constructor(readonly reason: ReportFailure) {
    super(reason);
  }
}

/** What a report's rows need: reading transactions, or the call a financial report's file holds. */
function readRequirementOf(category: string): Requirement {
  return isFinancialReportKind(category)
    ? SPECIAL_OPERATIONS[FINANCIAL_REPORT_OPERATIONS[category]]
    : RESOURCE_ACCESS.transaction.read;
}

/**
 * The creator as the report is generated: their roles and organisation now (not when the report or
 * its schedule was made), in the report's organisation subtree (a provider user's report on the
 * provider itself reads everything). A blocked or removed creator, or one without the roles to read
 * the report's rows and make reports, fails the report.
 */
async function creatorActor(
  database: Database,
  report: {
    organisation_id: string;
    created_by: string | null;
    report_schedule_id: string | null;
    category: string;
  },
): Promise<SystemActor> {
  if (!report.created_by) throw new GenerationFailure('creator_inactive');
  const user = await database.db
    .selectFrom('users as u')
    .innerJoin('organisations as o', 'o.id', 'u.organisation_id')
    .select([
      'u.roles',
      'u.blocked',
      'u.organisation_id',
      'o.name',
      'o.kind',
      'o.base_currency',
      'o.collecting',
      'o.modules',
      organisationActive(sql.ref('o.id')).as('active'),
    ])
    .where('u.id', '=', report.created_by)
    .executeTakeFirst();
  if (!user || user.blocked) throw new GenerationFailure('creator_inactive');
  const isProvider = user.kind === 'provider';
  const scope =
    isProvider && report.organisation_id === user.organisation_id
      ? null
      : await organisationSubtree(database, report.organisation_id);
  const own = isProvider ? null : await organisationSubtree(database, user.organisation_id);
  const actor: SystemActor = {
    kind: 'system',
    job: 'report-generation',
    roles: user.roles.filter(isRole) as Role[],
    isProvider,
    organisation: actorOrganisationOf({ ...user, id: user.organisation_id }),
    scope,
    scopeRoot: report.organisation_id,
  };
  const madeWith = report.report_schedule_id
    ? RESOURCE_ACCESS.reportschedule.create
    : RESOURCE_ACCESS.report.create;
  if (
    (own && !own.includes(report.organisation_id)) ||
    !satisfies(actor, readRequirementOf(report.category)) ||
    !satisfies(actor, madeWith)
  )
    throw new GenerationFailure('creator_missing_role');
  return actor;
}

/**
 * Generates a report's file: keyset pages of the transaction list (its filters, as the creator may
 * see them now), written page by page as chunks with the progress in the same transaction; the last
 * chunk and PROCESSED in one transaction, so a report is downloadable only whole. One run at a time
 * holds the report's lease, renewed with every page; a run whose process died (kill -9) stops renewing
 * it, and the next run takes over and starts over (the dead run's chunks are deleted first). A failure
 * keeps the report PENDING with its reason; an unexpected one is thrown for the job to retry.
 */
export async function generateReport(
  dependencies: ReportDependencies,
  reportId: string,
  options: GenerationOptions = {},
): Promise<void> {
  const { database, resources, config } = dependencies;
  const lease = randomUUID();
  const leaseUntil = sql<string>`now() + make_interval(secs => ${config.reportLeaseSeconds})`;
  // One run at a time: the lease is free, or its holder stopped renewing it (a killed process).
  const report = await database.db
    .updateTable('reports')
    .set({ lease_id: lease, lease_until: leaseUntil })
    .where('id', '=', reportId)
    .where('status', '=', 'PENDING')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', sql<string>`now()`)]))
    .returningAll()
    .executeTakeFirst();
  if (!report) return;
  const renew = async (trx: Executor, values: { rows_done: number }) => {
    const renewed = await trx
      .updateTable('reports')
      .set({ ...values, lease_until: leaseUntil })
      .where('id', '=', reportId)
      .where('lease_id', '=', lease)
      .executeTakeFirst();
    if (Number(renewed.numUpdatedRows) === 0) throw new LostLease();
  };
  // The run's start: the dead run's chunks deleted under the new lease, the count and start recorded.
  const begin = (count: number, startedAt: Date) =>
    database.db.transaction().execute(async (trx) => {
      await renew(trx, { rows_done: 0 });
      await trx.deleteFrom('report_chunks').where('report_id', '=', reportId).execute();
      await trx
        .updateTable('reports')
        .set({ count, started_at: startedAt.toISOString(), failure_reason: null })
        .where('id', '=', reportId)
        .execute();
    });
  let seq = 0;
  let size = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const collect = (writer: ReportFileWriter) => {
    const part = writer.take();
    if (part.length) {
      pending.push(part);
      pendingBytes += part.length;
    }
  };
  const takeChunk = () => {
    const data = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    size += data.length;
    return data;
  };
  // The last chunk and PROCESSED in one transaction: a report is downloadable only whole.
  const complete = async (writer: ReportFileWriter, rowsDone: number) => {
    await writer.finish();
    collect(writer);
    const last = takeChunk();
    await database.db.transaction().execute(async (trx) => {
      if (last.length)
        await trx
          .insertInto('report_chunks')
          .values({ report_id: reportId, seq: seq++, data: last })
          .execute();
      const processed = await trx
        .updateTable('reports')
        .set({
          status: 'PROCESSED',
          rows_done: rowsDone,
          count: rowsDone,
          size_bytes: size,
          processed_at: sql<string>`now()`,
          failure_reason: null,
          lease_id: null,
          lease_until: null,
        })
        .where('id', '=', reportId)
        .where('lease_id', '=', lease)
        .returning(['id', 'name', 'organisation_id', 'report_schedule_id'])
        .executeTakeFirst();
      if (!processed) throw new LostLease();
      await reportReadyMail(trx, dependencies, processed);
    });
  };
  try {
    const actor = await creatorActor(database, report);
    if (isFinancialReportKind(report.category)) {
      // A financial report is one call's rows (a period's days, merchants or settlements): one page.
      const startedAt = new Date();
      const file = await financialReportFile(database.db, actor, report.category, report.filters).catch(
        (error: unknown) => {
          throw error instanceof ZodError || error instanceof HttpError
            ? new GenerationFailure('invalid_definition')
            : error;
        },
      );
      await begin(file.rows.length, startedAt);
      const writer = reportFileWriter(
        report.format as ReportFormat,
        file.columns.map((column) => column.currency !== undefined),
      );
      writer.write([file.columns.map((column) => column.header)]);
      writer.write(file.rows.map((row) => rowCells(row, file.columns)));
      await complete(writer, file.rows.length);
      return;
    }
    let request: ReturnType<typeof parseReportDefinition>;
    try {
      request = parseReportDefinition(resources.resolve, actor, {
        filters: report.filters as ReportFilters,
        columns: report.columns,
      });
    } catch (error) {
      if (error instanceof HttpError) throw new GenerationFailure('invalid_definition');
      throw error;
    }
    const transaction = resources.resolve('transaction');
    // Rows made after the start are in no page, so the count and the pages agree.
    const startedAt = new Date();
    const createdAt = transaction.fields.get('created_at')!;
    const created = (operator: 'gte' | 'lte', value: string): Filter => ({
      path: [createdAt],
      operator,
      value,
    });
    let query: ListQuery = {
      ...request.query,
      limit: options.pageRows ?? REPORT_PAGE,
      filters: [
        ...request.query.filters,
        created('lte', startedAt.toISOString()),
        // A scheduled report's period, its end excluded (the list's comparisons include their bound).
        ...(report.period_start && report.period_end
          ? [
              created('gte', report.period_start),
              created('lte', new Date(Date.parse(report.period_end) - 1).toISOString()),
            ]
          : []),
      ],
    };
    const count = await resources.count(transaction, actor, query);
    await begin(Number(count), startedAt);

    const writer = reportFileWriter(
      report.format as ReportFormat,
      request.columns.map((column) => column.currency !== undefined),
    );
    writer.write([request.columns.map((column) => column.header)]);
    let rowsDone = 0;
    for (;;) {
      const { rows, next } = await resources.page(transaction, actor, query);
      writer.write(rows.map((row) => rowCells(row, request.columns)));
      rowsDone += rows.length;
      collect(writer);
      const data = pendingBytes >= CHUNK_BYTES ? takeChunk() : undefined;
      if (!next) break;
      await database.db.transaction().execute(async (trx) => {
        if (data)
          await trx.insertInto('report_chunks').values({ report_id: reportId, seq: seq++, data }).execute();
        await renew(trx, { rows_done: rowsDone });
      });
      await options.afterPage?.(rowsDone);
      query = { ...query, after: next };
    }
    await complete(writer, rowsDone);
  } catch (error) {
    if (error instanceof LostLease) return;
    const reason = error instanceof GenerationFailure ? error.reason : 'generation_error';
    await database.db
      .updateTable('reports')
      .set({ failure_reason: reason, lease_id: null, lease_until: null })
      .where('id', '=', reportId)
      .where('lease_id', '=', lease)
      .execute();
    // A lost role or account does not come back by retrying; a failing database may.
    if (!(error instanceof GenerationFailure)) throw error;
  }
}

/**
 * Records a new report in the caller's transaction: its row, its `report.created` event (the Changes view
 * and subscribers see a report made by hand, by a financial file call or by a schedule alike) and its
 * generation job. Undefined when the schedule's report of that period exists already (a run repeated).
 */
export async function createReport(
  trx: Executor,
  { resources, events, jobs }: Pick<ReportDependencies, 'resources' | 'events' | 'jobs'>,
  actor: Actor,
  values: Insertable<DB['reports']>,
): Promise<string | undefined> {
  const created = await trx
    .insertInto('reports')
    .values(values)
    .onConflict((conflict) =>
      conflict
        .columns(['report_schedule_id', 'period_end'])
        .where('report_schedule_id', 'is not', null)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!created) return undefined;
  await events.record(trx, {
    type: 'report.created',
    resource: 'report',
    resource_id: created.id,
    organisation: values.organisation_id,
    actor: actorReference(actor),
    before: null,
    after: await resources.get(reportResource, actor, created.id, new Map(), trx),
  });
  await enqueueGeneration(jobs, trx, created.id);
  return created.id;
}

/** Enqueues a report's generation in the caller's transaction (made, retried or scheduled). */
export async function enqueueGeneration(jobs: JobQueue, executor: Executor, reportId: string): Promise<void> {
  await jobs.boss.send(JOB_QUEUES.reportGeneration.name, { report_id: reportId }, { db: bossDb(executor) });
}

/**
 * Enqueues again the reports whose run stopped renewing its lease (its process was killed): at start-up
 * and with every schedules tick. The lease is cleared with it, so the next sweep does not repeat it.
 */
export async function resumeAbandonedReports(dependencies: ReportDependencies): Promise<number> {
  const { database, jobs } = dependencies;
  return database.db.transaction().execute(async (trx) => {
    const abandoned = await trx
      .updateTable('reports')
      .set({ lease_id: null, lease_until: null })
      .where('status', '=', 'PENDING')
      .where('lease_until', '<', sql<string>`now()`)
      .returning('id')
      .execute();
    for (const { id } of abandoned) await enqueueGeneration(jobs, trx, id);
    return abandoned.length;
  });
}

/** Works the generation queue: one report per job, as its creator. */
export async function startReportGeneration(dependencies: ReportDependencies): Promise<void> {
  await dependencies.jobs.boss.work<{ report_id: string }>(
    JOB_QUEUES.reportGeneration.name,
    async ([job]) => {
      if (job) await generateReport(dependencies, job.data.report_id);
    },
  );
}
