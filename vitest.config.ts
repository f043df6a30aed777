import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Two cores: two test files at a time.
  test: { projects: ['packages/domain', 'apps/server', 'apps/web'], maxWorkers: 2 },
});
