import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../platform/db/database.js';
import { pendingMigrations } from '../platform/db/migrate.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  migrations: z.union([z.literal('current'), z.array(z.string())]),
  jobs: z.enum(['running', 'stopped']),
  /** Calls this process recorded and could not store in the audit trail, not even as a marker: alarm above 0. */
  audit_trail_lost: z.number().int().nonnegative(),
});

/** For load balancers: 200 only when the database answers, the schema is current and jobs run. */
export function registerHealthRoutes(
  app: FastifyInstance,
  database: Database,
  jobs: JobQueue,
  auditTrailLost: () => number,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { operation: 'health.get' },
      schema: {
        tags: ['health'],
        summary: 'Readiness of this server process',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      let reachable = true;
      let pending: string[] = [];
      try {
        pending = await pendingMigrations(database.pool);
      } catch {
        reachable = false;
      }
      const body = {
        database: reachable ? ('ok' as const) : ('unreachable' as const),
        migrations: pending.length ? pending : ('current' as const),
        jobs: jobs.running() ? ('running' as const) : ('stopped' as const),
        audit_trail_lost: auditTrailLost(),
      };
      const ok = reachable && pending.length === 0 && jobs.running();
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', ...body });
    },
  );
}
