import { describe, expect, it } from 'vitest';
import { columnsOf } from '../kit/fields/columnsOf';
import { REFUND_FIELDS } from './refundFields';

describe('refund list columns (002 §2)', () => {
  it("show the transaction's id, date and recurring type with the amounts by default", () => {
    const shown = columnsOf(REFUND_FIELDS)
      .filter((column) => !column.hiddenByDefault)
      .map((column) => column.id);
    // Issue 29: the refund's id and reason are behind the table settings, so these fit 1440 px.
    expect(shown).not.toContain('id');
    expect(shown).toEqual(
      expect.arrayContaining([
        'amount',
        'transaction.amount',
        'transaction.id',
        'transaction.created_at',
        'transaction.recurring_type',
      ]),
    );
  });
});
