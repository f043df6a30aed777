import type { SettlementFrequency } from './settlement-schedule.schema.js';

/**
 * The first moment of a schedule strictly after `after` (UTC): every day at its hour, every week on its
 * ISO weekday (1 = Monday) at its hour, or every month on its day (1..28) at its hour.
 */
export function nextSettlementRun(
  schedule: {
    frequency: SettlementFrequency;
    weekday: number | null;
    month_day: number | null;
    hour: number;
  },
  after: Date,
): Date {
  const year = after.getUTCFullYear();
  const month = after.getUTCMonth();
  const day = after.getUTCDate();
  switch (schedule.frequency) {
    case 'DAILY': {
      const today = new Date(Date.UTC(year, month, day, schedule.hour));
      return today > after ? today : new Date(Date.UTC(year, month, day + 1, schedule.hour));
    }
    case 'WEEKLY': {
      const isoWeekday = ((after.getUTCDay() + 6) % 7) + 1;
      const ahead = ((schedule.weekday ?? 1) - isoWeekday + 7) % 7;
      const candidate = new Date(Date.UTC(year, month, day + ahead, schedule.hour));
      return candidate > after ? candidate : new Date(Date.UTC(year, month, day + ahead + 7, schedule.hour));
    }
    case 'MONTHLY': {
      const candidate = new Date(Date.UTC(year, month, schedule.month_day ?? 1, schedule.hour));
      return candidate > after
        ? candidate
        : new Date(Date.UTC(year, month + 1, schedule.month_day ?? 1, schedule.hour));
    }
  }
}
