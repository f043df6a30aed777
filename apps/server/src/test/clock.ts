import { dayInTimeZone, STATISTICS_TIME_ZONE } from '@psp/domain';

/**
 * The tests' one reading of the clock. A test that needs "now" or "today" asks here (or computes from the
 * seed's fixed anchor, TEMPLATE_ANCHOR), never from `new Date()` or `Date.now()` itself; a test of the
 * tree keeps them out of test files. In a normal run this is the machine's clock. CI runs the tests that
 * read dates again with TEST_CLOCK set to edge days (the 1st of a month, 29 February, the DST Sundays,
 * 31 December): shifted-clock.ts then moves the whole process's clock there, the server's, the embedded
 * database's and the tests' alike, so what passes today passes on every day of the year.
 */
export function testNow(): Date {
  return new Date();
}

/** Milliseconds since the epoch of testNow(): for deadlines and elapsed time in tests. */
export function testNowMs(): number {
  return Date.now();
}

/** Today (YYYY-MM-DD) in a time zone, by testNow(). */
export function testToday(timeZone: string = STATISTICS_TIME_ZONE): string {
  return dayInTimeZone(testNow(), timeZone);
}

/** A calendar day `days` after `day` (negative: before), both YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
