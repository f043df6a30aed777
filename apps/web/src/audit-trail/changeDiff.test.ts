import { describe, expect, it } from 'vitest';
import { changedFields } from './changeDiff';

describe('the fields a change touched', () => {
  it('lists only what an update changed, nested values compared whole', () => {
    const before = { name: 'Cards', details: { if: [{ value: 10 }] }, updated_at: 'a' };
    const after = { name: 'Cards by amount', details: { if: [{ value: 10 }] }, updated_at: 'b' };
    expect(changedFields(before, after)).toEqual([
      { field: 'name', before: 'Cards', after: 'Cards by amount' },
      { field: 'updated_at', before: 'a', after: 'b' },
    ]);
  });
  it('lists every field of a created or deleted record', () => {
    expect(changedFields(null, { name: 'New', active: true })).toEqual([
      { field: 'active', before: undefined, after: true },
      { field: 'name', before: undefined, after: 'New' },
    ]);
  });
});
