import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './config.js';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

// `main` next to this module: the TypeScript source under tsx (tests), the built JavaScript otherwise.
const fromSource = import.meta.url.endsWith('.ts');
const main = fileURLToPath(new URL(fromSource ? '../main.ts' : '../main.js', import.meta.url));

/**
 * Starts the server (`main`) as its own OS process on a free loopback port with the given environment
 * (DATABASE_URL or DATA_DIR) and waits until it serves.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(fromSource ? ['--import', 'tsx'] : []), main], {
      cwd: repoRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_ON_EMPTY: '0', ...env },
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
