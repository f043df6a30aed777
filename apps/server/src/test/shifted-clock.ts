/**
 * Vitest set-up of the server tests: with TEST_CLOCK=<ISO instant>, the process's clock starts there and
 * runs on from it. `Date.now()` and `new Date()` move by the same offset everywhere in the process: the
 * server, the job queue, the tests and the embedded database (PGlite reads its clock through Date.now),
 * so one run can be on 29 February or a DST Sunday whatever the machine's day. Without TEST_CLOCK this
 * does nothing. Only for the embedded database: a real PostgreSQL server keeps its own clock.
 */
const requested = process.env.TEST_CLOCK;
const installed = Symbol.for('psp.shiftedClock');

if (requested && !(globalThis as Record<symbol, unknown>)[installed]) {
  const RealDate = Date;
  const start = RealDate.parse(requested);
  if (Number.isNaN(start)) throw new Error(`TEST_CLOCK is not an instant: ${requested}`);
  const offset = start - RealDate.now();
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  });
  (globalThis as Record<symbol, unknown>)[installed] = true;
}
