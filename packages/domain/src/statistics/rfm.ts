/**
 * RFM segments (ADR 0017): each customer scores 1–5 on recency (days since the last payment, recent
 * scores high), frequency (revenue payments) and monetary value (revenue), by quintile among the
 * customers in view; the segment is read from the recency score and the mean of the frequency and
 * monetary scores (rounded half up) on the classic ten-segment RF grid.
 */
export const RFM_SEGMENTS = [
  'champions',
  'loyal_customers',
  'potential_loyalists',
  'new_customers',
  'promising',
  'need_attention',
  'about_to_sleep',
  'at_risk',
  'cant_lose_them',
  'hibernating',
] as const;
export type RfmSegment = (typeof RFM_SEGMENTS)[number];

export type RfmScore = 1 | 2 | 3 | 4 | 5;

/** The segment of a customer's recency, frequency and monetary scores (each 1 … 5). */
export function rfmSegment(recency: RfmScore, frequency: RfmScore, monetary: RfmScore): RfmSegment {
  const value = Math.floor((frequency + monetary) / 2 + 0.5);
  if (recency <= 2) {
    if (value <= 2) return 'hibernating';
    return value === 5 ? 'cant_lose_them' : 'at_risk';
  }
  if (recency === 3) {
    if (value <= 2) return 'about_to_sleep';
    return value === 3 ? 'need_attention' : 'loyal_customers';
  }
  if (value === 1) return recency === 5 ? 'new_customers' : 'promising';
  if (value <= 3) return 'potential_loyalists';
  return recency === 5 ? 'champions' : 'loyal_customers';
}
