/** Date range presets of the statistics and list filters (001 §2.3): days are local calendar days. */
export const DATE_RANGE_PRESETS = [
  'today',
  'yesterday',
  'last7Days',
  'last28Days',
  'last90Days',
  'last365Days',
  'previousMonth',
  'previousQuarter',
  'previousYear',
  'currentMonth',
  'currentQuarter',
  'currentYear',
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone (a report's, a schedule's). */
export function dayInTimeZone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** A range of calendar days, both ends included, as YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

export function toDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function range(from: Date, to: Date): DayRange {
  return { from: toDay(from), to: toDay(to) };
}

export function presetRange(preset: DateRangePreset, today: Date): DayRange {
  const year = today.getFullYear();
  const month = today.getMonth();
  const day = today.getDate();
  const quarterStart = month - (month % 3);
  switch (preset) {
    case 'today':
      return range(today, today);
    case 'yesterday':
      return range(new Date(year, month, day - 1), new Date(year, month, day - 1));
    case 'last7Days':
      return range(new Date(year, month, day - 6), today);
    case 'last28Days':
      return range(new Date(year, month, day - 27), today);
    case 'last90Days':
      return range(new Date(year, month, day - 89), today);
    case 'last365Days':
      return range(new Date(year, month, day - 364), today);
    case 'previousMonth':
      return range(new Date(year, month - 1, 1), new Date(year, month, 0));
    case 'previousQuarter':
      return range(new Date(year, quarterStart - 3, 1), new Date(year, quarterStart, 0));
    case 'previousYear':
      return range(new Date(year - 1, 0, 1), new Date(year - 1, 11, 31));
    case 'currentMonth':
      return range(new Date(year, month, 1), today);
    case 'currentQuarter':
      return range(new Date(year, quarterStart, 1), today);
    case 'currentYear':
      return range(new Date(year, 0, 1), today);
  }
}

function parseDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/** The first instant of a local calendar day, as an ISO timestamp for a `field>` filter. */
export function startOfDayIso(day: string): string {
  return parseDay(day).toISOString();
}

/** The last millisecond of a local calendar day, as an ISO timestamp for a `field<` filter. */
export function endOfDayIso(day: string): string {
  const date = parseDay(day);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1, 0, 0, 0, -1).toISOString();
}

/** The local calendar day of an ISO timestamp. */
export function dayOfIso(iso: string): string {
  return toDay(new Date(iso));
}
