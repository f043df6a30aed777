import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * The hosted payment page (/pay/{token}) is a build of its own: one script and one stylesheet with
 * nothing shared with the back-office app, so the server can put both into the page it answers and the
 * customer's browser renders after one request (docs/performance.md). No React, no Mantine: plain DOM code.
 */
export default defineConfig({
  // The app's public files (translations, icons) are the app's: this page carries its own strings.
  publicDir: false,
  resolve: {
    alias: { '@psp/domain': path('../../packages/domain/src/index.ts') },
  },
  build: {
    // Inside the app's dist (the server's webDir), built after the app, whose build empties dist.
    outDir: 'dist/hosted-page',
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { pay: path('pay.html') },
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/domain/') },
    },
  },
});
