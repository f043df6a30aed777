import { API_KEY_ROLES, OPTIONAL_MODULES, type OptionalModule } from '@psp/domain';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { ActorOrganisation, ApiKeyActor, SystemActor } from './actor.js';

/** A live API key as the payments API presents it to authentication. */
export interface LiveApiKey {
  id: string;
  organisation_id: string;
  /** Set when the key may act for this payment profile only. */
  payment_profile_id: string | null;
}

/** Resolves a presented API key secret (and stamps its use); undefined for an unknown or revoked key. */
export type ApiKeyAuthenticator = (database: Database, secret: string) => Promise<LiveApiKey | undefined>;

/** The organisation an actor acts for and its subtree (its scope), in one round trip. */
async function actorOrganisation(
  database: Database,
  id: string,
): Promise<{ organisation: ActorOrganisation; subtree: string[] }> {
  const result = await sql<{
    id: string;
    name: string;
    kind: string;
    base_currency: string;
    collecting: boolean;
    modules: string[];
    subtree: string[];
  }>`
    WITH RECURSIVE subtree AS (
      SELECT id FROM organisations WHERE id = ${id}
      UNION ALL
      SELECT o.id FROM organisations o JOIN subtree ON o.parent_id = subtree.id
    )
    SELECT o.id, o.name, o.kind, o.base_currency, o.collecting, o.modules,
           ARRAY(SELECT subtree.id FROM subtree) AS subtree
    FROM organisations o WHERE o.id = ${id}`.execute(database.db);
  const row = result.rows[0];
  if (!row) throw new Error(`No organisation ${id}`);
  return {
    organisation: {
      id: row.id,
      name: row.name,
      kind: row.kind === 'provider' ? 'provider' : 'merchant',
      baseCurrency: row.base_currency,
      collecting: row.collecting,
      modules: row.modules.filter((module): module is OptionalModule =>
        (OPTIONAL_MODULES as readonly string[]).includes(module),
      ),
    },
    subtree: row.subtree,
  };
}

/** An API key acts in its organisation's subtree with API_KEY_ROLES, never as provider staff. */
export async function apiKeyActor(database: Database, key: LiveApiKey): Promise<ApiKeyActor> {
  const { organisation, subtree } = await actorOrganisation(database, key.organisation_id);
  return {
    kind: 'apiKey',
    apiKeyId: key.id,
    paymentProfileId: key.payment_profile_id,
    roles: [...API_KEY_ROLES],
    isProvider: false,
    organisation,
    scope: subtree,
    scopeRoot: key.organisation_id,
  };
}

/**
 * The actor of a job. By default it acts for one organisation: its subtree, with every merchant role
 * (USER_ALL). Only a job that says `organisation: 'all'` (platform-wide work) acts for every
 * organisation, as the provider with PSP_SUPER.
 */
export async function systemActor(
  database: Database,
  job: string,
  organisation: string | 'all',
): Promise<SystemActor> {
  if (organisation === 'all') {
    const provider = await database.db
      .selectFrom('organisations')
      .select('id')
      .where('kind', '=', 'provider')
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    return {
      kind: 'system',
      job,
      roles: ['PSP_SUPER'],
      isProvider: true,
      organisation: (await actorOrganisation(database, provider.id)).organisation,
      scope: null,
      scopeRoot: provider.id,
    };
  }
  const acting = await actorOrganisation(database, organisation);
  return {
    kind: 'system',
    job,
    roles: ['USER_ALL'],
    isProvider: false,
    organisation: acting.organisation,
    scope: acting.subtree,
    scopeRoot: organisation,
  };
}
