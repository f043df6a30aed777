/**
 * Growth against the previous period (001 §9), as a share (0.25 is +25 %) rounded to a tenth of a
 * percent; null when there is no previous figure to grow from (none, or zero).
 */
export function growthOf(current: number, previous: number | null): number | null {
  if (previous === null || previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 1000;
}

/** An average rounded to a whole number (001 §9: averages are rounded; money in minor units); 0 of nothing. */
export function roundedAverage(total: number, parts: number): number {
  return parts > 0 ? Math.round(total / parts) : 0;
}
