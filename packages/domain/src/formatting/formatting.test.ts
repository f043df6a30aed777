import { describe, expect, it } from 'vitest';
import {
  firstDayOfWeek,
  formatDate,
  formatDateTime,
  INTERFACE_LANGUAGES,
  isLanguage,
} from './date-format.js';
import { DATE_RANGE_PRESETS, dayOfIso, endOfDayIso, presetRange, startOfDayIso } from './date-ranges.js';
import { contrastRatio, readableTextColor } from './text-contrast.js';

describe('date formatting by language', () => {
  const iso = '2026-02-05T14:07:00Z';
  it('writes Dutch dates day-month and English ones day/month as in the EU (issue 29), never month/day', () => {
    expect(formatDate(iso, 'nl', 'UTC')).toBe('05-02-2026');
    expect(formatDate(iso, 'en', 'UTC')).toBe('05/02/2026');
  });

  it('writes times on a 24-hour clock, with seconds when asked', () => {
    expect(formatDateTime(iso, 'nl', 'UTC')).toBe('05-02-2026, 14:07');
    expect(formatDateTime(iso, 'en', 'UTC')).toBe('05/02/2026, 14:07');
    expect(formatDateTime('2026-02-05T14:07:09Z', 'nl', 'UTC', { seconds: true })).toBe(
      '05-02-2026, 14:07:09',
    );
    expect(formatDateTime('2026-02-05T14:07:09Z', 'en', 'UTC', { seconds: true })).toBe(
      '05/02/2026, 14:07:09',
    );
  });

  it('starts the week on Monday in both languages', () => {
    expect(firstDayOfWeek('nl')).toBe(1);
    expect(firstDayOfWeek('en')).toBe(1);
  });

  it('lists the interface languages', () => {
    expect(INTERFACE_LANGUAGES).toEqual(['en', 'nl']);
    expect(isLanguage('nl')).toBe(true);
    expect(isLanguage('de')).toBe(false);
  });
});

describe('presetRange', () => {
  const today = new Date(2026, 4, 15);
  it.each([
    ['today', '2026-05-15', '2026-05-15'],
    ['yesterday', '2026-05-14', '2026-05-14'],
    ['last7Days', '2026-05-09', '2026-05-15'],
    ['last28Days', '2026-04-18', '2026-05-15'],
    ['last90Days', '2026-02-15', '2026-05-15'],
    ['last365Days', '2025-05-16', '2026-05-15'],
    ['previousMonth', '2026-04-01', '2026-04-30'],
    ['previousQuarter', '2026-01-01', '2026-03-31'],
    ['previousYear', '2025-01-01', '2025-12-31'],
    ['currentMonth', '2026-05-01', '2026-05-15'],
    ['currentQuarter', '2026-04-01', '2026-05-15'],
    ['currentYear', '2026-01-01', '2026-05-15'],
  ] as const)('%s', (preset, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it('covers every preset', () => {
    expect(DATE_RANGE_PRESETS).toHaveLength(12);
  });

  it('takes the previous quarter across a year boundary', () => {
    expect(presetRange('previousQuarter', new Date(2026, 1, 10))).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
  });
});

describe('day bounds', () => {
  it('turns a calendar day into its first and last local instant and back', () => {
    expect(new Date(startOfDayIso('2026-03-29'))).toEqual(new Date(2026, 2, 29));
    expect(new Date(endOfDayIso('2026-03-29'))).toEqual(new Date(2026, 2, 29, 23, 59, 59, 999));
    expect(dayOfIso(startOfDayIso('2026-03-29'))).toBe('2026-03-29');
  });
});

describe('text on a chosen colour', () => {
  it.each([
    ['#e8590c', '#000000'],
    ['#1c7ed6', '#000000'],
    ['#1864ab', '#ffffff'],
    ['#2f9e44', '#000000'],
    ['#ffffff', '#000000'],
    ['#000000', '#ffffff'],
  ])('%s takes %s', (background, text) => {
    expect(readableTextColor(background)).toBe(text);
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
  });
});
