import { createPaymentSchema, type Transaction, transactionSchema } from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentEngine } from '../payments/create-payment.js';
import { answerInTransaction } from '../payments/idempotency.js';
import { actorOf } from '../platform/auth/authenticate.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { PAYMENTS_API_DOCUMENT } from '../platform/http/openapi.js';
import { parseListQuery, type RawQuery } from '../platform/resource/list-query.js';
import { listQuerySchema, mayRead } from '../platform/resource/resource-routes.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { transactionResource } from './transactions.resource.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * A hook naming, in a payments API answer (one payment or a list, a replayed creation too), the page
 * each PENDING payment's customer is to be sent to: next_action.url. The URL holds the page's token,
 * which is stored nowhere: the back-office and the audit trail never see it (issue 28).
 */
function withChallengeUrls(engine: PaymentEngine) {
  return async (_request: unknown, _reply: unknown, payload: unknown) => {
    for (const item of [payload].flat() as Partial<Transaction>[]) {
      if (item?.status === 'PENDING' && item.next_action?.type === 'redirect' && item.id)
        item.next_action = { type: 'redirect', url: engine.challengeUrl(item.id) };
    }
    return payload;
  };
}

/**
 * Transactions in the payments API: make a payment (the engine), list and read them. A key limited to
 * a payment profile pays on that profile only; the resource service's scope keeps its lists and reads to it.
 */
export function registerTransactionPaymentsApi(
  app: FastifyInstance,
  service: ResourceService,
  engine: PaymentEngine,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preSerialization = withChallengeUrls(engine);
  api.post(
    '/v1/transactions',
    {
      config: { operation: 'v1.transaction.create' },
      preSerialization,
      schema: {
        ...PAYMENTS_API_DOCUMENT,
        summary: 'Make a payment',
        description:
          'Runs the payments engine: rulesets, routing, middlewares, the processor with failover. Send an ' +
          'Idempotency-Key header to make retries safe. A payment that needs the customer (3-D Secure, a ' +
          'redirect product) answers PENDING with next_action.url to send the customer to.',
        headers: z.looseObject({ 'idempotency-key': z.string().optional() }),
        body: createPaymentSchema,
        response: { 201: transactionSchema, ...errors, 409: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const payment = await engine.create(actorOf(request), request.body, (trx, answer) =>
        answerInTransaction(trx, request.idempotencyKey, 201, transactionSchema.parse(answer)),
      );
      return reply.code(201).send(payment);
    },
  );

  api.get(
    '/v1/transactions',
    {
      config: { operation: 'v1.transaction.list' },
      preSerialization,
      schema: {
        ...PAYMENTS_API_DOCUMENT,
        summary: 'List transactions',
        querystring: listQuerySchema(transactionResource),
        response: { 200: z.array(transactionResource.schema), ...errors },
      },
    },
    async (request) => {
      const query = parseListQuery(
        transactionResource,
        request.query as RawQuery,
        service.resolve,
        mayRead(request),
      );
      return (await service.list(transactionResource, actorOf(request), query)) as Transaction[];
    },
  );

  api.get(
    '/v1/transactions/:id',
    {
      config: { operation: 'v1.transaction.get' },
      preSerialization,
      schema: {
        ...PAYMENTS_API_DOCUMENT,
        summary: 'Get one transaction',
        params: z.object({ id: z.uuid() }),
        response: { 200: transactionResource.schema, ...errors },
      },
    },
    async (request) =>
      (await service.get(transactionResource, actorOf(request), request.params.id)) as Transaction,
  );
}
