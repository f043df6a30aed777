import { sql } from 'kysely';
import type { ReadContext } from '../platform/resource/resource-definition.js';

/** The hosted page of a link: its path in SQL (`url` is a computed field), made absolute on the way out. */
export const hostedLinkPath = sql<string>`'/pay/' || t.token`;

export function absoluteLinkUrl<R extends { url: string }>(row: R, { services }: ReadContext): R {
  return { ...row, url: `${services.config.publicUrl}${row.url}` };
}
