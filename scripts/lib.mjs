// Helpers for the root scripts: only Node built-ins, so they run before `npm install`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository root, inheriting output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function must(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Whether `output` is missing or older than anything under `inputs`. */
export function isStale(output, inputs) {
  const built = existsSync(path.join(root, output)) ? statSync(path.join(root, output)).mtimeMs : 0;
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export async function ensureInstalled() {
  if (!isStale('node_modules/.package-lock.json', ['package-lock.json'])) return;
  console.log('Installing dependencies (first run)...');
  await must('npm', ['install', '--no-audit', '--no-fund']);
}

/** Builds what changed: domain and server with tsc, the web app with Vite. */
export async function ensureBuilt() {
  if (isStale('apps/server/dist/main.js', ['packages/domain/src', 'apps/server/src', 'tsconfig.base.json'])) {
    console.log('Building domain and server...');
    await must('npx', ['tsc', '-b', 'packages/domain', 'apps/server']);
  }
  if (
    isStale('apps/web/dist/index.html', [
      'packages/domain/src',
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
    ])
  ) {
    console.log('Building web app...');
    await must('npm', ['run', 'build', '-w', 'apps/web']);
  }
}
