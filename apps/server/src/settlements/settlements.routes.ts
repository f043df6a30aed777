import { runSettlementSchema, SETTLEMENT_RUN_HISTORY_LIMIT, settlementRunSchema } from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../platform/auth/actor.js';
import { actorOf } from '../platform/auth/authenticate.js';
import type { CommandRunner } from '../platform/commands/command.js';
import type { Database } from '../platform/db/database.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { notFound } from '../platform/http/errors.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import { runSettlementCommand } from './run-settlement.command.js';
import { settlementRunOf } from './settlement-run.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * `POST /api/settlement`: settle now; answers the run, which its job carries out (202).
 * `GET /api/settlementschedule/:id/runs`: a schedule's runs, newest first, for whoever may read it.
 */
export function registerSettlementRoutes(
  app: FastifyInstance,
  deps: { commands: CommandRunner; jobs: JobQueue; database: Database },
) {
  const command = runSettlementCommand(deps.jobs);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/settlementschedule/:id/runs',
    {
      config: { operation: 'settlementschedule.get' },
      schema: {
        tags: ['settlementschedule'],
        summary: "A settlement schedule's runs, newest first (scheduled and started by hand)",
        params: z.object({ id: z.uuid() }),
        response: { 200: z.array(settlementRunSchema), ...errors },
      },
    },
    async (request) => {
      const { db } = deps.database;
      const schedule = await db
        .selectFrom('settlement_schedules')
        .select('organisation_id')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!schedule || !inScope(actorOf(request), schedule.organisation_id)) {
        throw notFound('The settlement schedule');
      }
      const runs = await db
        .selectFrom('settlement_runs')
        .selectAll()
        .where('settlement_schedule_id', '=', request.params.id)
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .limit(SETTLEMENT_RUN_HISTORY_LIMIT)
        .execute();
      return runs.map(settlementRunOf);
    },
  );
  api.post(
    '/api/settlement',
    {
      config: { operation: 'settlement.create' },
      schema: {
        tags: ['settlement'],
        summary: 'Starts a settlement run for a merchant or the whole scope, up to a cutoff',
        body: runSettlementSchema,
        response: { 202: settlementRunSchema, ...errors },
      },
    },
    async (request, reply) => {
      return reply.code(202).send(await deps.commands.run(command, actorOf(request), request.body));
    },
  );
}
