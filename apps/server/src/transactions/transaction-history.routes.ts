import { type TransactionStatus, transactionHistoryEntrySchema } from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../platform/auth/authenticate.js';
import type { Database } from '../platform/db/database.js';
import { errorSchema } from '../platform/http/error-schema.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { transactionResource } from './transactions.resource.js';

/**
 * A payment's status history, oldest first, for whoever may read the payment (the same operation and
 * roles as getting it): another organisation's payment is a 404 before its history is read.
 */
export function registerTransactionHistoryRoutes(
  app: FastifyInstance,
  database: Database,
  resources: ResourceService,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/transaction/:id/history',
    {
      config: { operation: 'transaction.get' },
      schema: {
        tags: ['transaction'],
        summary: "A payment's status history, oldest first",
        params: z.object({ id: z.uuid() }),
        response: {
          200: z.array(transactionHistoryEntrySchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { id } = await resources.get(transactionResource, actorOf(request), request.params.id);
      return database.db
        .selectFrom('transaction_status_history')
        .select(['id', 'status', 'status_reason', 'created_at'])
        .where('transaction_id', '=', id as string)
        .orderBy('created_at')
        .orderBy('id')
        .$narrowType<{ status: TransactionStatus }>()
        .execute();
    },
  );
}
