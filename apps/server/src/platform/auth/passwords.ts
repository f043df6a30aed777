import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP minimum (19 MiB, 2 iterations, 1 lane).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A fixed hash to verify against when the account does not exist, so an unknown e-mail costs the
 * same time as a wrong password.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-for-timing');
  return decoy;
}
