export interface FilterOption {
  value: string;
  label: string;
}

interface FilterBase {
  /** The API field; range filters use `field>` and `field<`, multi-selects `field[]`. */
  field: string;
  labelKey: string;
}

/** A filter of a ListPage's filter bar. */
export type FilterDefinition =
  | (FilterBase & { kind: 'text' })
  | (FilterBase & { kind: 'select'; options: readonly FilterOption[] })
  | (FilterBase & { kind: 'multiSelect'; options: readonly FilterOption[] })
  /** Entered in major units of `currency` when given, sent in minor units with `currency_code` naming it. */
  | (FilterBase & { kind: 'numberRange'; currency?: string })
  | (FilterBase & { kind: 'dateRange' });
