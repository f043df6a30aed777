import type { Database } from '../platform/db/database.js';
import { HttpError } from '../platform/http/errors.js';

/** Backtests running per database pool of this process. */
const running = new WeakMap<Database, number>();

/**
 * A backtest holds one of the pool's connections for its whole run, so a process runs at most a quarter
 * of its pool at once (one on the embedded database, whose single connection it then holds: requests
 * wait for the few seconds it takes). One more is a 429 with Retry-After. Answers the release.
 */
export function takeBacktestSlot(database: Database): () => void {
  const taken = running.get(database) ?? 0;
  const slots = Math.max(1, Math.floor((database.pool.options.max ?? 10) / 4));
  if (taken >= slots) {
    throw new HttpError(429, 'backtest_busy', 'Other backtests are running; try again in a few seconds');
  }
  running.set(database, taken + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running.set(database, (running.get(database) ?? 1) - 1);
  };
}
