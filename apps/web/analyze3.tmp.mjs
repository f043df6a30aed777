import { build } from 'vite';
const per = {};
process.env.NODE_ENV='production';
await build({
  root: new URL('.', import.meta.url).pathname, logLevel: 'error',
  build: { outDir: '/tmp/analyze/d4', emptyOutDir: true },
  plugins: [{ name: 'sizes', generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      for (const [id, m] of Object.entries(chunk.modules)) {
        const mm = id.match(/@mantine\/core\/esm\/(components\/[^/]+|core\/[^/]+|[^/]+)/);
        if (!mm) continue;
        per[mm[1]] = (per[mm[1]] ?? 0) + m.renderedLength;
      }
    }
  } }],
});
for (const [k, v] of Object.entries(per).sort((a,b)=>b[1]-a[1])) if (v>1000) console.log(String(v).padStart(7), k);
