import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // The domain package is compiled from its sources, so the web app never runs a stale build of it.
  resolve: {
    alias: { '@psp/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)) },
  },
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  server: { proxy: { '/api': api, '/v1': api } },
  build: {
    outDir: 'dist',
    manifest: true,
    // Every browser the app supports has modulepreload; the polyfill would ship to all of them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The domain package only declares values and pure functions; schema registrations are not needed
      // by modules that do not import them, so unused domain modules may be dropped from the bundle.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/domain/') },
    },
  },
});
