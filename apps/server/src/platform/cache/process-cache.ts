import { sql } from 'kysely';
import type { Database } from '../db/database.js';

/** Every in-process cache by name: what the admin cache page lists and clears. */
const CACHES = new Map<string, ProcessCache<unknown>>();

/**
 * A bounded in-process cache of computed values, counting its hits and misses. It holds only what can
 * be computed again from the database, so clearing it is always safe; a full cache starts over rather
 * than growing. Each process has its own copy: a clear is published as a generation number in
 * `cache_generations`, which every process compares with its copy's ({@link startCacheGenerations}).
 */
export class ProcessCache<V> {
  private readonly entries = new Map<string, V>();
  hits = 0;
  misses = 0;
  /** The generation of `cache_generations` this copy was last cleared for. */
  generation = 0;

  constructor(
    readonly name: string,
    private readonly maxEntries = 10_000,
  ) {
    if (CACHES.has(name)) throw new Error(`Two caches are named ${name}`);
    CACHES.set(name, this as ProcessCache<unknown>);
  }

  get(key: string, compute: () => V): V {
    const found = this.entries.get(key);
    if (found !== undefined) {
      this.hits += 1;
      return found;
    }
    this.misses += 1;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = compute();
    this.entries.set(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.hits = 0;
    this.misses = 0;
  }
}

export function processCaches(): readonly ProcessCache<unknown>[] {
  return [...CACHES.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function processCache(name: string): ProcessCache<unknown> | undefined {
  return CACHES.get(name);
}

/** Clears this process's copies whose generation in the database is newer than theirs. */
export async function syncCacheGenerations(database: Database): Promise<void> {
  const { rows } = await sql<{ name: string; generation: string }>`
    SELECT name, generation FROM cache_generations`.execute(database.db);
  for (const row of rows) {
    const cache = CACHES.get(row.name);
    const generation = Number(row.generation);
    if (cache && cache.generation < generation) {
      cache.clear();
      cache.generation = generation;
    }
  }
}

/**
 * Follows the clears of other processes: every `intervalMs` one small query compares the generations.
 * A cleared cache is cleared everywhere within that interval; until then another process may serve a
 * value computed before the clear, which is as correct as it was (every cached value is keyed by what
 * it was computed from, such as a ruleset's updated_at).
 */
export async function startCacheGenerations(database: Database, intervalMs = 5000): Promise<() => void> {
  await syncCacheGenerations(database);
  const timer = setInterval(() => {
    syncCacheGenerations(database).catch(() => {
      // The next tick tries again; a database outage shows elsewhere.
    });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
