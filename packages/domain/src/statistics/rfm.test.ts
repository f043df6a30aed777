import { describe, expect, it } from 'vitest';
import { RFM_SEGMENTS, type RfmScore, type RfmSegment, rfmSegment } from './rfm.js';

describe('RFM segment of the recency, frequency and monetary scores', () => {
  const cases: [RfmScore, RfmScore, RfmScore, RfmSegment][] = [
    [5, 5, 5, 'champions'],
    [5, 4, 5, 'champions'],
    [4, 5, 5, 'loyal_customers'],
    [3, 4, 4, 'loyal_customers'],
    [5, 1, 1, 'new_customers'],
    [4, 1, 1, 'promising'],
    [5, 2, 3, 'potential_loyalists'],
    [4, 3, 3, 'potential_loyalists'],
    [3, 3, 3, 'need_attention'],
    [3, 1, 2, 'about_to_sleep'],
    [2, 3, 4, 'at_risk'],
    [1, 5, 5, 'cant_lose_them'],
    [1, 5, 4, 'cant_lose_them'],
    [2, 1, 2, 'hibernating'],
    [1, 1, 1, 'hibernating'],
  ];
  it.each(cases)('R%d F%d M%d is %s', (recency, frequency, monetary, segment) => {
    expect(rfmSegment(recency, frequency, monetary)).toBe(segment);
  });

  it('reaches every segment and only those', () => {
    const scores = [1, 2, 3, 4, 5] as const;
    const reached = new Set(
      scores.flatMap((r) => scores.flatMap((f) => scores.map((m) => rfmSegment(r, f, m)))),
    );
    expect([...reached].sort()).toEqual([...RFM_SEGMENTS].sort());
  });
});
