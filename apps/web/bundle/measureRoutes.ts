import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The JavaScript a browser downloads for a route: the entry, the route's lazy modules, and every chunk
 * they import statically (Vite preloads those), each counted once, gzip-compressed at level 9.
 */
export function routeJavaScriptBytes(
  distDir: string,
  routeModules: readonly string[],
  entry = 'index.html',
): number {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  if (!manifest[entry]?.isEntry) {
    throw new Error(`${entry} is no entry of the manifest`);
  }
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entry, ...routeModules]) visit(key);
  return [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((total, file) => total + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length, 0);
}
