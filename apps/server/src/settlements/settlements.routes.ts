import { runSettlementSchema, settlementRunSchema } from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../platform/auth/authenticate.js';
import type { CommandRunner } from '../platform/commands/command.js';
import { errorSchema } from '../platform/http/error-schema.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import { runSettlementCommand } from './run-settlement.command.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** `POST /api/settlement`: settle now; answers the run, which its job carries out (202). */
export function registerSettlementRoutes(
  app: FastifyInstance,
  deps: { commands: CommandRunner; jobs: JobQueue },
) {
  const command = runSettlementCommand(deps.jobs);
  app.withTypeProvider<ZodTypeProvider>().post(
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
