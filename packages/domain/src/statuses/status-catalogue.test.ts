import { describe, expect, it } from 'vitest';
import { STATUS_FAMILIES, STATUS_TONES, statusColour, statusTone, TONE_COLOURS } from './status-catalogue.js';

describe('status catalogue', () => {
  it('gives every status of every family a known tone with a colour', () => {
    for (const family of Object.values(STATUS_FAMILIES)) {
      for (const tone of Object.values(family)) expect(STATUS_TONES).toContain(tone);
    }
    for (const tone of STATUS_TONES) expect(TONE_COLOURS[tone]).toMatch(/^[a-z]+$/);
  });

  it('colours by family: the same word may mean different things', () => {
    expect(statusColour('transaction', 'SETTLEMENT_COMPLETED')).toBe('green');
    expect(statusColour('transaction', 'DECLINED')).toBe('red');
    expect(statusColour('chargeback', 'OPEN')).toBe('blue');
    expect(statusTone('refund', 'HOLD')).toBe('dispute');
    expect(statusTone('transaction', 'NOT_A_STATUS')).toBe('neutral');
  });

  it('holds the transaction catalogue of 002 §4 (29 values)', () => {
    expect(Object.keys(STATUS_FAMILIES.transaction)).toHaveLength(29);
  });
});
