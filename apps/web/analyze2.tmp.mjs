import { build } from 'vite';
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const out = process.argv[2] ?? '/tmp/analyze/dist2';
await build({
  root: new URL('.', import.meta.url).pathname, logLevel: 'error',
  build: { outDir: out, emptyOutDir: true, rolldownOptions: { output: { codeSplitting: { groups: [
    { name: (id) => { if (!id.includes('node_modules')) { const m = id.match(/\/(web\/src|domain\/src)\/([^/]+)/); return m ? `app_${m[1].split('/')[0]}_${m[2]}` : null; } const p = id.split('node_modules/').pop().split('/'); return "pkg_" + (p[0].startsWith('@') ? p[0].slice(1) + '_' + p[1] : p[0]); }, includeDependenciesRecursively: false },
  ] } } }, includeDependenciesRecursively: false },
});
const rows = readdirSync(out + '/assets').filter((f) => f.endsWith('.js')).map((f) => [gzipSync(readFileSync(`${out}/assets/${f}`), { level: 9 }).length, f]);
rows.sort((a, b) => b[0] - a[0]); for (const [s, f] of rows) console.log(String(s).padStart(7), f);
