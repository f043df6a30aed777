import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ProcessCache } from '../platform/cache/process-cache.js';
import { repoRoot } from '../platform/config.js';

/** The deny-list, read from its file once per process (again after the cache is cleared). */
const leakedList = new ProcessCache<ReadonlySet<string>>('leaked-passwords', 1);

/** Whether the password is on the shipped deny-list of leaked passwords (apps/server/assets). */
export function isLeakedPassword(password: string): boolean {
  const leaked = leakedList.get(
    'list',
    () =>
      new Set(
        readFileSync(path.join(repoRoot, 'apps/server/assets/leaked-passwords.txt'), 'utf8')
          .split('\n')
          .filter(Boolean),
      ),
  );
  return leaked.has(password);
}
