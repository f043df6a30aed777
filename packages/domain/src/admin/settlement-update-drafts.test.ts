import { describe, expect, it } from 'vitest';
import { cloneOfSettlementUpdate, reverseOfSettlementUpdate } from './settlement-update.schema.js';

const update = {
  processor_settlement: { id: '0b6c1a52-56c4-4c0e-9a36-1f8e4f0a2c11', name: 'Adyen EUR' },
  last: '2026-12-01T08:00:00.000Z',
  old_last: '2026-11-30T08:00:00.000Z',
  update_last_run: true,
};

describe('settlement update drafts (001 §2.9, §4)', () => {
  it('clones the processor settlement, last and the run choice', () => {
    expect(cloneOfSettlementUpdate(update)).toEqual({
      kind: 'clone',
      values: {
        processor_settlement: '0b6c1a52-56c4-4c0e-9a36-1f8e4f0a2c11',
        last: '2026-12-01T08:00:00.000Z',
        update_last_run: true,
      },
    });
  });

  it('reverses to the old last without a run, and not without an old last', () => {
    expect(reverseOfSettlementUpdate(update)?.values).toEqual({
      processor_settlement: '0b6c1a52-56c4-4c0e-9a36-1f8e4f0a2c11',
      last: '2026-11-30T08:00:00.000Z',
      update_last_run: false,
    });
    expect(reverseOfSettlementUpdate({ ...update, old_last: null })).toBeUndefined();
  });
});
