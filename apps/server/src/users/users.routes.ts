import { userSchema } from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../platform/auth/authenticate.js';
import type { CommandRunner } from '../platform/commands/command.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { resetMfaCommand } from './reset-mfa.command.js';

export function registerUserRoutes(app: FastifyInstance, commands: CommandRunner): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/user/:id/reset-mfa',
    {
      config: { operation: 'user.resetMfa' },
      schema: {
        tags: ['user'],
        summary: "Clear a user's multi-factor authentication",
        params: z.object({ id: z.uuid() }),
        response: { 200: userSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) =>
      (await commands.run(resetMfaCommand, actorOf(request), request.params, 'params')) as z.infer<
        typeof userSchema
      >,
  );
}
