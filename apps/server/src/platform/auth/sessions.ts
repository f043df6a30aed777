import { createHash, randomBytes } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { organisationActive } from './actors.js';

export const SESSION_COOKIE = 'psp_session';

/** Cookies are `Secure` in production and whenever people reach the app over https. */
export function secureCookies(config: Config): boolean {
  return config.production || config.publicUrl.startsWith('https:');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new opaque session: 256 random bits in the cookie, only their hash in the database. */
export async function createSession(
  database: Database,
  input: { userId: string; lifetimeHours: number; ip: string; userAgent: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + input.lifetimeHours * 3_600_000);
  await database.db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: input.userId,
      expires_at: expiresAt.toISOString(),
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
  return { token, expiresAt };
}

export async function revokeSession(database: Database, sessionId: string): Promise<void> {
  await database.db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .execute();
}

export interface SessionRow {
  session_id: string;
  last_seen_at: string;
  user_id: string;
  email: string;
  name: string;
  language: string;
  roles: string[];
  mfa_type: string | null;
  blocked: boolean;
  organisation_id: string;
  organisation_name: string;
  kind: string;
  base_currency: string;
  collecting: boolean;
  modules: string[];
  active: boolean;
  session_idle_minutes: number | null;
  /** The user's organisation and its descendants; null for provider staff, who see all. */
  subtree: string[] | null;
}

/**
 * The session lookup every authenticated call makes, built once: its SQL does not change, and building and
 * compiling the query each time cost about 0.3 ms of a list call's own time (`npm run bench -- lists`).
 */
function sessionQuery(database: Database): string {
  const { sql: text, parameters } = database.db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('organisations as o', 'o.id', 'u.organisation_id')
    .select([
      's.id as session_id',
      's.last_seen_at',
      'u.id as user_id',
      'u.email',
      'u.name',
      'u.language',
      'u.roles',
      'u.mfa_type',
      'u.blocked',
      'o.id as organisation_id',
      'o.name as organisation_name',
      'o.kind',
      'o.base_currency',
      'o.collecting',
      'o.modules',
      'o.session_idle_minutes',
      organisationActive(sql.ref('o.id')).as('active'),
      // The scope comes with the session, saving a round trip on every request.
      sql<string[] | null>`CASE WHEN o.kind = 'provider' THEN NULL ELSE (
        WITH RECURSIVE subtree AS (
          SELECT o.id AS id
          UNION ALL
          SELECT child.id FROM organisations child JOIN subtree ON child.parent_id = subtree.id
        )
        SELECT array_agg(id) FROM subtree) END`.as('subtree'),
    ])
    .where('s.id', '=', sql.raw<string>('$1'))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<string>`now()`)
    .compile();
  if (parameters.length > 0) throw new Error('The session lookup takes the token hash as its only parameter');
  return text;
}

const sessionQueries = new WeakMap<Database, string>();

/** The live session behind a token with its user and organisation, or undefined. */
export async function findSession(database: Database, token: string): Promise<SessionRow | undefined> {
  let text = sessionQueries.get(database);
  if (!text) {
    text = sessionQuery(database);
    sessionQueries.set(database, text);
  }
  const { rows } = await database.db.executeQuery<SessionRow>(CompiledQuery.raw(text, [hashToken(token)]));
  return rows[0];
}

/** Records activity, at most every 15 seconds per session so reads do not turn into a write each. */
export async function touchSession(database: Database, sessionId: string, lastSeenAt: string): Promise<void> {
  if (Date.now() - Date.parse(lastSeenAt) < 15_000) return;
  await database.db
    .updateTable('sessions')
    .set({ last_seen_at: sql`now()` })
    .where('id', '=', sessionId)
    .execute();
}

/** The organisation and all its descendants. */
export async function organisationSubtree(database: Database, organisationId: string): Promise<string[]> {
  const result = await sql<{ id: string }>`
    WITH RECURSIVE subtree AS (
      SELECT id FROM organisations WHERE id = ${organisationId}
      UNION ALL
      SELECT o.id FROM organisations o JOIN subtree ON o.parent_id = subtree.id
    )
    SELECT id FROM subtree`.execute(database.db);
  return result.rows.map((row) => row.id);
}
