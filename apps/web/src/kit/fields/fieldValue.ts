import {
  type PopulatedRowOf,
  type PopulateKeyOf,
  type ResourceName,
  refName,
  toMajorUnits,
} from '@psp/domain';
import type { FieldDefinition } from './FieldDefinition';

/** What the card kind shows: never the number, only what may be kept of it. */
export interface CardSummary {
  brand: string;
  bin: string;
  last4: string;
}

/**
 * The value at a field's path: `customer.email_address` reads into the populated customer, and is
 * undefined while the customer is an id (not populated, or not readable by the caller).
 */
export function valueAt(row: object, path: string): unknown {
  let value: unknown = row;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A populated reference (or any record with an id). */
export function isRecord(value: unknown): value is { id: string } & Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'id' in value;
}

export function isCardSummary(value: unknown): value is CardSummary {
  return typeof value === 'object' && value !== null && 'bin' in value && 'last4' in value;
}

/** The currency of a money field for one row. */
export function currencyOf<N extends ResourceName, P extends PopulateKeyOf<N>>(
  field: Extract<FieldDefinition<N, P>, { kind: 'money' }>,
  row: PopulatedRowOf<N, P>,
): string | undefined {
  const { currency } = field;
  const code = typeof currency === 'function' ? currency(row) : valueAt(row, currency);
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/** The name a reference field shows: its label, else the populated record's name, else the id. */
export function referenceName<N extends ResourceName, P extends PopulateKeyOf<N>>(
  field: Extract<FieldDefinition<N, P>, { kind: 'reference' }>,
  row: PopulatedRowOf<N, P>,
): string | undefined {
  const value = valueAt(row, field.name);
  if (typeof value !== 'string' && !isRecord(value)) return undefined;
  return field.label?.(row) || refName(value);
}

/** Whether a field has nothing to show for a row (the detail view shows a dash). */
export function isEmptyField<N extends ResourceName, P extends PopulateKeyOf<N>>(
  field: FieldDefinition<N, P>,
  row: PopulatedRowOf<N, P>,
): boolean {
  if (field.kind === 'custom') return field.text(row) === '';
  const value = valueAt(row, field.name);
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/**
 * A field's plain text, as a CSV cell holds it: ISO dates, amounts in major units with their
 * currency, codes and ids as they are, references by name.
 */
export function fieldText<N extends ResourceName, P extends PopulateKeyOf<N>>(
  field: FieldDefinition<N, P>,
  row: PopulatedRowOf<N, P>,
): string {
  if (field.kind === 'custom') return field.text(row);
  const value = valueAt(row, field.name);
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'money': {
      const currency = currencyOf(field, row);
      return typeof value === 'number' && currency
        ? `${toMajorUnits(value, currency)} ${currency}`
        : String(value);
    }
    case 'reference':
      return referenceName(field, row) ?? '';
    case 'card':
      return isCardSummary(value) ? `${value.brand} ${value.bin}…${value.last4}` : '';
    case 'tags':
      return Array.isArray(value)
        ? value
            .map((tag) => (isRecord(tag) && typeof tag.text === 'string' ? tag.text : String(tag)))
            .join(', ')
        : '';
    case 'json':
      return JSON.stringify(value);
    case 'text':
    case 'number':
    case 'status':
    case 'dateTime':
    case 'date':
    case 'boolean':
    case 'country':
    case 'id':
    case 'enum':
      return String(value);
  }
}
