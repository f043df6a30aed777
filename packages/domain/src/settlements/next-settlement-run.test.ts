import { describe, expect, it } from 'vitest';
import { nextSettlementRun } from './next-settlement-run.js';

const at = (iso: string) => new Date(iso);

describe('nextSettlementRun', () => {
  it.each([
    [
      'daily, before the hour: today',
      { frequency: 'DAILY', weekday: null, month_day: null, hour: 6 },
      '2026-11-25T05:00:00Z',
      '2026-11-25T06:00:00.000Z',
    ],
    [
      'daily, at the hour: tomorrow',
      { frequency: 'DAILY', weekday: null, month_day: null, hour: 6 },
      '2026-11-25T06:00:00Z',
      '2026-11-26T06:00:00.000Z',
    ],
    [
      'weekly on Monday, from a Wednesday',
      { frequency: 'WEEKLY', weekday: 1, month_day: null, hour: 6 },
      '2026-11-25T12:00:00Z',
      '2026-11-30T06:00:00.000Z',
    ],
    [
      'weekly on Wednesday, that Wednesday before the hour',
      { frequency: 'WEEKLY', weekday: 3, month_day: null, hour: 14 },
      '2026-11-25T12:00:00Z',
      '2026-11-25T14:00:00.000Z',
    ],
    [
      'weekly on Wednesday, that Wednesday after the hour: a week on',
      { frequency: 'WEEKLY', weekday: 3, month_day: null, hour: 6 },
      '2026-11-25T12:00:00Z',
      '2026-12-02T06:00:00.000Z',
    ],
    [
      'weekly on Sunday (7)',
      { frequency: 'WEEKLY', weekday: 7, month_day: null, hour: 0 },
      '2026-11-25T12:00:00Z',
      '2026-11-29T00:00:00.000Z',
    ],
    [
      'monthly on the 1st, across the year',
      { frequency: 'MONTHLY', weekday: null, month_day: 1, hour: 6 },
      '2026-12-15T00:00:00Z',
      '2027-01-01T06:00:00.000Z',
    ],
    [
      'monthly on the 28th, later this month',
      { frequency: 'MONTHLY', weekday: null, month_day: 28, hour: 6 },
      '2026-02-03T00:00:00Z',
      '2026-02-28T06:00:00.000Z',
    ],
  ] as const)('%s', (_name, schedule, after, expected) => {
    expect(nextSettlementRun(schedule, at(after)).toISOString()).toBe(expected);
  });
});
