import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/seed.js';
import { DEMO } from '../test/demo.js';
import { cloneTemplate, type DatabaseClone } from '../test/test-database.js';
import { repoRoot } from './config.js';

interface Process {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** Starts `main.ts` as its own OS process on a free port and waits until it serves. */
function startProcess(databaseUrl: string): Promise<Process> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_ON_EMPTY: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!.replace('localhost', '127.0.0.1'), exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

// Several processes share one real PostgreSQL; the embedded database is single-process by design.
describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let clone: DatabaseClone;
  let first: Process;
  let second: Process;

  beforeAll(async () => {
    clone = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('template'));
    [first, second] = await Promise.all([startProcess(clone.databaseUrl!), startProcess(clone.databaseUrl!)]);
  });
  afterAll(async () => {
    for (const process of [first, second]) process?.child.kill('SIGKILL');
    await clone?.drop();
  });

  it('share sessions: log in on one, use and end the session on the other', async () => {
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO.bakeryOwner, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const list = await fetch(`${second.url}/api/transaction?_limit=5`, { headers: { cookie } });
    expect(list.status).toBe(200);
    expect(await list.json()).toHaveLength(5);
    expect(
      (await fetch(`${second.url}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status,
    ).toBe(204);
    expect((await fetch(`${first.url}/api/auth/me`, { headers: { cookie } })).status).toBe(401);
  });

  it('both report healthy, and stop gracefully on SIGTERM', async () => {
    for (const process of [first, second])
      expect((await fetch(`${process.url}/api/health`)).status).toBe(200);
    first.child.kill('SIGTERM');
    second.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(await second.exited).toBe(0);
  });
});
