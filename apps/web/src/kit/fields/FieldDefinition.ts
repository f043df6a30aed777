import type {
  PopulatedRowOf,
  PopulateKeyOf,
  PopulateOf,
  ResourceName,
  RowOf,
  SortKeyOf,
  StatusFamily,
} from '@psp/domain';
import type { ReactNode } from 'react';
import type { FormField } from '../form/FormField';

export const FIELD_KINDS = [
  'text',
  'number',
  'money',
  'status',
  'dateTime',
  'date',
  'reference',
  'boolean',
  'country',
  'card',
  'id',
  'json',
  'tags',
  'enum',
  'custom',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** A field of resource N's row, or a dotted path into one of the populated references P (`customer.email_address`). */
export type FieldPath<N extends ResourceName, P extends PopulateKeyOf<N> = never> =
  | (keyof RowOf<N> & string)
  | { [K in P]: `${K}.${keyof RowOf<PopulateOf<N>[K] & ResourceName> & string}` }[P];

/** Where a field shows in a list; only a field the API sorts on may be `sortable`. */
export interface ListPlacement<Sortable extends boolean = boolean> {
  /** Sorts by the field (its name is the API sort key). */
  sortable?: Sortable extends true ? boolean : never;
  /** Hidden until the user shows it in the table settings. */
  hiddenByDefault?: boolean;
  align?: 'right';
}

/** How a field is entered in a form: the FormField options besides its name and label. */
export type FormPlacement = Omit<FormField, 'name' | 'labelKey' | 'kind'> & { kind?: FormField['kind'] };

interface FieldBase<N extends ResourceName, F extends string> {
  name: F;
  /** Translation key of the label; `fields:{resource}.{name}` when left out. */
  labelKey?: string;
  list?: ListPlacement<F extends SortKeyOf<N> ? true : false>;
  detail?: true;
  form?: FormPlacement;
}

type Row<N extends ResourceName, P extends PopulateKeyOf<N>> = PopulatedRowOf<N, P>;

/** The kind of a field and its options. */
export type FieldKindOptions<N extends ResourceName, P extends PopulateKeyOf<N>> =
  | {
      kind: 'text' | 'number' | 'dateTime' | 'date' | 'boolean' | 'country' | 'card' | 'id' | 'json' | 'tags';
    }
  /** Integer minor units; the currency is read from another field (a path) or computed from the row. */
  | { kind: 'money'; currency: FieldPath<N, P> | ((row: Row<N, P>) => string | null | undefined) }
  /** A status tag in the colour of its family's tone. */
  | { kind: 'status'; family: StatusFamily }
  /**
   * A reference: the populated record's name (or the id), linking to `link(id)` when given. `label`
   * names it from the row when a record's `name` does not (a customer by name or e-mail address).
   */
  | {
      kind: 'reference';
      link?: (id: string) => string;
      label?: (row: Row<N, P>) => string | null | undefined;
    }
  /** A value of a closed list, shown as `t(labelPrefix + value)`; a form offers `values` in that order. */
  | { kind: 'enum'; labelPrefix: string; values?: readonly string[] }
  /** Anything else: how it renders, and its CSV text. */
  | { kind: 'custom'; render: (row: Row<N, P>) => ReactNode; text: (row: Row<N, P>) => string };

/** One field of a resource's screens: what it is, its label, and where it shows. */
export type FieldDefinition<N extends ResourceName, P extends PopulateKeyOf<N> = never> = {
  [F in FieldPath<N, P>]: FieldBase<N, F>;
}[FieldPath<N, P>] &
  FieldKindOptions<N, P>;

/** The fields of one resource's screens, with the references they read populated. */
export interface FieldList<N extends ResourceName, P extends PopulateKeyOf<N> = never> {
  resource: N;
  populate: readonly P[];
  fields: readonly FieldDefinition<N, P>[];
}
