// Kept apart from the zod schemas so a screen that only reads references does not load zod.

/** The id part of a reference that may be populated. */
export function refId(value: string | { id: string } | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? value : value.id;
}
