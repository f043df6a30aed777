import { type Config, loadConfig } from '../platform/config.js';
import { DEMO_PASSWORD, isSeeded } from '../seed/seed.js';
import { startServer } from '../server.js';

/**
 * The server a bench measures, in this process, on the seeded database of DATABASE_URL (or the embedded
 * one), listening on a free loopback port; exits when the database has not been seeded. `overrides`
 * change the configuration (e.g. the lifecycle jobs off).
 */
export async function startBenchServer(overrides: Partial<Config> = {}) {
  const server = await startServer(
    loadConfig({ port: 0, host: '127.0.0.1', logLevel: 'warn', ...overrides }),
  );
  if (!(await isSeeded(server.database.pool))) {
    console.error('The database is empty: run `npm run seed -- --transactions 1000000` first.');
    await server.close();
    process.exit(1);
  }
  await server.fastify.listen({ port: 0, host: '127.0.0.1' });
  const address = server.fastify.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { server, base };
}

/** Logs a demo user in on the server at `base`; the session cookie for the bench's requests. */
export async function sessionCookie(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('psp_session='))!
    .split(';')[0]!;
}
