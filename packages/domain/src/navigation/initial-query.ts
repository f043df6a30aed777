import type { InitialQuery, InitialQueryValue } from './route-definition.js';

function resolveValue(value: InitialQueryValue, now: Date): string {
  if (typeof value === 'string') return value;
  if ('endOfDay' in value) {
    return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 0, -1).toISOString();
  }
  const { monthsAgo = 0, daysAgo = 0 } = value.startOfDay;
  return new Date(now.getFullYear(), now.getMonth() - monthsAgo, now.getDate() - daysAgo).toISOString();
}

/** The concrete query parameters a route starts with at `now`. */
export function resolveInitialQuery(query: InitialQuery, now: Date): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, resolveValue(value, now)]));
}
