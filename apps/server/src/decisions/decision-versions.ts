import type { RoutingVersion, RulesetVersion } from '@psp/domain';
import { sql } from 'kysely';
import { type Actor, actorReference } from '../platform/auth/actor.js';
import type { Executor } from '../platform/resource/executor.js';

/** What is versioned: rulesets and routings, each with its table of versions. */
export type VersionedResource = 'validationruleset' | 'routing';

interface VersionStore {
  table: 'validation_rulesets' | 'routings';
  versions: 'validation_ruleset_versions' | 'routing_versions';
  key: 'ruleset_id' | 'routing_id';
  /** The content of the row aliased `t` as a version keeps it (RulesetContent / RoutingContent). */
  content: string;
}

/**
 * Where each resource keeps its versions and what a version holds. The content is plain SQL so the seed
 * writes the demo rulesets' and routings' first versions with the same expression.
 */
export const VERSION_STORES: Record<VersionedResource, VersionStore> = {
  validationruleset: {
    table: 'validation_rulesets',
    versions: 'validation_ruleset_versions',
    key: 'ruleset_id',
    content: `jsonb_build_object('name', t.name, 'action', t.action, 'tag', t.tag_id,
      'webhook_url', t.webhook_url, 'email', t.email, 'payment_profile', t.payment_profile_id, 'rules', t.rules)`,
  },
  routing: {
    table: 'routings',
    versions: 'routing_versions',
    key: 'routing_id',
    content: `jsonb_build_object('name', t.name, 'payment_product', t.payment_product, 'details', t.details)`,
  },
};

/**
 * Marks the body a rollback writes through the resource service with the version it restores. A symbol
 * key: the service's column mapping and reference checks read string keys only, so it reaches the
 * hooks and nothing else.
 */
const ROLLED_BACK_FROM = Symbol('rolled_back_from');

export function rollbackBody<T extends object>(body: T, version: number): T {
  return Object.assign({ ...body }, { [ROLLED_BACK_FROM]: version });
}

/**
 * Writes the row's current state as its version (the write set its `version`), in the write's
 * transaction, with the actor as author. Versions are never changed afterwards (a trigger refuses it).
 */
export async function writeVersion(
  trx: Executor,
  resource: VersionedResource,
  id: string,
  actor: Actor,
  input: object,
): Promise<void> {
  const store = VERSION_STORES[resource];
  const author = actorReference(actor);
  const rolledBackFrom = (input as { [ROLLED_BACK_FROM]?: number })[ROLLED_BACK_FROM] ?? null;
  await sql`
    INSERT INTO ${sql.table(store.versions)}
      (${sql.ref(store.key)}, organisation_id, version, content, author_kind, author_id, rolled_back_from)
    SELECT t.id, t.organisation_id, t.version, ${sql.raw(store.content)}, ${author.kind}, ${author.id},
      ${rolledBackFrom}::integer
    FROM ${sql.table(store.table)} AS t WHERE t.id = ${id}`.execute(trx);
}

/** The version an update writes: the next after the stored one (the row is locked for the write). */
export function nextVersion(existing: { version: number } | undefined): { version?: number } {
  return existing ? { version: existing.version + 1 } : {};
}

type VersionOf<R extends VersionedResource> = R extends 'routing' ? RoutingVersion : RulesetVersion;

/** Versions of a record, newest first, with their authors' names (a user's name, a key's name, a job). */
export async function listVersions<R extends VersionedResource>(
  executor: Executor,
  resource: R,
  id: string,
): Promise<VersionOf<R>[]> {
  const store = VERSION_STORES[resource];
  const { rows } = await sql<VersionOf<R>>`
    SELECT v.version, v.created_at, v.rolled_back_from, v.content,
      json_build_object(
        'kind', CASE v.author_kind WHEN 'apiKey' THEN 'api_key' ELSE v.author_kind END,
        'id', CASE WHEN v.author_kind = 'system' THEN NULL ELSE v.author_id END,
        'name', CASE v.author_kind WHEN 'user' THEN u.name WHEN 'apiKey' THEN k.name ELSE v.author_id END
      ) AS author
    FROM ${sql.table(store.versions)} AS v
    LEFT JOIN users u ON v.author_kind = 'user' AND u.id::text = v.author_id
    LEFT JOIN api_keys k ON v.author_kind = 'apiKey' AND k.id::text = v.author_id
    WHERE ${sql.ref(`v.${store.key}`)} = ${id}
    ORDER BY v.version DESC`.execute(executor);
  return rows;
}

/** One version's content, or undefined when the record has no such version. */
export async function versionContent(
  executor: Executor,
  resource: VersionedResource,
  id: string,
  version: number,
): Promise<Record<string, unknown> | undefined> {
  const store = VERSION_STORES[resource];
  const { rows } = await sql<{ content: Record<string, unknown> }>`
    SELECT content FROM ${sql.table(store.versions)}
    WHERE ${sql.ref(store.key)} = ${id} AND version = ${version}`.execute(executor);
  return rows[0]?.content;
}
