import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legs, stationFeedSync } from '../../src/db/schema.ts';
import { feedReport } from '../helpers/feed-report.ts';
import { arrivalItem, departureItem, NOW } from '../helpers/legs.ts';
import { createTestContext, FEED_KEY, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
});
afterAll(() => ctx.close());

const send = (items: unknown[]) => feedReport(ctx, items);

async function stored(flight: string) {
  const [row] = await ctx.database.db.select().from(legs).where(eq(legs.flightNumber, flight));
  return row;
}

describe('operations feed', () => {
  it('refuses a call without the feed key, or with the web gateway keys only', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/integration/v1/legs',
      payload: { legs: [] },
    });
    expect(res.statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/integration/v1/legs',
      headers: { 'x-feed-key': 'not-the-key' },
      payload: { legs: [] },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('says nothing of which integration paths exist to a caller without the key', async () => {
    const unknown = await ctx.app.inject({ method: 'POST', url: '/integration/v1/flights' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('API_KEY_INVALID');
    const keyed = await ctx.app.inject({
      method: 'POST',
      url: '/integration/v1/flights',
      headers: { 'x-feed-key': FEED_KEY },
    });
    expect(keyed.statusCode).toBe(404);
    expect(keyed.json().error.code).toBe('NOT_FOUND');
  });

  it('creates legs, then counts an identical repeat as unchanged without a new version', async () => {
    expect(await send([arrivalItem(), departureItem()])).toMatchObject({
      received: 2,
      created: 2,
      rejected: 0,
    });
    const first = await stored('2101');
    expect(first?.arrivalDate).toBe('2026-03-10');
    expect(first?.version).toBe(1);
    expect(await send([arrivalItem(), departureItem()])).toMatchObject({ unchanged: 2 });
    expect((await stored('2101'))?.version).toBe(1);
    // The same stand written with its keys in another order is still the same stand.
    const reordered = departureItem({
      stand_departure: { hall: 'A4', number: '12', type: 'bridge' },
    });
    expect(await send([reordered])).toMatchObject({ unchanged: 1, updated: 0 });
  });

  it('applies partial updates and clears on null, without moving the edit version', async () => {
    const result = await send([
      {
        airline: 'LA',
        flight_number: '2101',
        datop_local: '2026-03-10',
        depstn: 'CUZ',
        eta: '2026-03-10T10:45:00-05:00',
        capacity: null,
      },
    ]);
    expect(result.updated).toBe(1);
    const row = await stored('2101');
    expect(row?.eta?.toISOString()).toBe('2026-03-10T15:45:00.000Z');
    expect(row?.capacity).toBeNull();
    expect(row?.paxAdult).toBe(150);
    // The version counts the station's edits only: a feed update never makes an edit stale.
    expect(row?.version).toBe(1);
  });

  it('keeps the old registration after a slash and records stand changes in order', async () => {
    await send([arrivalItem({ registration: 'AZD', stand_arrival: { number: '14' } })]);
    const row = await stored('2101');
    expect(row?.registration).toBe('AZD/AZC');
    expect(row?.changeRegistration).toBe(true);
    expect(row?.peaNumberArrival).toBe('14');
    expect(row?.peaTape).toBe('3');
    expect((row?.peaChangesArrival ?? []).map((c) => [c.index, c.number])).toEqual([
      [0, '12'],
      [1, '14'],
    ]);
  });

  it('saves the good items of a batch and reports each bad one by field', async () => {
    const result = await send([
      departureItem({ flight_number: '2202' }),
      { ...departureItem({ flight_number: '2203' }), std: 'yesterday' },
      departureItem({ flight_number: '2204', arrstn: 'XXX' }),
      { airline: 'LA', flight_number: '2205', datop_local: '2026-03-10', depstn: 'LIM' },
      { ...departureItem({ flight_number: '2206' }), colour: 'red' },
    ]);
    expect(result).toMatchObject({ created: 1, rejected: 4 });
    const byIndex = Object.fromEntries(
      result.errors.map((e) => [e.index, e.fields.map(({ path, key }) => ({ path, key }))]),
    );
    expect(byIndex[1]).toEqual([{ path: 'std', key: 'validation.instant' }]);
    expect(byIndex[2]).toEqual([{ path: 'arrstn', key: 'validation.unknownAirport' }]);
    expect(byIndex[3]?.map((f) => f.path)).toEqual(['arrstn', 'std', 'sta']);
    expect(byIndex[4]).toEqual([{ path: 'colour', key: 'validation.unknownField' }]);
    expect(await stored('2202')).toBeDefined();
    expect(await stored('2203')).toBeUndefined();
  });

  it('answers 400 for a body that is not a batch', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/integration/v1/legs',
      headers: { 'x-feed-key': 'test-feed-key-of-at-least-24-characters' },
      payload: { legs: 'all of them' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('stamps the last synchronisation of both stations of a changed leg', async () => {
    const rows = await ctx.database.db.select().from(stationFeedSync);
    expect(rows.map((r) => r.station).sort()).toEqual(['CUZ', 'LIM']);
    expect(rows[0]?.lastSyncAt.toISOString()).toBe(NOW.toISOString());
  });
});
