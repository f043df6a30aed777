import { describe, expect, it } from 'vitest';
import { growthOf, roundedAverage } from './totals.js';

describe('totals figures (001 §9)', () => {
  it('growth is a share of the previous period, rounded to a tenth of a percent', () => {
    expect(growthOf(56, 5)).toBe(10.2);
    expect(growthOf(90, 100)).toBe(-0.1);
    expect(growthOf(1, 3)).toBe(-0.667);
    expect(growthOf(5, 0)).toBeNull();
    expect(growthOf(5, null)).toBeNull();
  });
  it('averages are rounded, and nothing over no periods', () => {
    expect(roundedAverage(1000, 3)).toBe(333);
    expect(roundedAverage(1001, 2)).toBe(501);
    expect(roundedAverage(10, 0)).toBe(0);
  });
});
