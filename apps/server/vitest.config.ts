import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests run the domain package from its sources, not from a possibly stale build.
  resolve: {
    alias: { '@psp/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/shifted-clock.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 180_000,
    env: { NODE_ENV: 'test' },
  },
});
