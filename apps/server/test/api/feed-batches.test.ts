import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legs } from '../../src/db/schema.ts';
import { feedReport } from '../helpers/feed-report.ts';
import { departureItem, NOW } from '../helpers/legs.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
});
afterAll(() => ctx.close());

/** Generated batches per database: each is one request writing a few legs. */
const RUNS = 40;
const FIELDS = Object.keys(departureItem()).filter(
  (f) => !['airline', 'flight_number', 'datop_local', 'depstn'].includes(f),
);

/** Flight numbers never repeat across runs, so each good item is a leg of its own. */
let nextFlight = 6000;
const flight = () => String(nextFlight++);

/**
 * Keys of generated objects. `__proto__` and `constructor` are left out: the JSON parser refuses
 * a body holding them as a whole, like malformed JSON (feed-items.test.ts), before any item is.
 */
const key = fc.string().filter((k) => k !== '__proto__' && k !== 'constructor');

/** Any JSON value, or any text at all: NUL, lone surrogates and other characters included. */
const value = fc.oneof(fc.anything({ key }), fc.string({ unit: 'binary', maxLength: 12 }));

/** A good item, or a copy broken anywhere but in its key: any value in any field, some removed. */
const entry = fc.oneof(
  fc.constant({ good: true as const }),
  fc.record({
    good: fc.constant(false as const),
    changes: fc.dictionary(fc.constantFrom(...FIELDS, 'colour'), value, { minKeys: 1 }),
    removed: fc.subarray(FIELDS),
  }),
);

describe('feed batches, generated', () => {
  it('apply every good item whatever the others hold, and report each rejected one once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { maxLength: 8 }), async (entries) => {
        const items = entries.map((e) => {
          const item: Record<string, unknown> = departureItem({ flight_number: flight() });
          if (e.good) return item;
          for (const field of e.removed) delete item[field];
          return { ...item, ...e.changes };
        });
        const { received, created, updated, unchanged, rejected, errors } = await feedReport(
          ctx,
          items,
        );
        expect(received).toBe(items.length);
        expect(created + updated + unchanged + rejected).toBe(received);
        expect(errors.map((e) => e.index)).toEqual([...new Set(errors.map((e) => e.index))]);
        for (const error of errors) {
          expect(entries[error.index]?.good).toBe(false);
          expect(error.fields.length).toBeGreaterThan(0);
          expect(error.key.flight_number).toBe(items[error.index]?.flight_number);
        }
        const good = items.filter((_, i) => entries[i]?.good).map((i) => String(i.flight_number));
        const saved = good.length
          ? await ctx.database.db
              .select({ flight: legs.flightNumber })
              .from(legs)
              .where(inArray(legs.flightNumber, good))
          : [];
        expect(saved.map((s) => s.flight).sort()).toEqual(good.sort());
      }),
      { numRuns: RUNS },
    );
  });
});
