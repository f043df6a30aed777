import { sql } from 'kysely';
import type { Database } from '../platform/db/database.js';
import { HttpError } from '../platform/http/errors.js';
import { linkUnavailable } from './link-rules.js';
import { paymentLinkPayable } from './link-status.js';

/** Longer than a processor call with its failovers; a claim of a process that died lapses after it. */
const CLAIM_SECONDS = 120;

/**
 * Claims a single-use payment link for one processor call (issue 12): of two customers paying the same
 * link at once, the second is told to wait (409 `link_busy`) before any card is authorised, rather than
 * authorised and then refused. A link that takes no payment any more (paid by another customer while
 * this one was at the issuer, deactivated, expired) is refused the same way, 409 `link_unavailable`, in
 * the same statement (issue 28). A reusable link takes payments side by side and is not claimed. Answers
 * the release, which frees only its own claim.
 */
export function paymentLinkClaims(database: Database) {
  // The claim's moment is its token: kept to milliseconds, as timestamps reach the app, so the release
  // names it exactly.
  return async (paymentLinkId: string): Promise<() => Promise<void>> => {
    const { rows } = await sql<{
      payable: boolean;
      claimed: boolean;
      reusable: boolean;
      claimed_until: string | null;
    }>`
      WITH link AS (
        SELECT l.id, l.reusable, ${paymentLinkPayable('l')} AS payable,
          (l.reusable OR l.claimed_until IS NULL OR l.claimed_until < now()) AS free
        FROM payment_links l WHERE l.id = ${paymentLinkId} FOR UPDATE
      ), claim AS (
        UPDATE payment_links p
           SET claimed_until = CASE WHEN link.reusable THEN p.claimed_until
                                    ELSE date_trunc('milliseconds', clock_timestamp())
                                         + make_interval(secs => ${CLAIM_SECONDS}) END
          FROM link
         WHERE p.id = link.id AND link.payable AND link.free
        RETURNING p.claimed_until
      )
      SELECT link.payable, link.reusable, EXISTS (SELECT 1 FROM claim) AS claimed,
        (SELECT claimed_until FROM claim) AS claimed_until
      FROM link`.execute(database.db);
    const [claim] = rows;
    if (!claim?.payable) throw linkUnavailable();
    if (!claim.claimed) {
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
