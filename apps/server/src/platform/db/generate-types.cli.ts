import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './database.js';
import { renderSchemaTypes } from './generate-types.js';
import { migrate } from './migrate.js';
import { schemaTypesPath } from './schema-types-path.js';

const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
try {
  await migrate(database.pool);
  writeFileSync(schemaTypesPath, await renderSchemaTypes(database.pool));
  console.log(`wrote ${path.relative(process.cwd(), schemaTypesPath)}`);
} finally {
  await database.close();
}
