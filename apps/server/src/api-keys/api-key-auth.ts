import { sql } from 'kysely';
import { type ApiKeyAuthenticator, actingOrganisation, type LiveApiKey } from '../platform/auth/actors.js';
import { hashApiKey } from './api-keys.routes.js';

/** last_used_at is a "seen recently" hint: written at most this often per key, not on every call. */
const LAST_USED_RESOLUTION = '1 minute';

/**
 * The key a /v1 payments API call presents, if it exists and is not revoked; stamps its last use.
 * A revoked or unknown key answers undefined, and the caller refuses the request (401).
 */
export const authenticateApiKey: ApiKeyAuthenticator = async (database, presented) => {
  // One round trip: the lookup, its organisation, and the stamp when the last one is older than the resolution.
  const result = await sql<LiveApiKey>`
    WITH key AS (
      SELECT id, organisation_id, payment_profile_id FROM api_keys
      WHERE key_hash = ${hashApiKey(presented)} AND revoked_at IS NULL
    ), stamp AS (
      UPDATE api_keys SET last_used_at = now() FROM key
      WHERE api_keys.id = key.id
        AND (api_keys.last_used_at IS NULL
             OR api_keys.last_used_at < now() - ${LAST_USED_RESOLUTION}::interval)
    )
    SELECT key.id, key.organisation_id, key.payment_profile_id, ${actingOrganisation(sql.ref('key.organisation_id'))}
    FROM key`.execute(database.db);
  return result.rows[0];
};
