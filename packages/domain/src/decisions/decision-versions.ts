import { z } from 'zod';

/** Who wrote a version, as the versions list names them (an API key's id, a job's name). */
export const VERSION_AUTHOR_KINDS = ['user', 'api_key', 'system'] as const;

export const versionAuthorSchema = z.object({
  kind: z.enum(VERSION_AUTHOR_KINDS),
  id: z.string().nullable(),
  name: z.string().nullable(),
});

/** One immutable version of a ruleset or routing: its content as it was saved, newest first in lists. */
export function decisionVersionSchema<C extends z.ZodType>(content: C) {
  return z.object({
    version: z.int().min(1),
    created_at: z.iso.datetime({ offset: true }),
    author: versionAuthorSchema,
    /** The version a rollback restored, for a version a rollback wrote. */
    rolled_back_from: z.int().min(1).nullable(),
    content,
  });
}

/** `POST /api/{validationruleset|routing}/{id}/rollback`: the version to restore, as a new version. */
export const rollbackInputSchema = z.strictObject({
  id: z.uuid(),
  /** Versions are PostgreSQL integers: a larger number is a 400 on the field, not a database error. */
  version: z.int().min(1).max(2_147_483_647),
});
export type RollbackInput = z.infer<typeof rollbackInputSchema>;

/** Per ruleset or routing in scope: payments that matched it / were routed by it. */
export const decisionHitsSchema = z.object({
  id: z.uuid(),
  last_24h: z.int().min(0),
  last_30d: z.int().min(0),
});
export type DecisionHits = z.infer<typeof decisionHitsSchema>;

/** One difference between two versions' contents, at a dotted path (`rules.2.value`, `details.else.if.0`). */
export interface Change {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list of plain values (an IN list) is read as one value: its change is one change, not one per item. */
const isLeaf = (value: unknown): boolean =>
  !isRecord(value) && !(Array.isArray(value) && value.some((item) => typeof item === 'object' && item));

function same(before: unknown, after: unknown): boolean {
  return JSON.stringify(before) === JSON.stringify(after);
}

/**
 * The changes from `before` to `after`, walking records by key and lists by position, down to plain
 * values: a rule added at the end is `added` at `rules.3`, a condition's value changed is `changed` at
 * its `value`, a branch that became a processor is `changed` at the branch with both sides whole.
 */
export function diffContent(before: unknown, after: unknown, path = ''): Change[] {
  if (same(before, after)) return [];
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => {
      if (!(key in before)) return [{ path: at(key), kind: 'added' as const, after: after[key] }];
      if (!(key in after)) return [{ path: at(key), kind: 'removed' as const, before: before[key] }];
      return diffContent(before[key], after[key], at(key));
    });
  }
  if (Array.isArray(before) && Array.isArray(after) && !(isLeaf(before) && isLeaf(after))) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) => {
      if (index >= before.length) return [{ path: at(index), kind: 'added' as const, after: after[index] }];
      if (index >= after.length)
        return [{ path: at(index), kind: 'removed' as const, before: before[index] }];
      return diffContent(before[index], after[index], at(index));
    }).flat();
  }
  return [{ path, kind: 'changed', before, after }];
}
