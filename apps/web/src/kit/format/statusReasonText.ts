import { statusReasonOf } from '@psp/domain';
import type { TFunction } from 'i18next';

/** A payment's status reason in the reader's language when the product knows it; else as it was given. */
export function statusReasonText(t: TFunction, reason: string): string {
  const known = statusReasonOf(reason);
  return known ? t(`statusReasons.${known.key}`, { ...known.values, defaultValue: reason }) : reason;
}
