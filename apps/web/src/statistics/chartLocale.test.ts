import { afterEach, describe, expect, it, vi } from 'vitest';
import { chartLocale, shortDay } from './chartLocale';

describe('chart locale (001 §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes dates day before month, Dutch and English as in the EU (issue 29)', () => {
    expect(shortDay('2026-11-25', chartLocale('nl'))).toBe('25-11');
    expect(shortDay('2026-11-25', chartLocale('en'))).toBe('25/11');
  });

  it('falls back to en-US with a console warning for a language without a locale', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(chartLocale('fr')).toBe('en-US');
    expect(warn).toHaveBeenCalledOnce();
  });
});
