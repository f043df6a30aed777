// `npm run dev`: the API with hot reload (tsx watch) and the web app on Vite's dev server, which
// proxies /api to it. Open http://localhost:5173.
import { ensureInstalled, run } from './lib.mjs';

await ensureInstalled();
await Promise.all([
  run('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    env: { DEV_MODE: 'true', SEED_ON_EMPTY: process.env.SEED_ON_EMPTY ?? '50000' },
  }),
  run('npm', ['run', 'dev', '-w', 'apps/web']),
]);
