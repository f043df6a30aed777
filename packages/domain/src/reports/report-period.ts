import type { ReportFrequency } from './report-schedule.schema.js';

/** A calendar day as a time zone's wall clock shows it. */
interface LocalDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time of an instant in a time zone. */
function wallClock(instant: Date, timeZone: string) {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormat.set(timeZone, format);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(instant)) part[type] = Number(value);
  return {
    year: part.year!,
    month: part.month!,
    day: part.day!,
    hour: part.hour!,
    minute: part.minute!,
    second: part.second!,
  };
}

/** The instant a time zone's wall clock shows the given day and time (the later one across a DST gap). */
export function zonedInstant(day: LocalDay, hour: number, minute: number, timeZone: string): Date {
  const wanted = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  let guess = wanted;
  // Two corrections settle the offset, also across a daylight-saving change.
  for (let step = 0; step < 2; step++) {
    const shown = wallClock(new Date(guess), timeZone);
    const shownUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute, shown.second);
    guess += wanted - shownUtc;
  }
  return new Date(guess);
}

function addDays(day: LocalDay, days: number): LocalDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The first day of the period (day, ISO week from Monday, month) that holds the given day. */
function periodStartDay(frequency: ReportFrequency, day: LocalDay): LocalDay {
  switch (frequency) {
    case 'daily':
      return day;
    case 'weekly': {
      const weekday = (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7;
      return addDays(day, -weekday);
    }
    case 'monthly':
      return { ...day, day: 1 };
  }
}

function nextPeriodStartDay(frequency: ReportFrequency, start: LocalDay): LocalDay {
  switch (frequency) {
    case 'daily':
      return addDays(start, 1);
    case 'weekly':
      return addDays(start, 7);
    case 'monthly':
      return start.month === 12
        ? { year: start.year + 1, month: 1, day: 1 }
        : { ...start, month: start.month + 1 };
  }
}

function previousPeriodStartDay(frequency: ReportFrequency, start: LocalDay): LocalDay {
  switch (frequency) {
    case 'daily':
      return addDays(start, -1);
    case 'weekly':
      return addDays(start, -7);
    case 'monthly':
      return start.month === 1
        ? { year: start.year - 1, month: 12, day: 1 }
        : { ...start, month: start.month - 1 };
  }
}

export interface ScheduleTiming {
  frequency: ReportFrequency;
  /** HH:MM on the wall clock of `time_zone`. */
  time_of_day: string;
  time_zone: string;
}

/** The instant of the run at the start of the period that begins on `start`. */
function runOf(timing: ScheduleTiming, start: LocalDay): Date {
  const [hour, minute] = timing.time_of_day.split(':').map(Number) as [number, number];
  return zonedInstant(start, hour, minute, timing.time_zone);
}

/**
 * The first run after an instant: a schedule runs once per period (every day, every Monday, the first
 * of every month) at its time of day in its time zone.
 */
export function nextRunAfter(timing: ScheduleTiming, after: Date): Date {
  let start = periodStartDay(timing.frequency, wallClock(after, timing.time_zone));
  for (;;) {
    const run = runOf(timing, start);
    if (run.getTime() > after.getTime()) return run;
    start = nextPeriodStartDay(timing.frequency, start);
  }
}

/**
 * The latest run due at `now` of a schedule whose next run was `due`: after a downtime that missed
 * several runs, only the last is made (a missed run runs once, never once per missed period).
 */
export function latestDueRun(timing: ScheduleTiming, due: Date, now: Date): Date {
  let run = due;
  for (;;) {
    const next = nextRunAfter(timing, run);
    if (next.getTime() > now.getTime()) return run;
    run = next;
  }
}

/** The period a run reports on: the whole day, ISO week or month before the one the run falls in. */
export function periodBeforeRun(timing: ScheduleTiming, run: Date): { start: Date; end: Date } {
  const current = periodStartDay(timing.frequency, wallClock(run, timing.time_zone));
  const previous = previousPeriodStartDay(timing.frequency, current);
  return {
    start: zonedInstant(previous, 0, 0, timing.time_zone),
    end: zonedInstant(current, 0, 0, timing.time_zone),
  };
}
