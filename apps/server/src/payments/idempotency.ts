import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { isPaymentsApiOperation } from '../platform/auth/authenticate.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { Database } from '../platform/db/database.js';
import { badRequest, conflict, HttpError } from '../platform/http/errors.js';
import type { Executor } from '../platform/resource/executor.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request holds, to store its answer under. */
    idempotencyKey?: {
      apiKeyId: string;
      key: string;
      /** The status of the answer the request's own write transaction stored. */
      answeredInTransaction?: number;
    };
  }
}

/** Answers that mean "try again" are not kept: the key is released for the retry. */
const RELEASED = new Set([409, 429]);

/**
 * Idempotency of every POST of the payments API (Stripe's rules): with an `Idempotency-Key` header (1–255
 * printable characters), the first request under a key of an API key runs and its answer below 500 is
 * kept 24 hours; the same key with the same body replays that status and body with
 * `Idempotent-Replayed: true`, with another body answers 422, and while the first is still running 409.
 * The key is claimed by one INSERT, so of many concurrent requests exactly one runs. A request that
 * fails validation never claims it; a 5xx, 409 or 429 releases it; a claim left by a crashed process
 * is taken over after 5 minutes. The body is kept only as a keyed digest (it may hold a card number).
 * A write that must not run twice (a payment) stores its answer with {@link answerInTransaction} in its
 * own transaction, so a process killed before sending it leaves the answer, not a claim to take over.
 */
export function registerIdempotency(app: FastifyInstance, database: Database, secrets: SecretBox): void {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const operation = request.routeOptions.config.operation;
    if (request.method !== 'POST' || !operation || !isPaymentsApiOperation(operation)) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0]! : header;
    if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
      throw badRequest([
        {
          path: 'headers.idempotency-key',
          code: 'invalid_string',
          message: 'Must be 1 to 255 printable characters',
        },
      ]);
    }
    const actor = request.actor;
    if (actor?.kind !== 'apiKey') return;
    const hash = secrets.digest(
      'idempotency',
      `${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`,
    );
    const { db } = database;
    // One statement claims the key: a new key is inserted; a key kept past 24 hours, or a claim left
    // by a crashed process for 5 minutes, is taken over; any other key is left as it is.
    const claimed = await db
      .insertInto('idempotency_keys')
      .values({ api_key_id: actor.apiKeyId, key, request_hash: hash })
      .onConflict((oc) =>
        oc
          .columns(['api_key_id', 'key'])
          .doUpdateSet({
            request_hash: hash,
            status_code: null,
            response: null,
            created_at: sql<string>`now()`,
          })
          .where((eb) =>
            eb.or([
              eb('idempotency_keys.created_at', '<', sql<string>`now() - interval '24 hours'`),
              eb.and([
                eb('idempotency_keys.status_code', 'is', null),
                eb('idempotency_keys.created_at', '<', sql<string>`now() - interval '5 minutes'`),
              ]),
            ]),
          ),
      )
      .returning('key')
      .executeTakeFirst();
    if (claimed) {
      request.idempotencyKey = { apiKeyId: actor.apiKeyId, key };
      return;
    }
    const first = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status_code', 'response'])
      .where('api_key_id', '=', actor.apiKeyId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!first)
      throw conflict('idempotency_key_in_use', 'A request with this Idempotency-Key just ended; retry');
    if (first.request_hash !== hash) {
      throw new HttpError(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was used for another request; use a new key for a new request',
      );
    }
    if (first.status_code === null) {
      throw conflict('idempotency_key_in_use', 'A request with this Idempotency-Key is still running');
    }
    // Sent as the route sends its own answer (its serialization hooks add what is not stored, such as a
    // PENDING payment's next_action.url).
    return reply.code(first.status_code).header('idempotent-replayed', 'true').send(first.response);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyKey;
    if (!claim) return payload;
    request.idempotencyKey = undefined;
    const where = database.db
      .updateTable('idempotency_keys')
      .where('api_key_id', '=', claim.apiKeyId)
      .where('key', '=', claim.key);
    if (reply.statusCode >= 500 || RELEASED.has(reply.statusCode) || typeof payload !== 'string') {
      await database.db
        .deleteFrom('idempotency_keys')
        .where('api_key_id', '=', claim.apiKeyId)
        .where('key', '=', claim.key)
        .execute();
      return payload;
    }
    // An answer stored in the change's own transaction is that of this reply: nothing to write again.
    if (claim.answeredInTransaction !== reply.statusCode) {
      await where.set({ status_code: reply.statusCode, response: payload }).execute();
    }
    return payload;
  });
}

/**
 * Stores the answer of the request holding `claim` in the transaction `trx` that makes its change: a
 * process that dies after the commit leaves an answer to replay, never a claim whose retry runs again.
 * `body` is what the route sends (parsed by its response schema), so the reply needs no second write.
 */
export async function answerInTransaction(
  trx: Executor,
  claim: FastifyRequest['idempotencyKey'],
  statusCode: number,
  body: unknown,
): Promise<void> {
  if (!claim) return;
  await trx
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response: JSON.stringify(body) })
    .where('api_key_id', '=', claim.apiKeyId)
    .where('key', '=', claim.key)
    .execute();
  claim.answeredInTransaction = statusCode;
}
