import { describe, expect, it } from 'vitest';
import { payoutStage } from './payout-stage.js';

describe('payout stage (issue 29: one reading of a payout, as host2host shows it)', () => {
  it("is the bank file's status while the payout is on its way", () => {
    expect(payoutStage('IN_TRANSIT', null)).toBe('IN_TRANSIT');
    expect(payoutStage('IN_TRANSIT', 'CREATED')).toBe('CREATED');
    expect(payoutStage('IN_TRANSIT', 'SENT')).toBe('SENT');
    expect(payoutStage('IN_TRANSIT', 'ACKNOWLEDGED')).toBe('ACKNOWLEDGED');
    expect(payoutStage('IN_TRANSIT', 'REJECTED')).toBe('IN_TRANSIT');
  });
  it("is the payout's own status once the bank settled it", () => {
    expect(payoutStage('PAID', 'ACKNOWLEDGED')).toBe('PAID');
    expect(payoutStage('FAILED', 'ACKNOWLEDGED')).toBe('FAILED');
    expect(payoutStage('PAID', null)).toBe('PAID');
  });
});
