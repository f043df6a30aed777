import {
  cacheSchema,
  createStatusUpdateSchema,
  type RowOf,
  reconciliationQuerySchema,
  reconciliationSchema,
  statusUpdateSchema,
} from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../platform/auth/authenticate.js';
import type { CommandRunner } from '../platform/commands/command.js';
import type { Database } from '../platform/db/database.js';
import { errorSchema } from '../platform/http/error-schema.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { clearCacheCommand, listCaches } from './cache.js';
import { processorSettlementResource } from './processor-settlements.resource.js';
import { reconcile } from './reconciliation.js';
import { createStatusUpdateCommand } from './status-update.command.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * The super user's admin pages (001 §2.9): status updates as a command (the list is the generic one);
 * a processor settlement's reconciliation.
 */
export function registerAdminRoutes(
  app: FastifyInstance,
  database: Database,
  resources: ResourceService,
  commands: CommandRunner,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/admin/cache',
    {
      config: { operation: 'cache.list' },
      schema: {
        tags: ['cache'],
        summary: "The server's in-process caches: entries and hit rate of this process, shared generation",
        response: { 200: z.array(cacheSchema), ...errors },
      },
    },
    async () => listCaches(database.db),
  );
  api.post(
    '/api/admin/cache/:name/clear',
    {
      config: { operation: 'cache.clear' },
      schema: {
        tags: ['cache'],
        summary: 'Clear a cache in every server process',
        params: z.object({ name: z.string().min(1).max(100) }),
        response: { 200: cacheSchema, ...errors },
      },
    },
    async (request) => commands.run(clearCacheCommand, actorOf(request), request.params, 'params'),
  );
  api.get(
    '/api/processorsettlement/:id/reconciliation',
    {
      config: { operation: 'processorsettlement.reconciliation' },
      schema: {
        tags: ['processorsettlement'],
        summary: 'What the processor reported it settled, matched against our settled payments',
        params: z.object({ id: z.uuid() }),
        querystring: reconciliationQuerySchema,
        response: { 200: reconciliationSchema, ...errors },
      },
    },
    async (request) => {
      const settlement = (await resources.get(
        processorSettlementResource,
        actorOf(request),
        request.params.id,
      )) as RowOf<'processorsettlement'>;
      return reconcile(
        database.db,
        { id: settlement.id, processor: settlement.processor as string | null, last: settlement.last },
        request.query,
      );
    },
  );
  api.post(
    '/api/statusupdate',
    {
      config: { operation: 'statusupdate.create' },
      schema: {
        tags: ['statusupdate'],
        summary: "Set a payment's or refund's status through its lifecycle, with a reason",
        body: createStatusUpdateSchema,
        response: { 201: statusUpdateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await commands.run(createStatusUpdateCommand, actorOf(request), request.body);
      return reply.status(201).send(created as z.infer<typeof statusUpdateSchema>);
    },
  );
}
