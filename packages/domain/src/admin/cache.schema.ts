import { z } from 'zod';
import { timestamp } from '../resources/resource-schema.js';

/**
 * An in-process cache of the server (compiled rulesets and routings, the leaked-password list), as the
 * process that answers sees it: its entries and hit rate are that process's; the generation and the last
 * clear are shared by all processes.
 */
export const cacheSchema = z.object({
  name: z.string(),
  entries: z.int(),
  hits: z.int(),
  misses: z.int(),
  /** Hits per lookup since the process started or the cache was last cleared; null before any lookup. */
  hit_rate: z.number().nullable(),
  generation: z.int(),
  cleared_at: timestamp().nullable(),
  cleared_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type Cache = z.infer<typeof cacheSchema>;

export const clearCacheInputSchema = z.object({ name: z.string().min(1).max(100) }).strict();
