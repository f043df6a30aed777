import { loadConfig } from './platform/config.js';
import { DEMO_PASSWORD, DEMO_USERS, isSeeded, seedDemo } from './seed/seed.js';
import { startServer } from './server.js';

const config = loadConfig();
const seedOnEmpty = Number(process.env.SEED_ON_EMPTY ?? 0);

const server = await startServer(config, {
  async prepare(database) {
    if (seedOnEmpty > 0 && !(await isSeeded(database.pool))) {
      console.log(`Seeding demo data (${seedOnEmpty.toLocaleString('en')} transactions) on first start...`);
      const summary = await seedDemo(database.pool, {
        transactions: seedOnEmpty,
        secretKey: config.secretKey,
      });
      console.log(`Seeded in ${(summary.milliseconds / 1000).toFixed(1)} s.`);
    }
  },
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  server.fastify.log.info({ signal }, 'shutting down');
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    server.fastify.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await server.fastify.listen({ port: config.port, host: config.host });
const address = server.fastify.server.address();
const url = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`;
console.log(`\nPSP back-office running at ${url}  (API docs: ${url}/api/docs)`);
console.log(
  `Database: ${server.database.embedded ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL from DATABASE_URL'}`,
);
if (await isSeeded(server.database.pool)) {
  console.log(`\nDemo logins (password for all: ${DEMO_PASSWORD}):`);
  for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(34)} ${user.description}`);
}
