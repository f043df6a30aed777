import { type StatusFamily, statusesOf } from '@psp/domain';
import type { TFunction } from 'i18next';
import type { FilterDefinition } from '../kit/list/FilterDefinition';

/** A status filter with the statuses of one family, in their translated names. */
export function statusFilter(family: StatusFamily, labelKey: string, t: TFunction): FilterDefinition {
  return {
    kind: 'multiSelect',
    field: 'status',
    labelKey,
    options: (statusesOf(family) as readonly string[]).map((status) => ({
      value: status,
      label: t(`status.${status}`),
    })),
  };
}

/** The filters refunds and chargebacks share with transactions (002 §2: 'a transaction-style filter'). */
export function moneyRecordFilters(
  entity: 'refund' | 'chargeback',
  family: StatusFamily,
  currency: string,
  t: TFunction,
): FilterDefinition[] {
  return [
    { kind: 'dateRange', field: 'created_at', labelKey: `fields:${entity}.created_at` },
    statusFilter(family, `fields:${entity}.status`, t),
    { kind: 'numberRange', field: 'amount', labelKey: `fields:${entity}.amount`, currency },
    { kind: 'text', field: 'id', labelKey: `fields:${entity}.id` },
  ];
}
