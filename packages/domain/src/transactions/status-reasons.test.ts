import { describe, expect, it } from 'vitest';
import { OUTCOME_INFO } from '../processors/test-cards.js';
import {
  blockedByRuleset,
  blockedByScreening,
  statusReasonOf,
  TRANSACTION_STATUS_REASONS,
} from './status-reasons.js';

describe('statusReasonOf', () => {
  it('knows every reason the product writes, also those with a name or a score in them', () => {
    for (const [key, text] of Object.entries(TRANSACTION_STATUS_REASONS)) {
      expect(statusReasonOf(text)).toEqual({ key, values: {} });
    }
    for (const info of Object.values(OUTCOME_INFO)) {
      if (info.reason) expect(statusReasonOf(info.reason)).toBeDefined();
    }
    expect(statusReasonOf(blockedByRuleset('High risk: NL'))).toEqual({
      key: 'blockedByRuleset',
      values: { name: 'High risk: NL' },
    });
    expect(statusReasonOf(blockedByScreening(87))).toEqual({
      key: 'blockedByScreening',
      values: { score: '87' },
    });
  });

  it("leaves a processor's or an operator's own words alone", () => {
    expect(statusReasonOf('Processed manually after a processor outage')).toBeUndefined();
  });
});
