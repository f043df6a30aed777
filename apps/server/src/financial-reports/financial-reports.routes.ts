import {
  type AppOperation,
  createFinancialReportSchema,
  FINANCIAL_REPORT_OPERATIONS,
  financialDailyAnswerSchema,
  financialPeriodQuerySchema,
  financialSettlementAnswerSchema,
  financialSummaryAnswerSchema,
  providerReportAnswerSchema,
  providerReportQuerySchema,
  type Report,
  reportSchema,
  SPECIAL_OPERATIONS,
  satisfies,
} from '@psp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { userIdOf } from '../platform/auth/actor.js';
import { actorOf } from '../platform/auth/authenticate.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { forbidden } from '../platform/http/errors.js';
import { createReport, type ReportDependencies } from '../reports/report-generation.js';
import { reportResource } from '../reports/reports.resource.js';
import { FinancialReportReader, financialQuestion } from './financial-report-queries.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const tags = ['financial report'];

/**
 * The financial reports of 001 §2.2 and issue 17 under /api (ADR 0018, session 8): the merchant's
 * period summary, daily and settlement reports, the provider's merchant report (daily or monthly) and
 * settlement report, each for the caller's organisation scope; and a file of any of them, made by the
 * report job like a transaction report.
 */
export function registerFinancialReportRoutes(app: FastifyInstance, dependencies: ReportDependencies): void {
  const { database, resources } = dependencies;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const reader = (request: FastifyRequest) => new FinancialReportReader(database.db, actorOf(request));
  const route = <Q extends z.ZodType, R extends z.ZodType>(
    operation: AppOperation,
    summary: string,
    querystring: Q,
    answer: R,
  ) => ({
    config: { operation },
    schema: { tags, summary, querystring, response: { 200: answer, ...errors } },
  });

  api.get(
    '/api/financialreport/summary',
    route(
      'financialreport.summary',
      "A period's payments and money per currency (the merchant's financial report)",
      financialPeriodQuerySchema,
      financialSummaryAnswerSchema,
    ),
    async (request) => reader(request).summary(await financialQuestion(database.db, request.query)),
  );
  api.get(
    '/api/financialreport/daily',
    route(
      'financialreport.daily',
      'Per day and currency: payments by status stage and product, refunds, chargebacks, fees, net',
      financialPeriodQuerySchema,
      financialDailyAnswerSchema,
    ),
    async (request) => reader(request).daily(await financialQuestion(database.db, request.query)),
  );
  api.get(
    '/api/financialreport/settlement',
    route(
      'financialreport.settlement',
      "The merchant's settlements of a period: gross, fees by type, refunds, chargebacks, reserve, net",
      financialPeriodQuerySchema,
      financialSettlementAnswerSchema,
    ),
    async (request) => reader(request).settlements(await financialQuestion(database.db, request.query)),
  );
  api.get(
    '/api/financialreport/merchants',
    route(
      'financialreport.merchants',
      'Per merchant, day or month and currency: volume, count, PSP revenue, processor cost, margin',
      providerReportQuerySchema,
      providerReportAnswerSchema,
    ),
    async (request) =>
      reader(request).merchants(
        await financialQuestion(database.db, request.query, request.query.category),
        request.query.category,
      ),
  );
  api.get(
    '/api/financialreport/settlements',
    route(
      'financialreport.settlements',
      "Every merchant's settlements of a period, with totals per currency",
      financialPeriodQuerySchema,
      financialSettlementAnswerSchema,
    ),
    async (request) => reader(request).settlements(await financialQuestion(database.db, request.query)),
  );

  api.post(
    '/api/financialreport/file',
    {
      config: { operation: 'financialreport.file' },
      schema: {
        tags,
        summary: "Makes a financial report's file (CSV or XLSX) in the background: a report in the list",
        body: createFinancialReportSchema,
        response: { 201: reportSchema, ...errors, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { kind, name, format, ...definition } = request.body;
      if (!satisfies(actor, SPECIAL_OPERATIONS[FINANCIAL_REPORT_OPERATIONS[kind]])) throw forbidden();
      const period = await financialQuestion(
        database.db,
        definition,
        kind === 'provider_monthly' ? 'monthly' : 'daily',
      );
      const filters = {
        from: period.from,
        to: period.to,
        ...(period.currency_code ? { currency_code: period.currency_code } : {}),
      };
      const id = await database.db.transaction().execute(
        async (trx) =>
          (await createReport(trx, dependencies, actor, {
            organisation_id: actor.scopeRoot,
            name: name ?? `${kind} ${period.from} – ${period.to}`,
            category: kind,
            filters: JSON.stringify(filters),
            columns: [],
            format,
            created_by: userIdOf(actor),
          }))!,
      );
      return reply.code(201).send((await resources.get(reportResource, actor, id)) as Report);
    },
  );
}
