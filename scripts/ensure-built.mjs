// Used by `npm run seed` and `npm run bench`: the server must be built first.
import { ensureBuilt, ensureInstalled } from './lib.mjs';

await ensureInstalled();
await ensureBuilt();
