import type { Change } from '@psp/domain';
import type { TFunction } from 'i18next';

/** Names of records a version refers to by id (processors, tags, payment profiles); the id otherwise. */
export type NameOf = (id: string) => string | undefined;

const isCondition = (value: unknown): value is { name: string; operator: string; value: unknown } =>
  typeof value === 'object' && value !== null && 'operator' in value && 'name' in value;
const isNode = (value: unknown): value is { if: unknown[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { if?: unknown }).if);

/** A value of a version as a reader says it: a condition as `amount > 5000`, a tree node by its test. */
export function valueText(t: TFunction, value: unknown, nameOf: NameOf): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return nameOf(value) ?? value;
  if (isCondition(value)) return `${value.name} ${value.operator} ${valueText(t, value.value, nameOf)}`;
  if (isNode(value)) {
    return t('versions.value.node', {
      conditions: value.if
        .map((condition) => valueText(t, condition, nameOf))
        .join(` ${t('versions.value.and')} `),
    });
  }
  if (Array.isArray(value)) return value.map((item) => valueText(t, item, nameOf)).join(', ');
  return String(value);
}

/**
 * Where a change is, in words: `rules.2.value` → "Rule 3 › Value", `details.else.then.if.0` →
 * "Otherwise › Then › Condition 1".
 */
export function pathText(t: TFunction, path: string): string {
  const tokens = path.split('.');
  const parts: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const next = tokens[index + 1];
    if ((token === 'rules' || token === 'if') && next !== undefined && /^\d+$/.test(next)) {
      parts.push(
        t(token === 'rules' ? 'versions.path.rule' : 'versions.path.condition', { n: Number(next) + 1 }),
      );
      index++;
    } else if (token === 'details') {
      if (tokens.length === 1) parts.push(t('versions.path.tree'));
    } else {
      parts.push(t(`versions.path.${token}`, { defaultValue: token }));
    }
  }
  return parts.join(' › ');
}

/** One change as a sentence part: what was there and what is now. */
export function changeValues(
  t: TFunction,
  change: Change,
  nameOf: NameOf,
): { before: string; after: string } {
  return {
    before: change.kind === 'added' ? '—' : valueText(t, change.before, nameOf),
    after: change.kind === 'removed' ? '—' : valueText(t, change.after, nameOf),
  };
}
