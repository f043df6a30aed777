import { createStatusUpdateSchema, statusUpdateSchema } from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { actorOf } from '../platform/auth/authenticate.js';
import type { CommandRunner } from '../platform/commands/command.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { createStatusUpdateCommand } from './status-update.command.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** The super user's admin pages (001 §2.9): status updates as a command (the list is the generic one). */
export function registerAdminRoutes(app: FastifyInstance, commands: CommandRunner): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
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
