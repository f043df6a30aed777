import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { expect, it } from 'vitest';
import { repoRoot } from './config.js';

interface LockFile {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;

it('installs every locked package on the oldest Node.js the README names', () => {
  const supported = read<{ engines: { node: string } }>('package.json').engines.node;
  const oldest = semver.minVersion(supported)!.version;
  const unsupported = Object.entries(read<LockFile>('package-lock.json').packages)
    .filter(([, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return range !== undefined && !semver.satisfies(oldest, range);
    })
    .map(([name, entry]) => `${name}@${entry.version} needs Node ${JSON.stringify(entry.engines)}`);
  expect(unsupported).toEqual([]);
});
