import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests run the domain package from its sources, not from a possibly stale build.
  resolve: {
    alias: { '@psp/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'bundle/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
