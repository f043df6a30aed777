import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts secrets at rest (share-credential values) with AES-256-GCM. A sealed value reads
 * `v1:{key id}:{base64url of iv | tag | ciphertext}`; the key id lets a box hold the key of the
 * SECRET_KEY setting and the generated key of an earlier run side by side. See docs/adr/0005.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The clear value, or undefined when it was sealed with a key this box does not hold. */
  open(sealed: string): string | undefined;
  /**
   * A keyed one-way digest (HMAC-SHA256 under a key derived from the primary key for `purpose`), hex:
   * the same value always gives the same digest, and nobody without the key can test guesses against
   * it (card fingerprints, hashes of requests holding a card number).
   */
  digest(purpose: string, value: string): string;
}

/** The part of pg's Pool and Client the key lookup needs. */
interface Queryable {
  query<R extends object>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 12);
}

/** SECRET_KEY as 64 hex characters or the base64 of 32 bytes. */
export function parseSecretKey(raw: string): Buffer {
  const trimmed = raw.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) {
    throw new Error('SECRET_KEY must be 32 bytes: 64 hex characters or base64 (openssl rand -base64 32)');
  }
  return key;
}

export function createSecretBox(primary: Buffer, others: readonly Buffer[] = []): SecretBox {
  const keys = new Map([...others, primary].map((key) => [keyId(key), key]));
  const primaryId = keyId(primary);
  const derived = new Map<string, Buffer>();
  return {
    digest(purpose, value) {
      let key = derived.get(purpose);
      if (!key) {
        key = Buffer.from(hkdfSync('sha256', primary, Buffer.alloc(0), `psp-digest:${purpose}`, 32));
        derived.set(purpose, key);
      }
      return createHmac('sha256', key).update(value).digest('hex');
    },
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', primary, iv);
      // The key id is authenticated too: a value cannot be moved under another key's label.
      cipher.setAAD(Buffer.from(primaryId));
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const payload = Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
      return `${VERSION}:${primaryId}:${payload}`;
    },
    open(sealed) {
      const [version, id, payload] = sealed.split(':');
      const key = id ? keys.get(id) : undefined;
      if (version !== VERSION || !key || !payload) return undefined;
      const bytes = Buffer.from(payload, 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(id!));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * The application's box. With SECRET_KEY set, that key seals; without it (never in production) a key
 * generated once is kept in the database, so every process on it and every copy of it agrees. A
 * generated key that exists keeps opening what it sealed after SECRET_KEY is set.
 */
export async function openSecretBox(
  database: Queryable,
  options: { secretKey: string | undefined; production: boolean },
): Promise<SecretBox> {
  const configured = options.secretKey ? parseSecretKey(options.secretKey) : undefined;
  if (!configured && options.production) {
    throw new Error('SECRET_KEY must be set in production: it encrypts secrets at rest (docs/adr/0005)');
  }
  if (!configured) {
    await database.query(
      `INSERT INTO app_secret_keys (name, key) VALUES ('generated', $1) ON CONFLICT (name) DO NOTHING`,
      [randomBytes(32)],
    );
  }
  const { rows } = await database.query<{ key: Buffer }>(
    `SELECT key FROM app_secret_keys WHERE name = 'generated'`,
  );
  const generated = rows[0]?.key;
  if (configured) return createSecretBox(configured, generated ? [generated] : []);
  return createSecretBox(generated!);
}
