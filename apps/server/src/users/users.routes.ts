import { userSchema } from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { actorOf } from '../platform/auth/authenticate.js';
import type { Database } from '../platform/db/database.js';
import { errorSchema } from '../platform/http/error-schema.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { assertMayManage, assertOutranks, userResource, userSideOf } from './users.resource.js';

/**
 * Reset MFA: clears the user's MFA method, secret and remembered devices, so its next login sets MFA up
 * again when the organisation requires it.
 */
export function registerUserRoutes(app: FastifyInstance, database: Database, service: ResourceService): void {
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
    async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      const user = await database.db.transaction().execute(async (trx) => {
        const existing = await service.get(userResource, actor, id, new Map(), trx);
        assertMayManage(actor, await userSideOf(trx, existing.organisation as string), 'UPDATE');
        assertOutranks(actor, existing);
        await trx
          .updateTable('users')
          .set({ mfa_type: null, totp_secret: null, updated_at: sql`now()` })
          .where('id', '=', id)
          .execute();
        await trx
          .updateTable('trusted_devices')
          .set({ revoked_at: sql`now()` })
          .where('user_id', '=', id)
          .where('revoked_at', 'is', null)
          .execute();
        return service.get(userResource, actor, id, new Map(), trx);
      });
      return user as z.infer<typeof userSchema>;
    },
  );
}
