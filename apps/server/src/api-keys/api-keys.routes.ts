import { createHash, randomBytes } from 'node:crypto';
import { apiKeySchema, createApiKeySchema, createdApiKeySchema } from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { actorReference, inScope, userIdOf } from '../platform/auth/actor.js';
import { actorOf } from '../platform/auth/authenticate.js';
import type { Database } from '../platform/db/database.js';
import type { EventRecorder } from '../platform/events/event-bus.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { badRequest } from '../platform/http/errors.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { apiKeyResource } from './api-keys.resource.js';

/** Keys are stored as this hash; the payments API looks a presented key up by it. */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Creating a key answers with its secret once; only a hash and a short prefix (to tell keys apart) are
 * kept. Revoking keeps the record, so the audit trail still names the key that made a call.
 */
export function registerApiKeyRoutes(
  app: FastifyInstance,
  database: Database,
  service: ResourceService,
  events: EventRecorder,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

  api.post(
    '/api/apikey',
    {
      config: { operation: 'apikey.create' },
      schema: {
        tags: ['apikey'],
        summary: 'Create an API key; the answer holds the secret, which is never shown again',
        body: createApiKeySchema,
        response: { 201: createdApiKeySchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const organisation = request.body.organisation ?? actor.scopeRoot;
      if (!inScope(actor, organisation)) {
        throw badRequest([
          {
            path: 'body.organisation',
            code: 'invalid_reference',
            message: 'No such organisation in your scope',
          },
        ]);
      }
      const profile = request.body.payment_profile;
      if (profile) {
        const found = await database.db
          .selectFrom('payment_profiles')
          .select('id')
          .where('id', '=', profile)
          .where('organisation_id', '=', organisation)
          .executeTakeFirst();
        if (!found) {
          throw badRequest([
            {
              path: 'body.payment_profile',
              code: 'invalid_reference',
              message: 'No such payment profile in this organisation',
            },
          ]);
        }
      }
      const secret = `sk_live_${randomBytes(24).toString('base64url')}`;
      const created = await database.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('api_keys')
          .values({
            organisation_id: organisation,
            payment_profile_id: profile ?? null,
            name: request.body.name,
            prefix: secret.slice(0, 12),
            key_hash: hashApiKey(secret),
            created_by: userIdOf(actor),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const key = await service.get(apiKeyResource, actor, id, new Map(), trx);
        // The API shape holds neither the secret nor its hash.
        await events.record(trx, {
          type: 'apikey.created',
          resource: 'apikey',
          resource_id: id,
          organisation,
          actor: actorReference(actor),
          before: null,
          after: key,
        });
        return key;
      });
      return reply.status(201).send({ ...(created as z.infer<typeof apiKeySchema>), secret });
    },
  );

  api.post(
    '/api/apikey/:id/revoke',
    {
      config: { operation: 'apikey.update' },
      schema: {
        tags: ['apikey'],
        summary: 'Revoke an API key: it stops working at once',
        params: z.object({ id: z.uuid() }),
        response: { 200: apiKeySchema, ...errors },
      },
    },
    async (request) => {
      const revoked = await service.update(apiKeyResource, actorOf(request), request.params.id, {
        revoked_at: sql`coalesce(revoked_at, now())`,
      });
      return revoked as z.infer<typeof apiKeySchema>;
    },
  );
}
