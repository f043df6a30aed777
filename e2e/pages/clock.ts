import { randomUUID } from 'node:crypto';

/**
 * The browser tests' one reading of the clock: a test that needs "now" asks here, never `new Date()` or
 * `Date.now()` itself (a test of the tree keeps them out), so what depends on the day is in one place.
 */
export const testNow = (): Date => new Date();

/** The instant `ms` milliseconds from testNow() (negative: before it). */
export const fromNow = (ms: number): Date => new Date(testNow().getTime() + ms);

/** A short suffix that makes a name or reference unique to this run, without reading the clock. */
export const uniqueSuffix = (): string => randomUUID().slice(0, 8);
