import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** Tries a challenge allows before it is spent (the issue: at most 5). */
export const MFA_MAX_ATTEMPTS = 5;
export const TRUSTED_DEVICE_DAYS = 30;
export const TRUSTED_DEVICE_COOKIE = 'psp_trusted';

export function newEmailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function totp(secret: string, label = '', issuer = 'Lighthouse'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

const TOTP_PERIOD_MS = 30_000;

/**
 * RFC 6238 with one step of clock drift either way: the time step (unix time / 30 s) the code belongs
 * to, or null when it matches none. Callers accept a step at most once per user (acceptTotp).
 */
export function totpStep(secret: string, code: string): number | null {
  const delta = totp(secret).validate({ token: code, window: 1 });
  return delta === null ? null : Math.floor(Date.now() / TOTP_PERIOD_MS) + delta;
}

export function totpUri(secret: string, email: string, issuer: string): string {
  return totp(secret, email, issuer).toString();
}

/** The current code, for tests and the demo. */
export function currentTotp(secret: string): string {
  return totp(secret).generate();
}
