import {
  captureBodySchema,
  createRefundBodySchema,
  type Operation,
  type Refund,
  refundSchema,
  type Transaction,
  transactionSchema,
  voidBodySchema,
} from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProcessorGateway } from '../lifecycle/processor-gateway.js';
import { answerInTransaction } from '../payments/idempotency.js';
import { actorOf } from '../platform/auth/authenticate.js';
import type { Command, CommandRunner } from '../platform/commands/command.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { PAYMENTS_API_DOCUMENT } from '../platform/http/openapi.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { createRefundCommand } from '../refunds/create-refund.command.js';
import { refundResource } from '../refunds/refunds.resource.js';
import { captureCommand } from './capture.command.js';
import { voidCommand } from './void.command.js';

const params = z.object({ id: z.uuid() });
const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: errorSchema,
  502: errorSchema,
};

/**
 * Capture, void and refund of a payment: the same commands under /v1 (API key) and /api (the
 * back-office screens), and one refund in the payments API.
 */
export function registerTransactionActionRoutes(
  app: FastifyInstance,
  commands: CommandRunner,
  resources: ResourceService,
  gateway: ProcessorGateway,
): void {
  // Capture and void take the same shape: a payment in, the payment as it now stands out.
  const paymentActions: readonly { action: string; command: Command; body: z.ZodObject; summary: string }[] =
    [
      {
        action: 'capture',
        command: captureCommand(gateway),
        body: captureBodySchema,
        summary: 'Capture an authorised payment, in full or in part',
      },
      {
        action: 'void',
        command: voidCommand(gateway),
        body: voidBodySchema,
        summary: 'Release an authorisation that was not captured',
      },
    ];
  const surfaces = [
    {
      base: '/v1/transactions/:id',
      refund: 'refunds',
      operation: 'v1.transaction',
      doc: PAYMENTS_API_DOCUMENT,
    },
    {
      base: '/api/transaction/:id',
      refund: 'refund',
      operation: 'transaction',
      doc: { tags: ['transaction'] },
    },
  ] as const;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const surface of surfaces) {
    const v1 = surface.operation === 'v1.transaction';
    for (const { action, command, body, summary } of paymentActions) {
      typed.post(
        `${surface.base}/${action}`,
        {
          config: { operation: `${surface.operation}.${action}` as Operation },
          schema: {
            ...surface.doc,
            summary,
            params,
            body: body.nullish(),
            response: { 200: transactionSchema, ...errors },
          },
        },
        async (request) =>
          (await commands.run(
            command,
            actorOf(request),
            { ...request.body, id: request.params.id },
            'body',
            (trx, answer) =>
              answerInTransaction(trx, request.idempotencyKey, 200, transactionSchema.parse(answer)),
          )) as Transaction,
      );
    }
    typed.post(
      `${surface.base}/${surface.refund}`,
      {
        config: { operation: (v1 ? 'v1.refund.create' : 'transaction.refund') as Operation },
        schema: {
          ...surface.doc,
          summary: 'Refund a captured payment, in full or in part',
          params,
          body: createRefundBodySchema.nullish(),
          response: { 201: refundSchema, ...errors },
        },
      },
      async (request, reply) => {
        const refund = await commands.run(
          createRefundCommand,
          actorOf(request),
          { ...request.body, transaction: request.params.id },
          'body',
          (trx, answer) => answerInTransaction(trx, request.idempotencyKey, 201, refundSchema.parse(answer)),
        );
        return reply.code(201).send(refund as Refund);
      },
    );
  }
  typed.get(
    '/v1/refunds/:id',
    {
      config: { operation: 'v1.refund.get' },
      schema: {
        ...PAYMENTS_API_DOCUMENT,
        summary: 'Get one refund',
        params,
        response: {
          200: refundSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => (await resources.get(refundResource, actorOf(request), request.params.id)) as Refund,
  );
}
