import { sql } from 'kysely';
import type { ApiKeyAuthenticator } from '../platform/auth/actors.js';
import { hashApiKey } from './api-keys.routes.js';

/** last_used_at is a "seen recently" hint: written at most this often per key, not on every call. */
const LAST_USED_RESOLUTION = '1 minute';

/**
 * The key a /v1 payments API call presents, if it exists and is not revoked; stamps its last use.
 * A revoked or unknown key answers undefined, and the caller refuses the request (401).
 */
export const authenticateApiKey: ApiKeyAuthenticator = async (database, presented) => {
  const key = await database.db
    .selectFrom('api_keys')
    .select(['id', 'organisation_id', 'payment_profile_id'])
    .where('key_hash', '=', hashApiKey(presented))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!key) return undefined;
  await sql`
    UPDATE api_keys SET last_used_at = now()
    WHERE id = ${key.id}
      AND (last_used_at IS NULL OR last_used_at < now() - ${LAST_USED_RESOLUTION}::interval)`.execute(
    database.db,
  );
  return key;
};
