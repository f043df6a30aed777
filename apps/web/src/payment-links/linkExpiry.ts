import { LINK_MAX_LIFETIME_DAYS } from '@psp/domain';
import type { TFunction } from 'i18next';

/** How long a new link stays payable, in days, up to the maximum the server takes. */
export const EXPIRY_DAYS = ['1', '3', '7', '14', '30', String(LINK_MAX_LIFETIME_DAYS)] as const;

export const expiryOptions = (t: TFunction) =>
  EXPIRY_DAYS.map((days) => ({
    value: days,
    label: days === '1' ? t('links.oneDay') : t('links.days', { count: Number(days) }),
  }));

/** The expiry `days` from now. */
export function expiresAfter(days: string, now = new Date()): string {
  return new Date(now.getTime() + Number(days) * 86_400_000).toISOString();
}
