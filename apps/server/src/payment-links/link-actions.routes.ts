import { cardAddLinkSchema, paymentLinkSchema } from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelCardAddLinkCommand } from '../card-add-links/cancel.command.js';
import { actorOf } from '../platform/auth/authenticate.js';
import type { CommandRunner } from '../platform/commands/command.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { deactivatePaymentLinkCommand } from './deactivate.command.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const idParams = z.object({ id: z.uuid() });

/** The merchant's one-way steps of a link: deactivate a payment link, cancel a card-add link. */
export function registerLinkActionRoutes(app: FastifyInstance, commands: CommandRunner): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/paymentlink/:id/deactivate',
    {
      config: { operation: 'paymentlink.deactivate' },
      schema: {
        tags: ['paymentlink'],
        summary: 'Deactivate an open payment link: it takes no more payments (cannot be undone)',
        params: idParams,
        response: { 200: paymentLinkSchema, ...errors },
      },
    },
    async (request) =>
      (await commands.run(
        deactivatePaymentLinkCommand,
        actorOf(request),
        request.params,
        'params',
      )) as z.infer<typeof paymentLinkSchema>,
  );
  api.post(
    '/api/cardaddlink/:id/cancel',
    {
      config: { operation: 'cardaddlink.cancel' },
      schema: {
        tags: ['cardaddlink'],
        summary: 'Cancel an open card-add link (CREATED or INITIATED → CANCELLED)',
        params: idParams,
        response: { 200: cardAddLinkSchema, ...errors },
      },
    },
    async (request) =>
      (await commands.run(cancelCardAddLinkCommand, actorOf(request), request.params, 'params')) as z.infer<
        typeof cardAddLinkSchema
      >,
  );
}
