import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/database.js';
import { migrate } from '../platform/db/migrate.js';
import { rebuildStatisticsRollupsNow } from './statistics-rollups.js';

// `npm run statistics:rebuild`: recounts the statistics rollups from the payments (ADR 0017), e.g. after
// loading payments by other means than the engine. Safe while the server runs: see the rebuild's comment.
const database = await openDatabase(loadConfig());
let exitCode = 0;
try {
  await migrate(database.pool);
  const started = performance.now();
  await rebuildStatisticsRollupsNow(database.pool);
  console.log(`Rebuilt the statistics rollups in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
