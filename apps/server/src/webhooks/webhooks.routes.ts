import {
  webhookAttemptSchema,
  webhookEndpointSchema,
  webhookReplaySchema,
  webhookReplaySchemaOut,
  webhookSchema,
  webhookSecretSchema,
} from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { userIdOf } from '../platform/auth/actor.js';
import { actorOf } from '../platform/auth/authenticate.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { Database } from '../platform/db/database.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { notFound } from '../platform/http/errors.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { enqueueAttempts } from './webhook-messages.js';
import { startReplay } from './webhook-replay.js';
import { rotateWebhookSecret } from './webhook-signing.js';
import { webhookResource } from './webhooks.resource.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const idParams = z.object({ id: z.uuid() });
const tags = ['webhook'];

/**
 * Webhooks beyond their records (`/api/webhook/…`): a message's attempts, resending one, a bulk replay
 * and its progress, the signing secret and its rotation, and the endpoints a 410 disabled.
 */
export function registerWebhookRoutes(
  app: FastifyInstance,
  deps: { database: Database; jobs: JobQueue; resources: ResourceService; secrets: SecretBox },
): void {
  const { database, jobs, resources, secrets } = deps;
  const { db } = database;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const inScope = (scope: readonly string[] | null) => (scope ? scope : null);

  api.get(
    '/api/webhook/:id/history',
    {
      config: { operation: 'webhook.deliveries' },
      schema: {
        tags,
        summary: 'Attempts of a message, newest first',
        params: idParams,
        response: { 200: z.array(webhookAttemptSchema), ...errors },
      },
    },
    async (request) => {
      await resources.get(webhookResource, actorOf(request), request.params.id);
      return db
        .selectFrom('webhook_history')
        .select(['id', 'attempt', 'status_code', 'content', 'duration_ms', 'error'])
        .select(sql<string>`to_json(created_at)#>>'{}'`.as('created_at'))
        .where('webhook_id', '=', request.params.id)
        .orderBy('created_at', 'desc')
        .execute();
    },
  );

  api.post(
    '/api/webhook/:id/resend',
    {
      config: { operation: 'webhook.resend' },
      schema: {
        tags,
        summary: 'Sends a message again now, with its own webhook-id, on a fresh retry schedule',
        params: idParams,
        response: { 200: webhookSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await resources.get(webhookResource, actor, request.params.id);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('webhooks')
          .set({ state: 'pending', retry_step: 0, next_attempt_at: sql`now()`, lease_until: null })
          .where('id', '=', request.params.id)
          .execute();
        await enqueueAttempts(trx, jobs, [request.params.id]);
      });
      return (await resources.get(webhookResource, actor, request.params.id)) as z.infer<
        typeof webhookSchema
      >;
    },
  );

  api.post(
    '/api/webhook/replay',
    {
      config: { operation: 'webhook.resend' },
      schema: {
        tags,
        summary: 'Sends the messages in scope that match a filter again, in a background job',
        body: webhookReplaySchema,
        response: { 201: webhookReplaySchemaOut, ...errors },
      },
    },
    async (request, reply) => {
      const replay = await startReplay(database, jobs, actorOf(request), request.body);
      return reply.code(201).send(replay);
    },
  );

  api.get(
    '/api/webhook/replay/:id',
    {
      config: { operation: 'webhook.deliveries' },
      schema: {
        tags,
        summary: 'The progress of a bulk replay',
        params: idParams,
        response: { 200: webhookReplaySchemaOut, ...errors },
      },
    },
    async (request) => {
      const scope = inScope(actorOf(request).scope);
      let query = db
        .selectFrom('webhook_replays')
        .select(['id', 'total', 'done'])
        .select(sql<string | null>`to_json(finished_at)#>>'{}'`.as('finished_at'))
        .where('id', '=', request.params.id);
      if (scope) query = query.where('organisation_id', 'in', scope);
      const replay = await query.executeTakeFirst();
      if (!replay) throw notFound('The replay');
      return replay;
    },
  );

  api.get(
    '/api/webhook/secret',
    {
      config: { operation: 'webhook.deliveries' },
      schema: {
        tags,
        summary: 'Whether the organisation has a signing secret, and when it was rotated (never the secret)',
        response: { 200: webhookSecretSchema, ...errors },
      },
    },
    async (request) => {
      const row = await db
        .selectFrom('webhook_secrets')
        .select([
          sql<string>`to_json(rotated_at)#>>'{}'`.as('rotated_at'),
          sql<
            string | null
          >`CASE WHEN previous_valid_until > now() THEN to_json(previous_valid_until)#>>'{}' END`.as(
            'previous_valid_until',
          ),
        ])
        .where('organisation_id', '=', actorOf(request).scopeRoot)
        .executeTakeFirst();
      return {
        exists: !!row,
        rotated_at: row?.rotated_at ?? null,
        previous_valid_until: row?.previous_valid_until ?? null,
      };
    },
  );

  api.post(
    '/api/webhook/secret/rotate',
    {
      config: { operation: 'webhook.manage' },
      schema: {
        tags,
        summary:
          'A new signing secret, shown once in `secret`; the previous one keeps signing beside it for 24 hours',
        response: { 200: webhookSecretSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return db.transaction().execute(async (trx) => {
        const secret = await rotateWebhookSecret(trx, secrets, actor.scopeRoot, userIdOf(actor));
        const row = await trx
          .selectFrom('webhook_secrets')
          .select([
            sql<string>`to_json(rotated_at)#>>'{}'`.as('rotated_at'),
            sql<string | null>`to_json(previous_valid_until)#>>'{}'`.as('previous_valid_until'),
          ])
          .where('organisation_id', '=', actor.scopeRoot)
          .executeTakeFirstOrThrow();
        return { exists: true, ...row, secret };
      });
    },
  );

  api.get(
    '/api/webhook/endpoint',
    {
      config: { operation: 'webhook.deliveries' },
      schema: {
        tags,
        summary: 'Endpoints in scope that answered 410 Gone and take no messages until re-enabled',
        response: { 200: z.array(webhookEndpointSchema), ...errors },
      },
    },
    async (request) => {
      const scope = inScope(actorOf(request).scope);
      let query = db
        .selectFrom('webhook_endpoints')
        .select(['url', 'disabled_reason'])
        .select(sql<string | null>`to_json(disabled_at)#>>'{}'`.as('disabled_at'))
        .where('disabled_at', 'is not', null)
        .orderBy('disabled_at', 'desc');
      if (scope) query = query.where('organisation_id', 'in', scope);
      return query.execute();
    },
  );

  api.post(
    '/api/webhook/endpoint/enable',
    {
      config: { operation: 'webhook.manage' },
      schema: {
        tags,
        summary: 'Re-enables a disabled endpoint and sends the messages it stopped',
        body: z.strictObject({ url: z.string().min(1).max(2000) }),
        response: { 200: z.object({ resent: z.int() }), ...errors },
      },
    },
    async (request) => {
      const scope = inScope(actorOf(request).scope);
      return db.transaction().execute(async (trx) => {
        let enable = trx
          .updateTable('webhook_endpoints')
          .set({ disabled_at: null, disabled_reason: null })
          .where('url', '=', request.body.url)
          .where('disabled_at', 'is not', null);
        if (scope) enable = enable.where('organisation_id', 'in', scope);
        const enabled = await enable.returning('organisation_id').execute();
        if (enabled.length === 0) throw notFound('The disabled endpoint');
        const stopped = await trx
          .updateTable('webhooks')
          .set({ state: 'pending', retry_step: 0, next_attempt_at: sql`now()`, lease_until: null })
          .where('url', '=', request.body.url)
          .where('state', '=', 'disabled')
          .where(
            'organisation_id',
            'in',
            enabled.map((row) => row.organisation_id),
          )
          .returning('id')
          .execute();
        await enqueueAttempts(
          trx,
          jobs,
          stopped.map((row) => row.id),
        );
        return { resent: stopped.length };
      });
    },
  );
}
