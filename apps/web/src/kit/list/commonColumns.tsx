import { refName } from '@psp/domain';
import { DateTime } from '../format/DateTime';
import type { ListColumn } from './ListColumn';

type Reference = string | { id: string; name?: unknown } | null;

/** The creation time of a record, sortable; the CSV cell is the ISO timestamp. */
export function createdAtColumn<T extends { created_at: string }>(entity: string): ListColumn<T> {
  return {
    id: 'created_at',
    labelKey: `fields:${entity}.created_at`,
    sortField: 'created_at',
    render: (row) => <DateTime value={row.created_at} />,
    csv: (row) => row.created_at,
  };
}

/** The id of the organisation column: ListPage shows it by default where a list spans several organisations. */
export const ORGANISATION_COLUMN = 'organisation';

/**
 * The organisation a record belongs to, by name when it was populated. It shows by default where the list
 * can hold several organisations' rows; elsewhere `hiddenByDefault` hides it until the user shows it.
 */
export function organisationColumn<T extends { organisation: Reference }>(
  entity: string,
  options: { hiddenByDefault?: boolean } = {},
): ListColumn<T> {
  return {
    id: ORGANISATION_COLUMN,
    labelKey: `fields:${entity}.organisation`,
    render: (row) => refName(row.organisation),
    csv: (row) => refName(row.organisation) ?? '',
    ...(options.hiddenByDefault && { hiddenByDefault: true as const }),
  };
}

/** A text field shown and exported as it is; sortable by the field unless `sortable: false`. */
export function textColumn<T>(
  entity: string,
  field: keyof T & string,
  options: { sortable?: boolean; hiddenByDefault?: boolean } = {},
): ListColumn<T> {
  const text = (row: T) => {
    const value = row[field];
    return value === null || value === undefined ? '' : String(value);
  };
  return {
    id: field,
    labelKey: `fields:${entity}.${field}`,
    ...(options.sortable !== false && { sortField: field }),
    render: text,
    csv: text,
    ...(options.hiddenByDefault && { hiddenByDefault: true as const }),
  };
}
