import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../platform/auth/authenticate.js';
import type { Config } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import { errorSchema } from '../platform/http/error-schema.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { welcomeMailMessage } from './welcome-mail-message.js';
import { welcomeMailResource } from './welcome-mails.resource.js';

/**
 * Preview: the template rendered for the requesting user and mailed to their own address, through the
 * outbox like every mail. The set-password link in it carries no token.
 */
export function registerWelcomeMailRoutes(
  app: FastifyInstance,
  database: Database,
  config: Config,
  mailer: Mailer,
  service: ResourceService,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/welcomemail/:id/preview',
    {
      config: { operation: 'welcomemail.preview' },
      schema: {
        tags: ['welcomemail'],
        summary: 'Mail a preview of the template to the requesting user',
        params: z.object({ id: z.uuid() }),
        response: {
          202: z.object({ status: z.literal('queued') }),
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = userOf(request);
      const template = await service.get(welcomeMailResource, actor, request.params.id);
      const recipient = {
        email: actor.email,
        name: actor.name,
        language: actor.language,
        organisation_id: actor.organisation.id,
      };
      await database.db
        .transaction()
        .execute((trx) =>
          mailer.queue(
            trx,
            welcomeMailMessage(
              config,
              template.content as string,
              recipient,
              `${config.publicUrl}/updatePassword?new=true`,
              true,
            ),
          ),
        );
      return reply.status(202).send({ status: 'queued' as const });
    },
  );
}
