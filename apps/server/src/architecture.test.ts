import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './platform/config.js';

const IMPORT =
  /(?:^|\s)(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The source files under `folder`, tests left out (a test may use the test app and demo data). */
function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** `file: import` for each relative import of the files under `folder` that reaches into `forbidden`. */
function importsInto(folder: string, forbidden: (target: string) => boolean): string[] {
  const found: string[] = [];
  for (const file of sourcesUnder(folder)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2]!;
      if (specifier.startsWith('.') && forbidden(path.resolve(path.dirname(file), specifier)))
        found.push(`${path.relative(repoRoot, file)}: ${specifier}`);
    }
  }
  return found;
}

const inside = (folder: string) => (target: string) => target.startsWith(folder + path.sep);

describe('architecture', () => {
  it('keeps platform/ free of feature folders: features plug in at src/app.ts', () => {
    const platform = path.join(repoRoot, 'apps/server/src/platform');
    expect(importsInto(platform, (target) => !inside(platform)(target))).toEqual([]);
  });

  it('keeps the web kit free of the app (router, session, layout): screens are built from the kit', () => {
    const web = path.join(repoRoot, 'apps/web/src');
    expect(importsInto(path.join(web, 'kit'), inside(path.join(web, 'app')))).toEqual([]);
  });

  it('keeps the machine\'s clock out of tests: "now" comes from the test clock helpers (issue 27)', () => {
    const helpers = new Set([
      'apps/server/src/test/clock.ts',
      'apps/server/src/test/shifted-clock.ts',
      'e2e/pages/clock.ts',
    ]);
    const testCode = (file: string) =>
      /\.(test|spec)\.tsx?$/.test(file) || /^(apps\/server\/src\/test|e2e)\//.test(file);
    const found: string[] = [];
    for (const folder of [
      'packages/domain/src',
      'apps/server/src',
      'apps/web/src',
      'e2e/tests',
      'e2e/pages',
    ]) {
      for (const entry of readdirSync(path.join(repoRoot, folder), {
        recursive: true,
        withFileTypes: true,
      })) {
        const file = path.relative(repoRoot, path.join(entry.parentPath, entry.name));
        if (!entry.isFile() || !/\.tsx?$/.test(file) || !testCode(file) || helpers.has(file)) continue;
        readFileSync(path.join(repoRoot, file), 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (/new Date\(\s*\)|Date\.now\(\)/.test(line)) found.push(`${file}:${index + 1}`);
          });
      }
    }
    expect(found).toEqual([]);
  });
});
