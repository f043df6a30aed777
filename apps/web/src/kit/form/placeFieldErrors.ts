import type { ApiErrorDetail } from '../api/ApiError';

/** The form path of a server error: `body.details.then.if.2.value` (or its segments) → `details.then.if.2.value`. */
export function formPathOf(path: readonly (string | number)[] | string): string {
  return (typeof path === 'string' ? path : path.join('.')).replace(/^body(\.|$)/, '');
}

/** The declared field a path belongs to: the field itself, else its nearest declared parent. */
export function fieldOfPath(path: string, fieldNames: ReadonlySet<string>): string | undefined {
  for (let end = path.length; end > 0; end = path.lastIndexOf('.', end - 1)) {
    const candidate = path.slice(0, end);
    if (fieldNames.has(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Server field errors placed on a form's fields by path prefix, so an editor can show an error deep in
 * a tree (`details.then.if.2.value`) on that input, or on the nearest part of the tree it declares.
 * The first error of a field is the one shown; errors no field holds are left for the form's message.
 */
export function placeFieldErrors(
  details: readonly ApiErrorDetail[],
  fieldNames: Iterable<string>,
): { placed: Map<string, ApiErrorDetail>; unplaced: ApiErrorDetail[] } {
  const names = new Set(fieldNames);
  const placed = new Map<string, ApiErrorDetail>();
  const unplaced: ApiErrorDetail[] = [];
  for (const detail of details) {
    const field = fieldOfPath(formPathOf(detail.path), names);
    if (field === undefined) unplaced.push(detail);
    else if (!placed.has(field)) placed.set(field, detail);
  }
  return { placed, unplaced };
}
