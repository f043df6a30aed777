import type { DemoCountry, MerchantKind } from './demo-organisations.js';

/**
 * When people pay: relative volume by local hour, weekday and season per kind of merchant. The numbers
 * are shaped after typical European acquiring data (shops peak at lunch, webshops in the evening,
 * business buyers during office hours), not measured from any real merchant.
 */

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** Relative volume per local hour 0..23. */
export const HOUR_CURVES: Record<MerchantKind, readonly number[]> = {
  shop: [0, 0, 0, 0, 0, 0, 0.2, 1.5, 4, 6, 7, 8, 9.5, 9, 7, 6.5, 7, 7.5, 5, 2, 0.8, 0.3, 0.1, 0],
  online: [
    1.2, 0.6, 0.3, 0.2, 0.2, 0.4, 1, 2.2, 3.5, 4.5, 5, 5.5, 6.5, 6.5, 5.5, 5, 5, 5.5, 6.5, 8, 9, 8.5, 6, 3,
  ],
  hospitality: [0.5, 0.2, 0, 0, 0, 0, 0, 0.2, 0.5, 1, 2, 5, 9, 8, 4, 2, 2, 4, 8, 10, 9, 6, 3, 1.5],
  b2b: [0.05, 0, 0, 0, 0, 0, 0.2, 1, 4, 7, 8, 8, 5, 6.5, 7.5, 7, 6, 3.5, 1.2, 0.6, 0.5, 0.4, 0.2, 0.1],
  saas: [1, 0.5, 0.3, 0.2, 0.3, 0.6, 1.5, 3, 5, 6.5, 7, 7, 6, 6.5, 7, 6.5, 5.5, 4.5, 4, 4, 3.5, 3, 2, 1.5],
  tickets: [
    0.8, 0.3, 0.1, 0.1, 0.1, 0.2, 0.6, 1.5, 3.5, 5.5, 6.5, 6, 5.5, 5, 4.5, 4.5, 4.5, 4.5, 5, 6, 6.5, 5.5, 3.5,
    1.8,
  ],
};

/** Relative volume per weekday, Sunday first (as Date#getUTCDay counts). */
const WEEKDAYS: Record<MerchantKind, readonly number[]> = {
  shop: [0.45, 0.85, 0.95, 1, 1.05, 1.2, 1.5],
  online: [1.2, 1.1, 1, 0.95, 0.95, 0.85, 0.9],
  hospitality: [1, 0.6, 0.7, 0.85, 1, 1.4, 1.6],
  b2b: [0.08, 1.15, 1.15, 1.1, 1.1, 0.95, 0.15],
  saas: [0.4, 1.15, 1.15, 1.1, 1.1, 1, 0.45],
  tickets: [1.6, 0.6, 0.8, 0.9, 0.9, 1.1, 1.7],
};

/** Relative volume per month, January first. */
const MONTHS: Record<MerchantKind, readonly number[]> = {
  shop: [0.85, 0.85, 0.95, 1, 1, 0.95, 0.9, 0.9, 1, 1.02, 1.1, 1.3],
  online: [0.85, 0.85, 0.95, 1, 1, 0.95, 0.9, 0.9, 1, 1.02, 1.15, 1.3],
  hospitality: [0.8, 0.8, 0.9, 1, 1.1, 1.15, 1.2, 1.2, 1.05, 0.95, 0.9, 1.15],
  b2b: [0.95, 1, 1.05, 1, 1, 0.95, 0.75, 0.7, 1.05, 1.05, 1.05, 0.85],
  saas: [1.05, 1, 1, 1, 1, 0.95, 0.9, 0.9, 1, 1, 1, 0.9],
  tickets: [0.8, 0.8, 0.9, 1.05, 1.1, 1.15, 1.35, 1.35, 1, 0.95, 0.85, 1.05],
};

function isBlackFriday(date: Date): boolean {
  // The fourth Friday of November: the 22nd..28th.
  return (
    date.getUTCMonth() === 10 && date.getUTCDay() === 5 && date.getUTCDate() >= 22 && date.getUTCDate() <= 28
  );
}

/** Public holidays and shopping days that bend the curve. */
function specialDay(kind: MerchantKind, country: DemoCountry, date: Date): number {
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  const closedForHolidays = kind === 'shop' || kind === 'b2b';
  if ((month === 12 && (day === 25 || day === 26)) || (month === 1 && day === 1)) {
    return closedForHolidays ? 0.05 : kind === 'hospitality' ? 0.6 : 0.7;
  }
  if (month === 12 && (day === 24 || day === 31) && kind === 'shop') return 1.4;
  if (isBlackFriday(date)) return kind === 'online' ? 2.6 : kind === 'shop' ? 1.5 : 1;
  const cyberMonday = new Date(date.getTime() - 3 * DAY_MS);
  if (isBlackFriday(cyberMonday) && kind === 'online') return 1.8;
  if (country === 'NL' && month === 4 && day === 27)
    return kind === 'hospitality' ? 1.8 : kind === 'b2b' ? 0.1 : 0.7;
  return 1;
}

/** Calendar factor for a UTC day (weekday, month, holidays). */
export function calendarFactor(kind: MerchantKind, country: DemoCountry, dayStart: number): number {
  const date = new Date(dayStart);
  return (
    WEEKDAYS[kind][date.getUTCDay()]! * MONTHS[kind][date.getUTCMonth()]! * specialDay(kind, country, date)
  );
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

/** Whole hours the zone is ahead of UTC at that moment (daylight saving included). */
export function utcOffsetHours(timeZone: string, at: number): number {
  // Offsets change at most twice a year: one lookup per zone and hour is plenty (formatting is slow).
  const key = `${timeZone}:${Math.floor(at / HOUR_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    let formatter = offsetFormatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' });
      offsetFormatters.set(timeZone, formatter);
    }
    const name = formatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    const match = /GMT([+-]\d+)?/.exec(name);
    offset = match?.[1] ? Number(match[1]) : 0;
    offsets.set(key, offset);
  }
  return offset;
}
