import { API_KEY_ROLES, MERCHANT_INACTIVE, OPTIONAL_MODULES, type OptionalModule } from '@psp/domain';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/database.js';
import { conflict, type HttpError } from '../http/errors.js';
import type { Executor } from '../resource/executor.js';
import type { ActorOrganisation, ApiKeyActor, SystemActor } from './actor.js';

/** An organisation as an actor acts for it, with its subtree, as {@link actingOrganisation} reads it. */
export interface ActingOrganisationRow {
  id: string;
  name: string;
  kind: string;
  base_currency: string;
  collecting: boolean;
  modules: string[];
  /** False when the organisation or one above it was deactivated (a merchant's toggle, 001 §4). */
  active: boolean;
  subtree: string[];
}

/**
 * Whether the organisation with id `id` (an SQL expression) and every organisation above it are active:
 * a deactivated merchant takes its shops with it.
 */
export function organisationActive(id: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`NOT EXISTS (
    WITH RECURSIVE up AS (
      SELECT a.id, a.parent_id, a.active FROM organisations a WHERE a.id = ${id}
      UNION ALL
      SELECT p.id, p.parent_id, p.active FROM organisations p JOIN up ON p.id = up.parent_id
    )
    SELECT 1 FROM up WHERE NOT up.active)`;
}

/**
 * The refusal of a step that moves money toward a deactivated merchant (ADR 0016): a payment, an
 * approval after 3-D Secure or a redirect, a capture. 409, as the merchant's state conflicts with the
 * step, whoever asks; refunds and voids move money back and are not refused.
 */
export const merchantInactive = (): HttpError =>
  conflict(
    MERCHANT_INACTIVE,
    'The merchant is deactivated: it takes no payments until it is activated again',
  );

/**
 * Refuses ({@link merchantInactive}) a step for an organisation that is not active
 * ({@link organisationActive}), in the caller's transaction. A query that reads the organisation anyway
 * (the engine's set-up) reads `organisationActive` with it and refuses with the same error.
 */
export async function assertOrganisationActive(executor: Executor, organisationId: string): Promise<void> {
  const { rows } = await sql<{ active: boolean }>`
    SELECT ${organisationActive(sql`${organisationId}::uuid`)} AS active`.execute(executor);
  if (!rows[0]?.active) throw merchantInactive();
}

/**
 * The reason given for the deactivation of an organisation or of the nearest one above it that is not
 * active (a deactivated merchant takes its shops with it); null when none gave one, or all are active.
 */
export async function deactivationReason(executor: Executor, organisationId: string): Promise<string | null> {
  const { rows } = await sql<{ reason: string | null }>`
    WITH RECURSIVE up AS (
      SELECT a.id, a.parent_id, a.active, a.deactivation_reason, 0 AS depth FROM organisations a
        WHERE a.id = ${organisationId}::uuid
      UNION ALL
      SELECT p.id, p.parent_id, p.active, p.deactivation_reason, up.depth + 1 FROM organisations p
        JOIN up ON p.id = up.parent_id
    )
    SELECT deactivation_reason AS reason FROM up WHERE NOT active ORDER BY depth LIMIT 1`.execute(executor);
  return rows[0]?.reason ?? null;
}

/**
 * A column `acting` (JSON) of the organisation with id `id` (an SQL expression) and its subtree, for an
 * authentication that reads the actor's organisation in the same query as its credential.
 */
export function actingOrganisation(id: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(
    SELECT json_build_object('id', o.id, 'name', o.name, 'kind', o.kind, 'base_currency', o.base_currency,
      'collecting', o.collecting, 'modules', o.modules, 'active', ${organisationActive(sql`o.id`)},
      'subtree', ARRAY(
        WITH RECURSIVE subtree AS (
          SELECT s.id FROM organisations s WHERE s.id = o.id
          UNION ALL
          SELECT c.id FROM organisations c JOIN subtree ON c.parent_id = subtree.id
        )
        SELECT subtree.id FROM subtree))
    FROM organisations o WHERE o.id = ${id}) AS acting`;
}

/** A live API key as the payments API presents it to authentication. */
export interface LiveApiKey {
  id: string;
  organisation_id: string;
  /** Set when the key may act for this payment profile only. */
  payment_profile_id: string | null;
  /** Its organisation, when the authenticator read it with the key ({@link actingOrganisation}). */
  acting?: ActingOrganisationRow;
}

/** Resolves a presented API key secret (and stamps its use); undefined for an unknown or revoked key. */
export type ApiKeyAuthenticator = (database: Database, secret: string) => Promise<LiveApiKey | undefined>;

/** An organisation row as an actor carries it: its kind, base currency and the optional modules it has. */
export function actorOrganisationOf(row: Omit<ActingOrganisationRow, 'subtree'>): ActorOrganisation {
  return {
    active: row.active,
    id: row.id,
    name: row.name,
    kind: row.kind === 'provider' ? 'provider' : 'merchant',
    baseCurrency: row.base_currency,
    collecting: row.collecting,
    modules: row.modules.filter((module): module is OptionalModule =>
      (OPTIONAL_MODULES as readonly string[]).includes(module),
    ),
  };
}

function toActorOrganisation(row: ActingOrganisationRow): {
  organisation: ActorOrganisation;
  subtree: string[];
} {
  return { organisation: actorOrganisationOf(row), subtree: row.subtree };
}

/** The organisation an actor acts for and its subtree (its scope), in one round trip. */
async function actorOrganisation(database: Database, id: string) {
  const result = await sql<{ acting: ActingOrganisationRow | null }>`
    SELECT ${actingOrganisation(sql`${id}::uuid`)}`.execute(database.db);
  const row = result.rows[0]?.acting;
  if (!row) throw new Error(`No organisation ${id}`);
  return toActorOrganisation(row);
}

/** An API key acts in its organisation's subtree with API_KEY_ROLES, never as provider staff. */
export async function apiKeyActor(database: Database, key: LiveApiKey): Promise<ApiKeyActor> {
  const { organisation, subtree } = key.acting
    ? toActorOrganisation(key.acting)
    : await actorOrganisation(database, key.organisation_id);
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
