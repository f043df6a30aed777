import { build } from 'vite';
const out = process.argv[2] ?? '/tmp/analyze/dist';
const report = {};
await build({
  root: new URL('.', import.meta.url).pathname, logLevel: 'error',
  build: { outDir: out, emptyOutDir: true },
  plugins: [{ name: 'sizes', generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      const per = {};
      for (const [id, m] of Object.entries(chunk.modules)) {
        const key = id.includes('node_modules') ? id.split('node_modules/').pop().split('/').slice(0, id.split('node_modules/').pop().startsWith('@') ? 2 : 1).join('/') : id.replace(/.*\/(apps|packages)\//, '');
        per[key] = (per[key] ?? 0) + m.renderedLength;
      }
      report[chunk.fileName] = Object.entries(per).sort((a, b) => b[1] - a[1]).slice(0, 25);
    }
  } }],
});
for (const [f, per] of Object.entries(report)) { console.log('==', f); for (const [k, v] of per) if (v > 1500) console.log('   ', v, k); }
