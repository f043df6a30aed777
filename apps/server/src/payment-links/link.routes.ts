import { cardAddLinkSchema, type Operation, paymentLinkSchema } from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelCardAddLinkCommand } from '../card-add-links/cancel.command.js';
import { cardAddLinkResource } from '../card-add-links/card-add-links.resource.js';
import { actorOf } from '../platform/auth/authenticate.js';
import type { Command, CommandRunner } from '../platform/commands/command.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { PAYMENTS_API_DOCUMENT } from '../platform/http/openapi.js';
import { registerResourceRoutes } from '../platform/resource/resource-routes.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { deactivatePaymentLinkCommand } from './deactivate.command.js';
import { paymentLinkResource } from './payment-links.resource.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const idParams = z.object({ id: z.uuid() });

/** The merchant's one-way steps of a link, under /api (the screens) and /v1 (an API key). */
const STEPS = [
  {
    resource: 'paymentlink',
    v1: 'payment_links',
    step: 'deactivate',
    command: deactivatePaymentLinkCommand,
    answer: paymentLinkSchema,
    summary: 'Deactivate an open payment link: it takes no more payments (cannot be undone)',
  },
  {
    resource: 'cardaddlink',
    v1: 'card_add_links',
    step: 'cancel',
    command: cancelCardAddLinkCommand,
    answer: cardAddLinkSchema,
    summary: 'Cancel an open card-add link (CREATED or INITIATED → CANCELLED)',
  },
] as const;

/**
 * Links in the back office and in the payments API: under /v1 a merchant's systems list, read and
 * create them with the list conventions of /api, and take the same one-way steps.
 */
export function registerLinkRoutes(
  app: FastifyInstance,
  commands: CommandRunner,
  service: ResourceService,
): void {
  for (const [resource, name, base] of [
    [paymentLinkResource, 'paymentlink', '/v1/payment_links'],
    [cardAddLinkResource, 'cardaddlink', '/v1/card_add_links'],
  ] as const) {
    registerResourceRoutes(app, service, resource, {
      base,
      operation: (action) => `v1.${name}.${action}` as Operation,
      actions: ['list', 'get', 'create'],
      ...PAYMENTS_API_DOCUMENT,
    });
  }
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const { resource, v1, step, command, answer, summary } of STEPS) {
    for (const surface of [
      { url: `/api/${resource}/:id/${step}`, operation: `${resource}.${step}`, doc: { tags: [resource] } },
      { url: `/v1/${v1}/:id/${step}`, operation: `v1.${resource}.${step}`, doc: PAYMENTS_API_DOCUMENT },
    ]) {
      api.post(
        surface.url,
        {
          config: { operation: surface.operation as Operation },
          schema: { ...surface.doc, summary, params: idParams, response: { 200: answer, ...errors } },
        },
        async (request) =>
          (await commands.run(command as Command, actorOf(request), request.params, 'params')) as z.infer<
            typeof answer
          >,
      );
    }
  }
}
