import { type Cache, clearCacheInputSchema, PROVIDER_ADMIN_OPERATIONS } from '@psp/domain';
import { sql } from 'kysely';
import { processCache, processCaches } from '../platform/cache/process-cache.js';
import { defineCommand } from '../platform/commands/command.js';
import { notFound } from '../platform/http/errors.js';
import type { Executor } from '../platform/resource/executor.js';

/** The caches of this process with the generation and last clear every process shares. */
export async function listCaches(db: Executor): Promise<Cache[]> {
  const { rows } = await sql<{
    name: string;
    generation: string;
    cleared_at: string | null;
    cleared_by: Cache['cleared_by'];
  }>`
    SELECT g.name, g.generation, to_json(g.cleared_at) #>> '{}' AS cleared_at,
      CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.name) END AS cleared_by
    FROM cache_generations g LEFT JOIN users u ON u.id = g.cleared_by`.execute(db);
  const shared = new Map(rows.map((row) => [row.name, row]));
  return processCaches().map((cache) => {
    const row = shared.get(cache.name);
    const lookups = cache.hits + cache.misses;
    return {
      name: cache.name,
      entries: cache.size,
      hits: cache.hits,
      misses: cache.misses,
      hit_rate: lookups === 0 ? null : cache.hits / lookups,
      generation: Number(row?.generation ?? 0),
      cleared_at: row?.cleared_at ?? null,
      cleared_by: row?.cleared_by ?? null,
    };
  });
}

/**
 * Clears a cache in every process: its generation goes up by one in the database (other processes see it
 * within seconds and clear their copy) and this process clears its own at once.
 */
export const clearCacheCommand = defineCommand({
  name: 'cache.clear',
  input: clearCacheInputSchema,
  requirement: PROVIDER_ADMIN_OPERATIONS['cache.clear'],
  async run({ trx, actor }, { name }) {
    const cache = processCache(name);
    if (!cache) throw notFound('The cache');
    const { rows } = await sql<{ generation: string }>`
      INSERT INTO cache_generations (name, generation, cleared_at, cleared_by)
      VALUES (${name}, 1, now(), ${actor.kind === 'user' ? actor.userId : null})
      ON CONFLICT (name) DO UPDATE SET generation = cache_generations.generation + 1,
        cleared_at = now(), cleared_by = EXCLUDED.cleared_by
      RETURNING generation`.execute(trx);
    cache.clear();
    cache.generation = Number(rows[0]!.generation);
    const [cleared] = (await listCaches(trx)).filter((row) => row.name === name);
    return cleared!;
  },
});
