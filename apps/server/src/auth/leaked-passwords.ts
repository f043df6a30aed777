import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../platform/config.js';

let leaked: ReadonlySet<string> | undefined;

/** Whether the password is on the shipped deny-list of leaked passwords (apps/server/assets). */
export function isLeakedPassword(password: string): boolean {
  leaked ??= new Set(
    readFileSync(path.join(repoRoot, 'apps/server/assets/leaked-passwords.txt'), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return leaked.has(password);
}
