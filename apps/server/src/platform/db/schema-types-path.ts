import path from 'node:path';
import { repoRoot } from '../config.js';

export const schemaTypesPath = path.join(repoRoot, 'apps/server/src/platform/db/schema.generated.ts');
