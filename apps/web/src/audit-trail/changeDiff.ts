export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields a change touched, by name: for an update those whose value differs, for a create or a
 * delete every field of the record (one side empty). Values are compared as JSON.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return names
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((change) => !before || !after || JSON.stringify(change.before) !== JSON.stringify(change.after));
}
