import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, openSecretBox, parseSecretKey } from './secret-box.js';

describe('secret box', () => {
  const key = randomBytes(32);

  it('seals with a fresh iv and opens what it sealed', () => {
    const box = createSecretBox(key);
    const first = box.seal('sk_live_abc');
    const second = box.seal('sk_live_abc');
    expect(first).not.toBe(second);
    expect(first).not.toContain('sk_live_abc');
    expect(first).toMatch(/^v1:[0-9a-f]{12}:[\w-]+$/);
    expect(box.open(first)).toBe('sk_live_abc');
  });

  it('opens nothing that was tampered with or sealed by an unknown key', () => {
    const box = createSecretBox(key);
    const sealed = box.seal('secret');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(box.open(tampered)).toBeUndefined();
    expect(createSecretBox(randomBytes(32)).open(sealed)).toBeUndefined();
    // A new primary key keeps opening what the old key sealed.
    expect(createSecretBox(randomBytes(32), [key]).open(sealed)).toBe('secret');
  });

  it('reads SECRET_KEY as hex or base64 of 32 bytes, and is required in production', async () => {
    expect(parseSecretKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretKey(key.toString('base64'))).toEqual(key);
    expect(() => parseSecretKey('short')).toThrow(/32 bytes/);
    const database = { query: async () => ({ rows: [] }) };
    await expect(openSecretBox(database, { secretKey: undefined, production: true })).rejects.toThrow(
      /SECRET_KEY must be set in production/,
    );
  });
});
