/** The statuses in which a link is still open: the customer may still use it, the merchant still close it. */
export const OPEN_LINK_STATUSES = ['CREATED', 'INITIATED'] as const;

export function isOpenLink(status: string): boolean {
  return (OPEN_LINK_STATUSES as readonly string[]).includes(status);
}

/** The error code of a link that takes nothing any more (expired, deactivated, paid, cancelled). */
export const LINK_UNAVAILABLE = 'link_unavailable';
