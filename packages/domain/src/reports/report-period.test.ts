import { describe, expect, it } from 'vitest';
import { latestDueRun, nextRunAfter, periodBeforeRun, type ScheduleTiming } from './report-period.js';

const amsterdam = (frequency: ScheduleTiming['frequency']): ScheduleTiming => ({
  frequency,
  time_of_day: '06:30',
  time_zone: 'Europe/Amsterdam',
});

describe('report schedule timing', () => {
  it.each([
    // Winter (UTC+1): 06:30 in Amsterdam is 05:30 UTC.
    ['daily', '2026-11-25T04:00:00Z', '2026-11-25T05:30:00.000Z'],
    ['daily', '2026-11-25T05:30:00Z', '2026-11-26T05:30:00.000Z'],
    // Wednesday 25 November: the next Monday is 30 November.
    ['weekly', '2026-11-25T12:00:00Z', '2026-11-30T05:30:00.000Z'],
    ['monthly', '2026-11-25T12:00:00Z', '2026-12-01T05:30:00.000Z'],
    ['monthly', '2026-12-25T12:00:00Z', '2027-01-01T05:30:00.000Z'],
    // Summer (UTC+2), across the change of 29 March 2026.
    ['daily', '2026-03-28T12:00:00Z', '2026-03-29T04:30:00.000Z'],
  ] as const)('runs %s after %s at %s', (frequency, after, expected) => {
    expect(nextRunAfter(amsterdam(frequency), new Date(after)).toISOString()).toBe(expected);
  });

  it.each([
    ['daily', '2026-11-25T05:30:00Z', '2026-11-23T23:00:00.000Z', '2026-11-24T23:00:00.000Z'],
    ['weekly', '2026-11-30T05:30:00Z', '2026-11-22T23:00:00.000Z', '2026-11-29T23:00:00.000Z'],
    ['monthly', '2026-12-01T05:30:00Z', '2026-10-31T23:00:00.000Z', '2026-11-30T23:00:00.000Z'],
    // October holds the change back to winter time: the period starts at UTC+2 and ends at UTC+1.
    ['monthly', '2026-11-01T05:30:00Z', '2026-09-30T22:00:00.000Z', '2026-10-31T23:00:00.000Z'],
  ] as const)('a %s run at %s covers the period before it', (frequency, run, start, end) => {
    const period = periodBeforeRun(amsterdam(frequency), new Date(run));
    expect([period.start.toISOString(), period.end.toISOString()]).toEqual([start, end]);
  });

  it('makes one run, the latest, for the runs a downtime missed', () => {
    const timing = amsterdam('daily');
    const due = new Date('2026-11-20T05:30:00Z');
    expect(latestDueRun(timing, due, new Date('2026-11-24T09:00:00Z')).toISOString()).toBe(
      '2026-11-24T05:30:00.000Z',
    );
    expect(latestDueRun(timing, due, new Date('2026-11-20T06:00:00Z'))).toEqual(due);
  });
});
