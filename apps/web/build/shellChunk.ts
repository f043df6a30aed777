import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

type ModuleInfo = { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo;
}

/** A package whose index re-exports everything: a module uses only the files of the names it imports. */
interface Barrel {
  specifier: string;
  index: string;
  files: Map<string, string>;
}

/** Mantine's ESM index: `import { Group } from "./components/Group/Group.mjs"` for every export. */
function mantineBarrel(specifier: string, index: string): Barrel {
  const files = new Map<string, string>();
  for (const match of readFileSync(index, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const name of (match[1] ?? '').split(',')) {
      const local = name
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (local) files.set(local, resolve(dirname(index), match[2] ?? ''));
    }
  }
  return { specifier, index, files };
}

/** Our domain package: `export * from` all the way down; each name is declared once in one file. */
function sourceBarrel(specifier: string, index: string): Barrel {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const source = readFileSync(path, 'utf8');
        for (const match of source.matchAll(
          /export\s+(?:async\s+)?(?:const|let|function|class|enum)\s+(\w+)/g,
        )) {
          files.set(match[1] ?? '', path);
        }
      }
    }
  };
  walk(dirname(index));
  return { specifier, index, files };
}

function namedImports(source: string, specifier: string): string[] {
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${specifier}['"]`, 'g');
  return [...source.matchAll(pattern)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0] ?? ''),
  );
}

/**
 * The modules `roots` load statically, following a barrel only to the files of the names imported
 * from it (a plain module graph would count all of Mantine and of the domain package).
 */
function reach(
  roots: readonly string[],
  ctx: ChunkingContext,
  barrels: readonly Barrel[],
  stop: Set<string>,
) {
  const found = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (found.has(id) || stop.has(id) || barrels.some((barrel) => barrel.index === id)) continue;
    found.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    if (!existsSync(id)) continue;
    const source = readFileSync(id, 'utf8');
    for (const barrel of barrels) {
      for (const name of namedImports(source, barrel.specifier)) {
        const file = barrel.files.get(name);
        if (file) queue.push(file);
      }
    }
  }
  return found;
}

/**
 * Puts the logged-in shell (app, layout, list kit) into one chunk, with everything it loads that the
 * entry and the login screens do not. Left to itself the bundler splits every module that the shell
 * shares with some screen into its own sliver (a Group here, a Badge there), since it does not know that
 * screens always load after the shell: each sliver compresses alone, and the shell grew with every screen
 * added (200.3 KB with three screens, 194.7 KB in one chunk; docs/performance.md).
 */
export function shellChunk(options: {
  roots: string[];
  exclude: string[];
  nodeModules: string;
  domain: string;
}) {
  let shell: Set<string> | undefined;
  const build = (ctx: ChunkingContext) => {
    const barrels = [
      mantineBarrel('@mantine/core', join(options.nodeModules, '@mantine/core/esm/index.mjs')),
      mantineBarrel('@mantine/hooks', join(options.nodeModules, '@mantine/hooks/esm/index.mjs')),
      sourceBarrel('@psp/domain', options.domain),
    ];
    const elsewhere = reach(options.exclude, ctx, barrels, new Set());
    return reach(options.roots, ctx, barrels, elsewhere);
  };
  return {
    name: (id: string, ctx: ChunkingContext) => {
      shell ??= build(ctx);
      // A lazily imported module (App, AppLayout) keeps its own small chunk and its manifest entry.
      const lazy = (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
      return shell.has(id) && !lazy ? 'shell' : null;
    },
    includeDependenciesRecursively: false,
  };
}
