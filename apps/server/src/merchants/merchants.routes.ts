import { merchantDeactivationSchema, merchantListQuerySchema, merchantSchema } from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../platform/auth/authenticate.js';
import type { CommandRunner } from '../platform/commands/command.js';
import type { Database } from '../platform/db/database.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { activateMerchantCommand, deactivateMerchantCommand } from './merchant-activation.command.js';
import { listMerchants } from './merchant-list.js';

const toggleAnswer = z.object({ id: z.uuid(), active: z.boolean() });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** 001 §2.2, §4, §7: the provider's merchant list and the merchant toggle. */
export function registerMerchantRoutes(
  app: FastifyInstance,
  database: Database,
  commands: CommandRunner,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/psp/merchant',
    {
      config: { operation: 'merchant.list' },
      schema: {
        tags: ['merchant'],
        summary: 'Merchants with their accepted payments of the last 24 hours per currency',
        querystring: merchantListQuerySchema,
        response: { 200: z.array(merchantSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listMerchants(database, actorOf(request), request.query);
      reply.header('X-Total-Count', String(total));
      return rows;
    },
  );
  const params = z.object({ id: z.uuid() });
  api.post(
    '/api/psp/merchant/:id/activate',
    {
      config: { operation: 'merchant.toggle' },
      schema: {
        tags: ['merchant'],
        summary: 'Activate a merchant',
        params,
        response: { 200: toggleAnswer, ...errors },
      },
    },
    async (request) => commands.run(activateMerchantCommand, actorOf(request), request.params, 'params'),
  );
  api.post(
    '/api/psp/merchant/:id/deactivate',
    {
      config: { operation: 'merchant.toggle' },
      schema: {
        tags: ['merchant'],
        summary: 'Deactivate a merchant, saying why (its users are told the reason)',
        params,
        body: merchantDeactivationSchema,
        response: { 200: toggleAnswer, ...errors },
      },
    },
    async (request) =>
      commands.run(
        deactivateMerchantCommand,
        actorOf(request),
        { ...request.body, id: request.params.id },
        'body',
      ),
  );
}
