import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.generated.js';

/** The database or a transaction: code that holds a transaction passes it, and uses nothing else. */
export type Executor = Kysely<DB>;
