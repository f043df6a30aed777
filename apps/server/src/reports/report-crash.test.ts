import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../bench/session.js';
import { loopbackRequest } from '../platform/http/loopback-client.js';
import { type ServerProcess, startServerProcess } from '../platform/server-process.js';
import { embeddedTarget, postgresTarget, type Target } from '../test/crash-target.js';

/**
 * 40 copies of the template's payments: a report long enough to be killed in the middle. The copies
 * belong to no subscription cycle (a cycle is paid once: a unique index).
 */
const MULTIPLY_PAYMENTS = `DO $$ DECLARE columns text; BEGIN
  SELECT string_agg(quote_ident(column_name), ',') INTO columns FROM information_schema.columns
   WHERE table_name = 'transactions' AND is_generated = 'NEVER'
     AND column_name NOT IN ('id', 'subscription_id', 'subscription_cycle');
  EXECUTE format('INSERT INTO transactions (%s) SELECT %s FROM transactions, generate_series(1, 40)', columns, columns);
END $$`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 17: a server killed (SIGKILL) while it writes a report leaves no file that can be downloaded,
 * and after a restart the report is taken over (its run's lease expired), written again from the start
 * and finished: every row once.
 */
function crashScenario(name: string, open: () => Promise<Target>) {
  describe(name, () => {
    let target: Target;
    let server: ServerProcess | undefined;
    let env: Record<string, string>;

    beforeAll(async () => {
      target = await open();
      await target.query(MULTIPLY_PAYMENTS);
      env = { ...target.env, REPORT_LEASE_SECONDS: '2' };
      server = await startServerProcess(env);
    }, 180_000);
    afterAll(async () => {
      server?.child.kill('SIGKILL');
      await server?.exited;
      await target?.close();
    });

    it('leaves no downloadable half file after a kill -9 and finishes the report after the restart', async () => {
      const cookies = new Map<string, string>();
      const call = async (method: 'GET' | 'POST', path: string, body?: object) => {
        const base = server!.url;
        const cookie = cookies.get(base) ?? (await sessionCookie(base, 'super@lighthouse.demo'));
        cookies.set(base, cookie);
        const headers = { cookie, ...(body ? { 'content-type': 'application/json' } : {}) };
        return loopbackRequest(method, `${base}${path}`, headers, body && JSON.stringify(body));
      };
      const created = await call('POST', '/api/report', { name: 'Crash', columns: ['id', 'amount'] });
      expect(created.status, created.body).toBe(201);
      const { id } = JSON.parse(created.body) as { id: string };
      // Killed once the first pages are written, well before the last.
      for (let tries = 0; tries < 600; tries++) {
        const { rows_done, status } = JSON.parse((await call('GET', `/api/report/${id}`)).body);
        expect(status).toBe('PENDING');
        if (rows_done > 0) break;
        await wait(50);
      }
      server!.child.kill('SIGKILL');
      await server!.exited;
      const [killed] = await target.query<{ status: string; rows_done: number; count: number }>(
        'SELECT status, rows_done, count FROM reports WHERE id = $1',
        [id],
      );
      expect(killed!.status).toBe('PENDING');
      expect(killed!.rows_done).toBeLessThan(killed!.count);

      // The lease of the killed run runs out; the new process takes the report over.
      await wait(2_500);
      server = await startServerProcess(env);
      expect((await call('GET', `/api/report/${id}/download`)).status).toBe(409);
      let report: { status: string; count: number } = { status: 'PENDING', count: 0 };
      for (let tries = 0; tries < 240 && report.status !== 'PROCESSED'; tries++) {
        await wait(500);
        report = JSON.parse((await call('GET', `/api/report/${id}`)).body);
      }
      expect(report.status).toBe('PROCESSED');
      const download = await call('GET', `/api/report/${id}/download`);
      const rows = download.body.slice(1, -2).split('\r\n').slice(1);
      expect(rows).toHaveLength(killed!.count);
      expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(rows.length);
    }, 300_000);
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)('kill -9 during a report (PostgreSQL)', () => {
  crashScenario('on PostgreSQL', postgresTarget);
});
describe.skipIf(process.env.TEST_DATABASE_URL)('kill -9 during a report (embedded PGlite)', () => {
  crashScenario('on the embedded PGlite data directory', embeddedTarget);
});
