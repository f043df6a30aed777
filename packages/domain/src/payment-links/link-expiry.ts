/**
 * How long a link stays payable. Adyen's pay-by-link allows at most 70 days; a link without an expiry
 * gets a default: two weeks for a payment link (an invoice's usual term), one week for a card-add link
 * (a customer asked to store a card does so soon or not at all).
 */
export const LINK_MAX_LIFETIME_DAYS = 70;
export const LINK_DEFAULT_LIFETIME_DAYS = { paymentlink: 14, cardaddlink: 7 } as const;
const DAY_MS = 86_400_000;

/** The expiry of a link created at `now` that names none. */
export function defaultLinkExpiry(kind: keyof typeof LINK_DEFAULT_LIFETIME_DAYS, now = new Date()): string {
  return new Date(now.getTime() + LINK_DEFAULT_LIFETIME_DAYS[kind] * DAY_MS).toISOString();
}

/** The latest expiry a link may have at `now`. */
export function latestLinkExpiry(now = new Date()): Date {
  return new Date(now.getTime() + LINK_MAX_LIFETIME_DAYS * DAY_MS);
}

/** What is wrong with an expiry set at `now`: in the past, or beyond the maximum lifetime; null when fine. */
export function linkExpiryIssue(
  expiresAt: string,
  now = new Date(),
): { code: 'in_past' | 'too_late'; expected: string } | null {
  const time = new Date(expiresAt).getTime();
  if (time <= now.getTime()) return { code: 'in_past', expected: `after ${now.toISOString()}` };
  const latest = latestLinkExpiry(now);
  if (time > latest.getTime()) return { code: 'too_late', expected: `at most ${latest.toISOString()}` };
  return null;
}
