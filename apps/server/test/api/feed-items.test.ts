import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legConnections } from '../../src/db/schema.ts';
import { feedReport, limaKey as key, storedFlight } from '../helpers/feed-report.ts';
import { departureItem, NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, FEED_KEY, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
});
afterAll(() => ctx.close());

const send = (items: unknown[]) => feedReport(ctx, items);

const problems = (result: Awaited<ReturnType<typeof send>>) =>
  Object.fromEntries(
    result.errors.map((e) => [e.index, e.fields.map(({ path, key }) => `${path}: ${key}`)]),
  );

const stored = (flight: string) => storedFlight(ctx, flight);

describe('a feed batch with broken items', () => {
  it('applies every good item and lists all the problems of each broken one with its key', async () => {
    await send([departureItem({ flight_number: '4003' })]);
    const result = await send([
      departureItem({ flight_number: '4001' }),
      // A contract error and two checks against the stations and the schedule, all at once.
      departureItem({
        flight_number: '4002',
        registration: 'CC-AZN-LONG',
        arrstn: 'XXX',
        sta: `${TODAY}T10:00:00-05:00`,
      }),
      { ...key('4003'), load: 900 },
      // Text no record may hold, beside a date of operation that is not the one of std.
      departureItem({
        flight_number: '4004',
        crew: [{ position: 'CPT', name: 'Ro\u0000sa', crew_number: '1' }],
        std: '2026-03-11T00:30:00-05:00',
        sta: '2026-03-11T02:00:00-05:00',
      }),
      departureItem({ flight_number: '4005' }),
    ]);
    expect(result).toMatchObject({ received: 5, created: 2, updated: 1, rejected: 2 });
    expect(problems(result)).toEqual({
      1: [
        'registration: validation.registration',
        'arrstn: validation.unknownAirport',
        'sta: validation.staNotAfterStd',
      ],
      3: ['crew.0.name: validation.invalidCharacters', 'datop_local: validation.datopNotStdDay'],
    });
    expect(result.errors.map((e) => e.key)).toEqual([key('4002'), key('4004')]);
    expect(result.errors[0]?.fields[1]?.message).toBe(
      'El aeropuerto XXX no existe en la base de aeropuertos',
    );
    expect(await stored('4001')).toBeDefined();
    expect(await stored('4005')).toBeDefined();
    expect((await stored('4003'))?.load).toBe(900);
    expect(await stored('4002')).toBeUndefined();
    expect(await stored('4004')).toBeUndefined();
  });

  it('reports an item the database refuses alone and applies the rest of the batch', async () => {
    // Stands in for a refusal no check can foresee (a constraint added later, another writer).
    await ctx.database.db.execute(
      sql`alter table legs add constraint feed_test_refused check (material <> 'BAD')`,
    );
    try {
      const result = await send([
        departureItem({ flight_number: '4101' }),
        departureItem({ flight_number: '4102', material: 'BAD' }),
        { ...key('4001'), load: 1234 },
        { ...key('4005'), material: 'BAD', load: 55 },
        departureItem({
          flight_number: '4103',
          connections: [
            { flight_number: 'LA2101', datop_local: TODAY, depstn: 'CUZ', pax: 3, bags: 4 },
          ],
        }),
      ]);
      expect(result).toMatchObject({ created: 2, updated: 1, unchanged: 0, rejected: 2 });
      expect(result.errors.map((e) => [e.index, e.key, e.fields.map((f) => f.key)])).toEqual([
        [1, key('4102'), ['validation.notSaved']],
        [3, key('4005'), ['validation.notSaved']],
      ]);
      expect(await stored('4101')).toBeDefined();
      expect(await stored('4102')).toBeUndefined();
      expect((await stored('4001'))?.load).toBe(1234);
      expect(await stored('4005')).toMatchObject({ material: '320', load: null });
      const leg = await stored('4103');
      const connections = await ctx.database.db
        .select()
        .from(legConnections)
        .where(eq(legConnections.legId, leg?.id ?? ''));
      expect(connections).toMatchObject([{ flightNumber: 'LA2101', pax: 3, bags: 4 }]);
    } finally {
      await ctx.database.db.execute(sql`alter table legs drop constraint feed_test_refused`);
    }
    // Sent again once the database takes it, the refused item is applied like any other.
    expect(await send([{ ...key('4005'), material: 'BAD', load: 55 }])).toMatchObject({
      updated: 1,
      rejected: 0,
    });
  });

  it('names each rejected item by whatever of its key could be read', async () => {
    const result = await send([
      'not a leg',
      null,
      { airline: 'LAN', flight_number: 2101, datop_local: '2026-02-30', depstn: 'L\u0000M' },
      { airline: ' la ', flight_number: '4201', datop_local: TODAY, depstn: 'lim', std: 'soon' },
      { airline: 'L'.repeat(200), flight_number: ['4202'], datop_local: TODAY },
    ]);
    expect(result.rejected).toBe(5);
    const none = { airline: null, flight_number: null, datop_local: null, depstn: null };
    expect(result.errors.map((e) => e.key)).toEqual([
      none,
      none,
      { airline: 'LAN', flight_number: '2101', datop_local: '2026-02-30', depstn: null },
      key('4201'),
      { ...none, datop_local: TODAY },
    ]);
    expect(problems(result)).toEqual({
      0: [': validation.expectedObject'],
      1: [': validation.invalidType'],
      2: [
        'depstn: validation.invalidCharacters',
        'airline: validation.airline',
        'flight_number: validation.expectedString',
        'datop_local: validation.date',
      ],
      3: [
        'std: validation.instant',
        'arrstn: validation.createNeeds',
        'sta: validation.createNeeds',
      ],
      4: [
        'airline: validation.airline',
        'flight_number: validation.expectedString',
        'depstn: validation.required',
      ],
    });
  });

  it('refuses a body holding a prototype key as a whole, as it refuses malformed JSON', async () => {
    // Written by hand: JSON.stringify would not send an own __proto__ key as it stands.
    const good = JSON.stringify(departureItem({ flight_number: '4301' }));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/integration/v1/legs',
      headers: { 'x-feed-key': FEED_KEY, 'content-type': 'application/json' },
      payload: `{"legs":[${good},{"airline":"LA","__proto__":{"admin":true}}]}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(await stored('4301')).toBeUndefined();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a feed batch that loses its database', () => {
  it('answers 503 for the whole batch instead of blaming its items, and saves none', async () => {
    // The database ends the connection in the middle of the batch, as a restart or failover does.
    await ctx.database.db.execute(sql`
      create function feed_test_lose_connection() returns trigger language plpgsql as $$
      begin
        if new.material = 'DIE' then perform pg_terminate_backend(pg_backend_pid()); end if;
        return new;
      end $$`);
    await ctx.database.db.execute(sql`
      create trigger feed_test_lose_connection before insert on legs
      for each row execute function feed_test_lose_connection()`);
    try {
      const res = await ctx.feed([
        departureItem({ flight_number: '4301' }),
        departureItem({ flight_number: '4302', material: 'DIE' }),
      ]);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
      expect(await stored('4301')).toBeUndefined();
    } finally {
      await ctx.database.db.execute(sql`drop trigger feed_test_lose_connection on legs`);
      await ctx.database.db.execute(sql`drop function feed_test_lose_connection()`);
    }
  });
});
