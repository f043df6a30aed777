import type { Transaction } from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertMayUsePaymentProfile } from '../platform/auth/actor.js';
import { actorOf } from '../platform/auth/authenticate.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { PAYMENTS_API_DOCUMENT } from '../platform/http/openapi.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { transactionResource } from './transactions.resource.js';

/** One transaction in the payments API; a key limited to a payment profile reads that profile's only. */
export function registerTransactionPaymentsApi(app: FastifyInstance, service: ResourceService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/transactions/:id',
    {
      config: { operation: 'v1.transaction.get' },
      schema: {
        ...PAYMENTS_API_DOCUMENT,
        summary: 'Get one transaction',
        params: z.object({ id: z.uuid() }),
        response: {
          200: transactionResource.schema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const transaction = await service.get(transactionResource, actor, request.params.id);
      assertMayUsePaymentProfile(actor, transaction.payment_profile as string);
      return transaction as Transaction;
    },
  );
}
