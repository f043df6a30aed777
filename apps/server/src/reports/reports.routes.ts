import { Readable } from 'node:stream';
import { createReportSchema, type Report, type ReportFormat, reportSchema } from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../platform/auth/actor.js';
import { actorOf } from '../platform/auth/authenticate.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { conflict } from '../platform/http/errors.js';
import { parseReportDefinition } from './report-definition.js';
import { REPORT_CONTENT_TYPES } from './report-file.js';
import { createReport, enqueueGeneration, type ReportDependencies } from './report-generation.js';
import { reportResource } from './reports.resource.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const idParams = z.object({ id: z.uuid() });
const tags = ['report'];

/** A file name for the download: the report's name in plain characters, with its extension. */
function fileName(name: string, format: ReportFormat): string {
  const plain =
    name
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'report';
  return `${plain.slice(0, 100)}.${format}`;
}

/**
 * Reports beyond their records (`/api/report/…`): making one (its generation job is enqueued in the same
 * transaction), downloading a PROCESSED one's file chunk by chunk, and retrying a failed one.
 */
export function registerReportRoutes(app: FastifyInstance, dependencies: ReportDependencies): void {
  const { database, resources, jobs } = dependencies;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/report',
    {
      config: { operation: 'report.create' },
      schema: {
        tags,
        summary: 'Makes a transaction report: its file is generated in the background',
        body: createReportSchema,
        response: { 201: reportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const body = request.body;
      parseReportDefinition(resources.resolve, actor, body);
      const id = await database.db.transaction().execute(
        async (trx) =>
          (await createReport(trx, dependencies, actor, {
            organisation_id: actor.scopeRoot,
            name: body.name,
            category: 'transactions',
            filters: JSON.stringify(body.filters),
            columns: body.columns,
            format: body.format,
            created_by: userIdOf(actor),
          }))!,
      );
      return reply.code(201).send((await resources.get(reportResource, actor, id)) as Report);
    },
  );

  api.post(
    '/api/report/:id/retry',
    {
      config: { operation: 'report.create' },
      schema: {
        tags,
        summary: 'Starts the generation of a PENDING report again (after a failure)',
        params: idParams,
        response: { 200: reportSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const report = await resources.get(reportResource, actor, request.params.id);
      if (report.status !== 'PENDING') throw conflict('report_processed', 'The report is already generated');
      await database.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('reports')
          .set({ failure_reason: null })
          .where('id', '=', request.params.id)
          .execute();
        await enqueueGeneration(jobs, trx, request.params.id);
      });
      return (await resources.get(reportResource, actor, request.params.id)) as Report;
    },
  );

  // Untyped reply: the answer is the file, read from its chunks one at a time.
  app.get(
    '/api/report/:id/download',
    {
      config: { operation: 'report.get' },
      schema: {
        tags,
        summary: "A PROCESSED report's file (CSV or XLSX)",
        params: idParams,
        response: { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const report = await resources.get(reportResource, actorOf(request), id);
      if (report.status !== 'PROCESSED')
        throw conflict('report_not_processed', 'The report is still being generated');
      const format = report.format as ReportFormat;
      async function* chunks() {
        for (let seq = 0; ; seq++) {
          const chunk = await database.db
            .selectFrom('report_chunks')
            .select('data')
            .where('report_id', '=', id)
            .where('seq', '=', seq)
            .executeTakeFirst();
          if (!chunk) return;
          yield chunk.data;
        }
      }
      const name = fileName(report.name as string, format);
      return reply
        .header('content-type', REPORT_CONTENT_TYPES[format])
        .header(
          'content-disposition',
          `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(`${report.name}.${format}`)}`,
        )
        .header('content-length', String(report.size_bytes))
        .header('cache-control', 'private, no-store')
        .send(Readable.from(chunks()));
    },
  );
}
