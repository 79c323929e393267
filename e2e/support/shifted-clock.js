// Moves this process's wall clock forward by a number of milliseconds: `new Date()`, `Date()` and
// `Date.now()` read later, while timers and `performance` keep real time. The browser suite runs
// under it at chosen hours of the day (scripts/e2e-at.sh), since what the demo has flown, and
// which day is Hoy where, depends on the hour. Plain JavaScript, as it is loaded both by Node
// (`--import`, with CLOCK_OFFSET_MS set) and into each page (with `__clockOffsetMs` set before).
(() => {
  const offset = Number(globalThis.process?.env.CLOCK_OFFSET_MS ?? globalThis.__clockOffsetMs ?? 0);
  if (!offset) return;
  const RealDate = globalThis.Date;
  const realNow = RealDate.now.bind(RealDate);
  // PGlite's PostgreSQL reads its clock through Date.now too, so SQL now() agrees.
  RealDate.now = () => realNow() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [realNow() + offset] : args, newTarget),
    apply: () => new RealDate(realNow() + offset).toString(),
  });
})();
