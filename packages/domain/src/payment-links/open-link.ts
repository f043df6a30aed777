/** The statuses in which a link is still open: the customer may still use it, the merchant still close it. */
export const OPEN_LINK_STATUSES = ['CREATED', 'INITIATED'] as const;

export function isOpenLink(status: string): boolean {
  return (OPEN_LINK_STATUSES as readonly string[]).includes(status);
}
