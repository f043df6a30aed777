import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig } from 'vite';
import { shellChunk } from './build/shellChunk';

const api = 'http://localhost:3000';
const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  plugins: [react()],
  // The domain package is compiled from its sources, so the web app never runs a stale build of it.
  resolve: {
    alias: { '@psp/domain': path('../../packages/domain/src/index.ts') },
  },
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  server: { proxy: { '/api': api, '/v1': api } },
  build: {
    outDir: 'dist',
    manifest: true,
    // Every browser the app supports has modulepreload; the polyfill would ship to all of them. A lazy
    // screen's JavaScript imports are not listed in the shell for preloading: the lists grew the shell
    // with every screen (2.3 KB gzip for 30 screens); the browser fetches them when the screen's chunk
    // arrives (docs/adr/0009). Its CSS is still loaded with it.
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    rolldownOptions: {
      // The domain package only declares values and pure functions; schema registrations are not needed
      // by modules that do not import them, so unused domain modules may be dropped from the bundle.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/domain/') },
      output: {
        codeSplitting: {
          groups: [
            shellChunk({
              roots: [
                'src/app/App.tsx',
                'src/app/layout/AppLayout.tsx',
                'src/kit/list/ListPage.tsx',
                'src/kit/list/commonColumns.tsx',
              ].map(path),
              exclude: ['src/main.tsx', 'src/auth/AuthApp.tsx'].map(path),
              nodeModules: path('../../node_modules'),
              domain: path('../../packages/domain/src/index.ts'),
            }),
          ],
        },
      },
    },
  },
});
