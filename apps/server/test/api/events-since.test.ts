import {
  changesAfterResponse,
  DEFAULT_REGISTRATIONS,
  daysShowing,
  type Leg,
  legListResponse,
} from '@board/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stationChangeCounters, stationChanges } from '../../src/db/schema.ts';
import { errorOf } from '../helpers/api.ts';
import { type Account, delaysBody, feedLegs, signInAll, storedLeg } from '../helpers/leg-edits.ts';
import { departureItem, NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

/** GET /v1/events/since: the changes a board of a station missed, as the stream sent them. */
let ctx: TestContext;
let tokens: Record<Account, string>;
let clock = NOW;
let leg = '';

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  tokens = await signInAll(ctx);
  [leg = ''] = await feedLegs(ctx, [departureItem({ flight_number: '8101' })]);
});
afterAll(() => ctx.close());

const since = (seq: number | string, token = tokens.lim, station = 'LIM') =>
  ctx.get(`/v1/events/since?station=${station}&seq=${seq}`, { token });
async function changesAfter(seq: number) {
  const res = await since(seq);
  expect(res.statusCode, res.body).toBe(200);
  return changesAfterResponse.parse(res.json()).data;
}

/** Lima's last change number, as its counter holds it. */
async function lastSeq(): Promise<number> {
  const [row] = await ctx.database.db
    .select({ seq: stationChangeCounters.seq })
    .from(stationChangeCounters)
    .where(eq(stationChangeCounters.station, 'LIM'));
  return row?.seq ?? 0;
}

/** A change of the leg's estimate through the feed: one change of Lima each. */
const estimate = (clockTime: string) =>
  ctx.feed([departureItem({ flight_number: '8101', etd: `${TODAY}T${clockTime}:00-05:00` })]);

describe('the changes a board missed', () => {
  it('come back in order, each with its rows for every day showing it', async () => {
    const from = await lastSeq();
    expect((await estimate('11:40')).json().data.updated).toBe(1);
    const mvt = await ctx.mvt('MVT\nLA8101/10.CCAZC.LIM\nAD1645/1655 EA1805 CUZ');
    expect(mvt.json().data.messages[0].outcome).toBe('applied');
    const { version } = await storedLeg(ctx, leg);
    const body = delaysBody(leg, version, [{ code: '93', minutes: 35 }]);
    const saved = await ctx.post('/v1/leg/store-delays', body, { token: tokens.lim });
    expect(saved.statusCode, saved.body).toBe(200);

    const { complete, changes } = await changesAfter(from);
    expect(complete).toBe(true);
    expect(changes.map((c) => [c.seq, c.days, c.synced !== undefined])).toEqual([
      [from + 1, [TODAY], true],
      [from + 2, [TODAY], true],
      [from + 3, [TODAY], false],
    ]);
    const departures = changes.map((change) => {
      expect(change.deltas?.map((d) => d.day)).toEqual(daysShowing(TODAY));
      const today = change.deltas?.find((d) => d.day === TODAY);
      expect(today).toMatchObject({ aircraft: ['AZC'], legs: [leg] });
      return today?.lists?.departures.find((row) => row._id === leg);
    });
    expect(departures.map((d) => [d?.etd, d?.atd, d?.delays_codes])).toEqual([
      ['2026-03-10T16:40:00.000Z', null, ''],
      ['2026-03-10T16:40:00.000Z', '2026-03-10T16:45:00.000Z', ''],
      ['2026-03-10T16:40:00.000Z', '2026-03-10T16:45:00.000Z', '93'],
    ]);
    // The station's own edit carries its change marker with its author; the feed's has none.
    const marks = changes.map((c) => c.deltas?.find((d) => d.day === TODAY)?.marks[0]);
    expect(marks.map((m) => m?.author_id ?? null)).toEqual([null, null, expect.any(String)]);
    expect(marks[2]?.changes.map((c) => c.field)).toEqual(['delays']);
  });

  it('are none, and all there, for a board holding the last number', async () => {
    expect(await changesAfter(await lastSeq())).toEqual({ complete: true, changes: [] });
  });

  it('are incomplete when one of them is no longer kept: the board reads its lists again', async () => {
    const from = await lastSeq();
    for (const clockTime of ['11:50', '12:00', '12:10']) await estimate(clockTime);
    await ctx.database.db
      .delete(stationChanges)
      .where(and(eq(stationChanges.station, 'LIM'), eq(stationChanges.seq, from + 2)));
    expect(await changesAfter(from)).toEqual({ complete: false, changes: [] });
    expect(await changesAfter(from + 1)).toEqual({ complete: false, changes: [] });
    const after = await changesAfter(from + 2);
    expect([after.complete, after.changes.map((c) => c.seq)]).toEqual([true, [from + 3]]);
  });

  it('are kept an hour: the writes after it prune those before', async () => {
    const kept = await lastSeq();
    clock = new Date(NOW.getTime() + 61 * 60_000);
    // Pruned every hundredth change of the station: written up to the next one.
    for (let n = kept + 1; n <= Math.ceil((kept + 1) / 100) * 100; n++) {
      await estimate(n % 2 ? '12:20' : '12:30');
    }
    expect(await lastSeq()).toBe(Math.ceil((kept + 1) / 100) * 100);
    expect((await changesAfter(0)).complete).toBe(false);
    expect((await changesAfter(kept - 1)).complete).toBe(false);
    const hour = await changesAfter(kept);
    expect(hour.complete).toBe(true);
    expect(hour.changes[0]?.seq).toBe(kept + 1);
  });

  it('are refused to a user without the station, as its stream is, and to bad numbers', async () => {
    expect(errorOf(await since(0, tokens.scl)).code).toBe('FORBIDDEN');
    expect((await since(0, tokens.scl)).statusCode).toBe(403);
    expect((await ctx.get('/v1/events/since?station=LIM&seq=0')).statusCode).toBe(401);
    const integer = { key: 'validation.integer', message: 'Ingrese un número válido' };
    for (const [seq, field] of [
      [
        '-1',
        { key: 'validation.min', params: { min: 0 }, message: 'El valor es demasiado pequeño' },
      ],
      ['abc', integer],
      ['1.5', integer],
      // Text a number coerces from, yet no number of a change.
      ['', integer],
      ['%20', integer],
      ['1e2', integer],
    ] as const) {
      const res = await since(seq);
      expect(res.statusCode, seq).toBe(400);
      expect(errorOf(res).fields, seq).toEqual([{ path: 'seq', ...field }]);
    }
    const missing = await ctx.get('/v1/events/since?station=LIM', { token: tokens.lim });
    expect(errorOf(missing).fields).toEqual([
      { path: 'seq', key: 'validation.required', message: 'Este campo es obligatorio' },
    ]);
  });

  it('say "read the day again" for a write of many aircraft, and the day is read again', async () => {
    const from = await lastSeq();
    const batch = DEFAULT_REGISTRATIONS.slice(0, 10).map((registration, i) =>
      departureItem({ flight_number: String(8200 + i), registration }),
    );
    expect((await ctx.feed(batch)).json().data.created).toBe(10);
    const { changes } = await changesAfter(from);
    expect(changes.map((c) => [c.seq, c.days])).toEqual([[from + 1, [TODAY]]]);
    expect(changes[0]?.deltas).toEqual(
      daysShowing(TODAY).map((day) => ({ day, aircraft: [], legs: [], lists: null, marks: [] })),
    );
    const list = await ctx.post(
      '/v1/leg/list',
      { station: 'LIM', day: TODAY, arrival: false },
      { token: tokens.lim },
    );
    const { legs, as_of_seq } = legListResponse.parse(list.json()).data;
    expect(as_of_seq).toBe(from + 1);
    expect(legs.filter((l: Leg) => l.flight_number.startsWith('LA82'))).toHaveLength(10);
  });

  it('are incomplete past the most one catch-up sends, all kept or not', async () => {
    const last = await lastSeq();
    const [row] = await ctx.database.db
      .select()
      .from(stationChanges)
      .where(and(eq(stationChanges.station, 'LIM'), eq(stationChanges.seq, last)));
    if (!row) throw new Error('the last change is not kept');
    // 600 changes kept as the writer keeps them, each its own number.
    const kept = Array.from({ length: 600 }, (_, i) => {
      const seq = last + 1 + i;
      return { ...row, seq, message: JSON.stringify({ ...JSON.parse(row.message), seq }) };
    });
    await ctx.database.db.insert(stationChanges).values(kept);
    await ctx.database.db
      .update(stationChangeCounters)
      .set({ seq: last + 600 })
      .where(eq(stationChangeCounters.station, 'LIM'));
    expect(await changesAfter(last + 99)).toEqual({ complete: false, changes: [] });
    const most = await changesAfter(last + 100);
    expect(most.complete).toBe(true);
    expect(most.changes.map((c) => c.seq)).toEqual(kept.slice(100).map((c) => c.seq));
  });

  it('are kept out of the write-ahead log: a crash may empty them, never slow a commit', async () => {
    // Both drivers answer a raw statement with its rows; the shared type does not say so.
    const { rows } = (await ctx.database.db.execute(
      sql`select relpersistence as persistence from pg_class where relname = 'station_changes'`,
    )) as unknown as { rows: { persistence: string }[] };
    expect(rows).toEqual([{ persistence: 'u' }]);
  });
});
