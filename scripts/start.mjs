// `npm start`: install what is missing, build what changed, migrate, seed on the first run, serve.
import { ensureBuilt, ensureInstalled, must } from './lib.mjs';

await ensureInstalled();
await ensureBuilt();
await must('node', ['apps/server/dist/main.js'], {
  env: { SEED_ON_EMPTY: process.env.SEED_ON_EMPTY ?? '50000' },
});
