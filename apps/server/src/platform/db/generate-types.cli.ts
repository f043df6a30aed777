import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config.js';
import { openDatabase } from './database.js';
import { renderSchemaTypes } from './generate-types.js';
import { migrate } from './migrate.js';

export const schemaTypesPath = path.join(repoRoot, 'apps/server/src/platform/db/schema.generated.ts');

const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
try {
  await migrate(database.pool);
  writeFileSync(schemaTypesPath, await renderSchemaTypes(database.pool));
  console.log(`wrote ${path.relative(process.cwd(), schemaTypesPath)}`);
} finally {
  await database.close();
}
