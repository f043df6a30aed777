import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  DEFAULT_PASSWORD_REQUIREMENTS,
  encodeRequirements,
  meetsRequirements,
  parseRequirements,
} from './password-policy.js';

describe('password policy', () => {
  it('checks each rule of the default: 12 characters, digit, upper, lower, special', () => {
    expect(checkPassword('short', DEFAULT_PASSWORD_REQUIREMENTS)).toEqual({
      length: false,
      number: false,
      uppercase: false,
      lowercase: true,
      special: false,
    });
    expect(meetsRequirements('Correct-Horse-42', DEFAULT_PASSWORD_REQUIREMENTS)).toBe(true);
    expect(meetsRequirements('correct-horse-42', DEFAULT_PASSWORD_REQUIREMENTS)).toBe(false);
  });

  it('reads url-safe base64 requirements and falls back on anything malformed', () => {
    const relaxed = { length: 10, number: true, uppercase: false, lowercase: true, special: false };
    expect(parseRequirements(encodeRequirements(relaxed))).toEqual(relaxed);
    expect(parseRequirements(undefined)).toEqual(DEFAULT_PASSWORD_REQUIREMENTS);
    expect(parseRequirements('%%%')).toEqual(DEFAULT_PASSWORD_REQUIREMENTS);
    expect(parseRequirements(encodeRequirements({ ...relaxed, length: 3 }))).toEqual(
      DEFAULT_PASSWORD_REQUIREMENTS,
    );
    expect(parseRequirements(btoa('{"length":12}'))).toEqual(DEFAULT_PASSWORD_REQUIREMENTS);
  });

  it('counts characters, not UTF-16 units, and knows non-ASCII letters', () => {
    expect(checkPassword('Ééééééééééé1!', DEFAULT_PASSWORD_REQUIREMENTS).uppercase).toBe(true);
    expect(
      checkPassword('😀😀😀😀😀😀😀😀😀😀😀', { ...DEFAULT_PASSWORD_REQUIREMENTS, length: 12 }).length,
    ).toBe(false);
  });
});
