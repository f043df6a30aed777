import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Config } from '../platform/config.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { Database } from '../platform/db/database.js';
import type { Executor } from '../platform/resource/executor.js';
import type { ReadContext } from '../platform/resource/resource-definition.js';

/**
 * A link's token, the credential of its hosted page /pay/{token}: derived from the link's id under the
 * server's key (64 hex characters), so it is stored nowhere and every answer that shows the link's URL
 * computes it again (issue 28). The tables keep its SHA-256 (`token_sha256`) to find the link by it.
 */
function linkToken(secrets: SecretBox, linkId: string): string {
  return secrets.digest('link-token', linkId);
}

/** The SHA-256 of a presented token, as the links' `token_sha256` and `legacy_token_sha256` hold it. */
export const linkTokenSha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** The digest a new link stores: that of the token derived from its id. */
export const linkTokenDigest = (secrets: SecretBox, linkId: string) =>
  linkTokenSha256(linkToken(secrets, linkId));

/** The hosted page of a link, absolute: the one place its URL is made (resources, subscriptions, redirects). */
export function linkUrl(
  services: { config: Pick<Config, 'publicUrl'>; secrets: SecretBox },
  linkId: string,
): string {
  return `${services.config.publicUrl}/pay/${linkToken(services.secrets, linkId)}`;
}

/** A link resource's `url` (a derived field): computed on the way out, never read from the database. */
export function withLinkUrl<R extends { id: string }>(
  row: R,
  { services }: ReadContext,
): R & { url: string } {
  return { ...row, url: linkUrl(services, row.id) };
}

/** Stores the digest of a new link's token (its id is the database's, known after the INSERT). */
export async function storeLinkTokenDigest(
  trx: Executor,
  table: 'payment_links' | 'card_add_links',
  linkId: string,
  secrets: SecretBox,
): Promise<void> {
  await trx
    .updateTable(table)
    .set({ token_sha256: linkTokenDigest(secrets, linkId) })
    .where('id', '=', linkId)
    .execute();
}

/**
 * Links made before tokens were derived (migration 0043) keep the digest of their old token in
 * `legacy_token_sha256`, so URLs already shared still open; the migration cannot compute the derived
 * token (the key is the server's), so the server stores its digest at start, and the URL the merchant is
 * now shown opens too. Runs once per such link: afterwards no row is left without a digest.
 */
export async function deriveLegacyLinkTokens(database: Database, secrets: SecretBox): Promise<void> {
  for (const table of ['payment_links', 'card_add_links'] as const) {
    const legacy = await database.db
      .selectFrom(table)
      .select('id')
      .where('token_sha256', 'is', null)
      .execute();
    if (legacy.length === 0) continue;
    const ids = legacy.map((link) => link.id);
    await sql`
      UPDATE ${sql.table(table)} AS l SET token_sha256 = d.digest
      FROM unnest(${ids}::uuid[], ${ids.map((id) => linkTokenDigest(secrets, id))}::text[]) AS d(id, digest)
      WHERE l.id = d.id AND l.token_sha256 IS NULL`.execute(database.db);
  }
}
