import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ExpressionBuilder, sql } from 'kysely';
import { isPaymentsApiOperation } from '../platform/auth/authenticate.js';
import type { Config } from '../platform/config.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { Database } from '../platform/db/database.js';
import type { DB } from '../platform/db/schema.generated.js';
import { badRequest, conflict, HttpError } from '../platform/http/errors.js';
import type { Executor } from '../platform/resource/executor.js';

/** A request's hold on an Idempotency-Key: a lease in the key's row, renewed while the request runs. */
interface IdempotencyClaim {
  apiKeyId: string;
  key: string;
  /** The lease's id; every write of the claim names it, so a claim taken over by a retry is left alone. */
  lease: string;
  renewal: NodeJS.Timeout;
  /** The status of the answer the request's own write transaction stored. */
  answeredInTransaction?: number;
  /** The request's write found its lease taken over by a retry: it stored nothing and answers 409. */
  lost?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request holds, to store its answer under. */
    idempotencyKey?: IdempotencyClaim;
  }
}

/** Answers that mean "try again" are not kept: the key is released for the retry. */
const RELEASED = new Set([409, 429]);

/** The key's row while `claim` still holds it: its lease, not yet answered. */
const heldBy = (claim: IdempotencyClaim) => (eb: ExpressionBuilder<DB, 'idempotency_keys'>) =>
  eb.and({ api_key_id: claim.apiKeyId, key: claim.key, lease_id: claim.lease, status_code: null });

/**
 * Idempotency of every POST of the payments API (Stripe's rules): with an `Idempotency-Key` header (1–255
 * printable characters), the first request under a key of an API key runs and its answer below 500 is
 * kept 24 hours; the same key with the same body replays that status and body with
 * `Idempotent-Replayed: true`, with another body answers 422, and while the first is still running 409
 * with `Retry-After`. The key is claimed by one INSERT, so of many concurrent requests exactly one runs.
 * A request that fails validation never claims it; a 5xx, 409 or 429 releases it. The claim is a lease
 * of `idempotencyLeaseSeconds` (30), renewed every third of it while the request runs, judged by the
 * database's clock so that any process can tell a dead one's claim: a process killed mid-request stops
 * renewing, and a retry takes the key over once the lease has run out. The body is kept only as a keyed
 * digest (it may hold a card number). A write that must not run twice (a payment) stores its answer with
 * {@link answerInTransaction} in its own transaction, so a process killed before sending it leaves the
 * answer, not a claim to take over.
 */
export function registerIdempotency(
  app: FastifyInstance,
  database: Database,
  secrets: SecretBox,
  config: Pick<Config, 'idempotencyLeaseSeconds'>,
): void {
  const leaseUntil = sql<string>`now() + make_interval(secs => ${config.idempotencyLeaseSeconds})`;
  // A third of the lease: two renewals may fail or queue behind a busy pool before it runs out.
  const renewEveryMs = (config.idempotencyLeaseSeconds * 1000) / 3;
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
    const lease = randomUUID();
    // One statement claims the key: a new key is inserted; a key kept past 24 hours, or a claim whose
    // lease ran out (its process died), is taken over; any other key is left as it is.
    const claimed = await db
      .insertInto('idempotency_keys')
      .values({
        api_key_id: actor.apiKeyId,
        key,
        request_hash: hash,
        lease_id: lease,
        lease_until: leaseUntil,
      })
      .onConflict((oc) =>
        oc
          .columns(['api_key_id', 'key'])
          .doUpdateSet({
            request_hash: hash,
            status_code: null,
            response: null,
            created_at: sql<string>`now()`,
            lease_id: lease,
            lease_until: leaseUntil,
          })
          .where((eb) =>
            eb.or([
              eb('idempotency_keys.created_at', '<', sql<string>`now() - interval '24 hours'`),
              eb.and([
                eb('idempotency_keys.status_code', 'is', null),
                eb('idempotency_keys.lease_until', '<', sql<string>`now()`),
              ]),
            ]),
          ),
      )
      .returning('key')
      .executeTakeFirst();
    if (claimed) {
      const claim: IdempotencyClaim = {
        apiKeyId: actor.apiKeyId,
        key,
        lease,
        renewal: setInterval(() => void renew(), renewEveryMs).unref(),
      };
      const renew = async () => {
        try {
          const renewed = await db
            .updateTable('idempotency_keys')
            .set({ lease_until: leaseUntil })
            .where(heldBy(claim))
            .executeTakeFirst();
          // Answered in its transaction, or taken over by a retry: nothing left to hold.
          if (renewed.numUpdatedRows === 0n) clearInterval(claim.renewal);
        } catch (error) {
          // The next tick tries again. Should the lease run out meanwhile, a retry may take the key over;
          // this request's write then finds its lease gone and stores nothing (answerInTransaction).
          request.log.warn({ err: error }, 'could not renew the Idempotency-Key lease');
        }
      };
      request.idempotencyKey = claim;
      return;
    }
    const first = await db
      .selectFrom('idempotency_keys')
      .select([
        'request_hash',
        'status_code',
        'response',
        sql<number>`greatest(1, ceil(extract(epoch FROM lease_until - now())))::int`.as('retry_after'),
      ])
      .where('api_key_id', '=', actor.apiKeyId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!first) {
      reply.header('retry-after', '1');
      throw conflict('idempotency_key_in_use', 'A request with this Idempotency-Key just ended; retry');
    }
    if (first.request_hash !== hash) {
      throw new HttpError(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was used for another request; use a new key for a new request',
      );
    }
    if (first.status_code === null) {
      // Until its lease can run out: then the request has ended, or its process is dead and the key free.
      reply.header('retry-after', String(first.retry_after));
      throw conflict(
        'idempotency_key_in_use',
        `A request with this Idempotency-Key is still running; retry in ${first.retry_after} s`,
      );
    }
    // Sent as the route sends its own answer (its serialization hooks add what is not stored, such as a
    // PENDING payment's next_action.url).
    return reply.code(first.status_code).header('idempotent-replayed', 'true').send(first.response);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyKey;
    if (!claim) return payload;
    request.idempotencyKey = undefined;
    clearInterval(claim.renewal);
    if (claim.lost) reply.header('retry-after', '1');
    // Only while the request still holds its lease: an answer stored in its transaction, or a claim a
    // retry has taken over, is not this request's to change.
    if (reply.statusCode >= 500 || RELEASED.has(reply.statusCode) || typeof payload !== 'string') {
      await database.db.deleteFrom('idempotency_keys').where(heldBy(claim)).execute();
    } else if (claim.answeredInTransaction !== reply.statusCode) {
      await database.db
        .updateTable('idempotency_keys')
        .set({ status_code: reply.statusCode, response: payload })
        .where(heldBy(claim))
        .execute();
    }
    return payload;
  });
}

/**
 * Stores the answer of the request holding `claim` in the transaction `trx` that makes its change: a
 * process that dies after the commit leaves an answer to replay, never a claim whose retry runs again.
 * `body` is what the route sends (parsed by its response schema), so the reply needs no second write.
 * A request whose lease ran out (no renewal reached the database for a whole lease) and was taken over
 * by a retry throws, so its transaction rolls back: the retry's change is the one kept. The answer's
 * row lock orders the two: a retry that comes after it waits for the commit and replays the answer.
 */
export async function answerInTransaction(
  trx: Executor,
  claim: FastifyRequest['idempotencyKey'],
  statusCode: number,
  body: unknown,
): Promise<void> {
  if (!claim) return;
  const answered = await trx
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response: JSON.stringify(body) })
    .where(heldBy(claim))
    .executeTakeFirst();
  if (answered.numUpdatedRows === 0n) {
    claim.lost = true;
    throw conflict(
      'idempotency_key_in_use',
      'This request held its Idempotency-Key too long and a retry took it over; retry for its answer',
    );
  }
  claim.answeredInTransaction = statusCode;
}
