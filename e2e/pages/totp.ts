import { Secret, TOTP } from 'otpauth';

/** The current code of an authenticator app for `secret` (base32; SHA-1, 6 digits, 30 s). */
export function totpCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}
