import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_OVERLAP_HOURS } from '@psp/domain';
import { sql } from 'kysely';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { Executor } from '../platform/resource/executor.js';

const PREFIX = 'whsec_';

/** A new signing secret in the Standard Webhooks format: `whsec_` and the base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The Standard Webhooks signature of a message: `v1,` and the base64 HMAC-SHA256 of
 * `{id}.{timestamp}.{body}` under the base64-decoded part of the secret after `whsec_`.
 */
export function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * The secrets that sign an organisation's messages now: its current one and, during the overlap after a
 * rotation, the previous one (both signatures are sent, space-separated, so a receiver that has not
 * switched yet still verifies). The first message of an organisation makes its secret.
 */
export async function signingSecretsOf(
  trx: Executor,
  box: SecretBox,
  organisationId: string,
): Promise<string[]> {
  await trx
    .insertInto('webhook_secrets')
    .values({ organisation_id: organisationId, secret: box.seal(newWebhookSecret()) })
    .onConflict((conflict) => conflict.column('organisation_id').doNothing())
    .execute();
  const row = await trx
    .selectFrom('webhook_secrets')
    .select(['secret', 'previous_secret', sql<boolean>`previous_valid_until > now()`.as('overlap')])
    .where('organisation_id', '=', organisationId)
    .executeTakeFirstOrThrow();
  const sealed = [row.secret, ...(row.overlap && row.previous_secret ? [row.previous_secret] : [])];
  return sealed.flatMap((value) => box.open(value) ?? []);
}

/** Replaces an organisation's secret; the old one signs beside it for the overlap. The new one, once. */
export async function rotateWebhookSecret(
  trx: Executor,
  box: SecretBox,
  organisationId: string,
  userId: string | null,
): Promise<string> {
  const secret = newWebhookSecret();
  await trx
    .insertInto('webhook_secrets')
    .values({ organisation_id: organisationId, secret: box.seal(secret), rotated_by: userId })
    .onConflict((conflict) =>
      conflict.column('organisation_id').doUpdateSet({
        previous_secret: sql`webhook_secrets.secret`,
        previous_valid_until: sql`now() + ${`${WEBHOOK_SECRET_OVERLAP_HOURS} hours`}::interval`,
        secret: box.seal(secret),
        rotated_at: sql`now()`,
        rotated_by: userId,
      }),
    )
    .execute();
  return secret;
}
