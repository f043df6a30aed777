// Kept apart from the zod schemas so a screen that only reads references does not load zod.

/** The id part of a reference that may be populated. */
export function refId(value: string | { id: string } | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? value : value.id;
}

/** What a screen shows for a reference: the name of the populated record, else its id. */
export function refName(
  value: string | { id: string; name?: unknown } | null | undefined,
): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  return typeof value.name === 'string' ? value.name : value.id;
}
