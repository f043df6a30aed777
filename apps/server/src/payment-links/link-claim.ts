import { sql } from 'kysely';
import type { Database } from '../platform/db/database.js';
import { HttpError } from '../platform/http/errors.js';

/** Longer than a processor call with its failovers; a claim of a process that died lapses after it. */
const CLAIM_SECONDS = 120;

/**
 * Claims a single-use payment link for one processor call (issue 12): of two customers paying the same
 * link at once, the second is told to wait (409 `link_busy`) before any card is authorised, rather than
 * authorised and then refused. A reusable link takes payments side by side and is not claimed. Answers
 * the release, which frees only its own claim.
 */
export function paymentLinkClaims(database: Database) {
  // The claim's moment is its token: kept to milliseconds, as timestamps reach the app, so the release
  // names it exactly.
  return async (paymentLinkId: string): Promise<() => Promise<void>> => {
    const claimed = await sql<{ reusable: boolean; claimed_until: string | null }>`
      UPDATE payment_links
         SET claimed_until = CASE WHEN reusable THEN claimed_until
                                  ELSE date_trunc('milliseconds', clock_timestamp())
                                       + make_interval(secs => ${CLAIM_SECONDS}) END
       WHERE id = ${paymentLinkId} AND (reusable OR claimed_until IS NULL OR claimed_until < now())
      RETURNING reusable, claimed_until`.execute(database.db);
    const [claim] = claimed.rows;
    if (!claim) {
      throw new HttpError(
        409,
        'link_busy',
        'A payment on this link is being processed; try again in a moment',
      );
    }
    if (claim.reusable) return async () => {};
    return async () => {
      await database.db
        .updateTable('payment_links')
        .set({ claimed_until: null })
        .where('id', '=', paymentLinkId)
        .where('claimed_until', '=', claim.claimed_until)
        .execute();
    };
  };
}
