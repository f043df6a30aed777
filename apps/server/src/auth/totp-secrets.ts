import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { Database } from '../platform/db/database.js';

/**
 * Seals TOTP secrets that a database from before docs/adr/0005 still holds in clear. Runs at start-up;
 * a sealed value is left alone, so running it again changes nothing.
 */
export async function sealClearTotpSecrets(database: Database, secrets: SecretBox): Promise<number> {
  const clear = await database.db
    .selectFrom('users')
    .select(['id', 'totp_secret'])
    .where('totp_secret', 'is not', null)
    .where('totp_secret', 'not like', 'v1:%')
    .execute();
  for (const user of clear) {
    await database.db
      .updateTable('users')
      .set({ totp_secret: secrets.seal(user.totp_secret!) })
      .where('id', '=', user.id)
      .where('totp_secret', '=', user.totp_secret)
      .execute();
  }
  return clear.length;
}
