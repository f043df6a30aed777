import { type StatusFamily, statusesOf } from '@psp/domain';
import type { TFunction } from 'i18next';

/** The status options of one family, in their translated names (the status filter of a payments list). */
export function statusOptions(family: StatusFamily, t: TFunction) {
  return (statusesOf(family) as readonly string[]).map((status) => ({
    value: status,
    label: t(`status.${status}`),
  }));
}
