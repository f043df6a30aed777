/** 000 §5: the new-password rules, from the `requirements` query parameter or the default. */
export interface PasswordRequirements {
  length: number;
  number: boolean;
  uppercase: boolean;
  lowercase: boolean;
  special: boolean;
}

export const DEFAULT_PASSWORD_REQUIREMENTS: PasswordRequirements = {
  length: 12,
  number: true,
  uppercase: true,
  lowercase: true,
  special: true,
};

export const PASSWORD_RULES = ['length', 'number', 'uppercase', 'lowercase', 'special'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const TESTS: Record<Exclude<PasswordRule, 'length'>, RegExp> = {
  number: /\d/,
  uppercase: /\p{Lu}/u,
  lowercase: /\p{Ll}/u,
  special: /[^\p{L}\p{N}\s]/u,
};

/** Which rules a password meets; rules the requirements do not ask for count as met. */
export function checkPassword(
  password: string,
  requirements: PasswordRequirements,
): Record<PasswordRule, boolean> {
  return {
    length: [...password].length >= requirements.length,
    number: !requirements.number || TESTS.number.test(password),
    uppercase: !requirements.uppercase || TESTS.uppercase.test(password),
    lowercase: !requirements.lowercase || TESTS.lowercase.test(password),
    special: !requirements.special || TESTS.special.test(password),
  };
}

export function meetsRequirements(password: string, requirements: PasswordRequirements): boolean {
  return Object.values(checkPassword(password, requirements)).every(Boolean);
}

function decodeBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) =>
    c.charCodeAt(0),
  );
  return new TextDecoder().decode(bytes);
}

export function encodeRequirements(requirements: PasswordRequirements): string {
  const bytes = new TextEncoder().encode(JSON.stringify(requirements));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Reads the url-safe base64 JSON of the `requirements` parameter; a missing or malformed value gives the
 * default. A policy never goes below the default's length floor of 8 characters.
 */
export function parseRequirements(value: string | null | undefined): PasswordRequirements {
  if (!value) return DEFAULT_PASSWORD_REQUIREMENTS;
  try {
    const parsed = JSON.parse(decodeBase64Url(value)) as Partial<PasswordRequirements>;
    const flags = ['number', 'uppercase', 'lowercase', 'special'] as const;
    if (
      typeof parsed.length !== 'number' ||
      !Number.isInteger(parsed.length) ||
      parsed.length < 8 ||
      parsed.length > 128
    ) {
      return DEFAULT_PASSWORD_REQUIREMENTS;
    }
    if (flags.some((flag) => typeof parsed[flag] !== 'boolean')) return DEFAULT_PASSWORD_REQUIREMENTS;
    return parsed as PasswordRequirements;
  } catch {
    return DEFAULT_PASSWORD_REQUIREMENTS;
  }
}
