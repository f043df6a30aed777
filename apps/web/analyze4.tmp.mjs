import { build } from 'vite';
import { readFileSync } from 'node:fs';
process.env.NODE_ENV = 'production';
const out = '/tmp/analyze/d6';
const mods = {};
await build({ root: new URL('.', import.meta.url).pathname, logLevel: 'error', build: { outDir: out, emptyOutDir: true },
  plugins: [{ name: 's', generateBundle(_, b) { for (const c of Object.values(b)) if (c.type === 'chunk') mods[c.fileName] = c.modules; } }] });
const m = JSON.parse(readFileSync(out + '/.vite/manifest.json', 'utf8'));
const seen = new Set(); const v = (k) => { if (seen.has(k)) return; seen.add(k); for (const i of m[k].imports ?? []) v(i); };
for (const k of ['index.html', ...process.argv.slice(2)]) v(k);
const per = {};
for (const k of seen) for (const [id, mm] of Object.entries(mods[m[k].file] ?? {})) {
  const key = id.includes('node_modules') ? (id.match(/node_modules\/(@mantine\/core\/esm\/components\/[^/]+|@[^/]+\/[^/]+|[^/]+)/)?.[1]) : id.replace(/.*\/(apps|packages)\//, '');
  per[key] = (per[key] ?? 0) + mm.renderedLength;
}
for (const [k, s] of Object.entries(per).sort((a, b) => b[1] - a[1])) if (s > 800) console.log(String(s).padStart(7), k);
if (process.env.SHOW) for (const k of seen) { const ids = Object.keys(mods[m[k].file] ?? {}); const hit = ids.filter((i) => i.includes(process.env.SHOW)); if (hit.length) console.log(k, m[k].file, ids.length, 'modules; e.g.', ids.filter(i=>!i.includes('node_modules')).slice(0, 8).map(i=>i.replace(/.*\/(apps|packages)\//,'')), hit.slice(0,3)); }
