import type { FilterKeyOf, ResourceName, SortKeyOf } from '@psp/domain';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterBase<N extends ResourceName> {
  /** A field the resource filters on; range filters send `field>` and `field<`, multi-selects `field[]`. */
  field: FilterKeyOf<N>;
  labelKey: string;
}

/** A filter of a ListPage's filter bar, on one of resource N's filterable fields. */
export type FilterDefinition<N extends ResourceName = ResourceName> =
  | (FilterBase<N> & { kind: 'text' })
  | (FilterBase<N> & { kind: 'select'; options: readonly FilterOption[] })
  | (FilterBase<N> & { kind: 'multiSelect'; options: readonly FilterOption[] })
  /** Entered in major units of `currency` when given, sent in minor units with `currency_code` naming it. */
  | (FilterBase<N> & { kind: 'numberRange'; currency?: string })
  | (FilterBase<N> & { kind: 'dateRange' });

/** A filter parameter of resource N's list: a field, its range bounds, or its list of values. */
export type FilterParam<N extends ResourceName> =
  | FilterKeyOf<N>
  | `${FilterKeyOf<N>}>`
  | `${FilterKeyOf<N>}<`
  | `${FilterKeyOf<N>}[]`;

/** A sort of resource N's list: a sortable field, ascending, or descending with a leading `-`. */
export type SortOf<N extends ResourceName> = SortKeyOf<N> | `-${SortKeyOf<N>}`;
