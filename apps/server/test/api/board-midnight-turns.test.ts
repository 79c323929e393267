import { addDays, legListResponse, turnaroundListResponse } from '@board/domain';
import { describe, expect, it } from 'vitest';
import { recordingSuite } from '../helpers/leg-edits.ts';
import { arrivalItem, departureItem, NOW, TODAY } from '../helpers/legs.ts';

const TOMORROW = addDays(TODAY, 1);

const suite = recordingSuite(
  () => NOW,
  async (ctx) => {
    const feed = await ctx.feed([
      // AZC turns at 11:10 today, lands again at 23:40 and leaves at 06:10 tomorrow (Lima time).
      arrivalItem(),
      departureItem(),
      arrivalItem({
        flight_number: '2103',
        std: `${TODAY}T22:20:00-05:00`,
        sta: `${TODAY}T23:40:00-05:00`,
      }),
      departureItem({
        flight_number: '2104',
        datop_local: TOMORROW,
        std: `${TOMORROW}T06:10:00-05:00`,
        sta: `${TOMORROW}T07:30:00-05:00`,
      }),
      // Tomorrow's turn of another aircraft, and AZC's next turn: neither belongs to today.
      arrivalItem({
        flight_number: '2201',
        registration: 'AZD',
        datop_local: TOMORROW,
        std: `${TOMORROW}T08:00:00-05:00`,
        sta: `${TOMORROW}T09:20:00-05:00`,
      }),
      departureItem({
        flight_number: '2202',
        registration: 'AZD',
        datop_local: TOMORROW,
        std: `${TOMORROW}T10:10:00-05:00`,
        sta: `${TOMORROW}T11:30:00-05:00`,
      }),
    ]);
    expect(feed.json().data.rejected, feed.body).toBe(0);
  },
);

async function general(day: string) {
  const res = await suite.ctx.post(
    '/v1/leg/list-extend',
    { day, station: 'LIM' },
    { token: suite.tokens.lim },
  );
  expect(res.statusCode, res.body).toBe(200);
  return turnaroundListResponse.parse(res.json()).data.legs;
}

async function list(day: string, arrival: boolean) {
  const res = await suite.ctx.post(
    '/v1/leg/list',
    { day, station: 'LIM', arrival },
    { token: suite.tokens.lim },
  );
  expect(res.statusCode, res.body).toBe(200);
  return legListResponse.parse(res.json()).data.legs;
}

const flights = (rows: Awaited<ReturnType<typeof general>>) =>
  rows.map((r) => [r.arrival?.flight_number ?? null, r.departure?.flight_number ?? null]);

describe('turnarounds across local midnight', () => {
  it("show the night's turn on the General board of both days", async () => {
    expect(flights(await general(TODAY))).toEqual([
      ['LA2101', 'LA2102'],
      ['LA2103', 'LA2104'],
    ]);
    expect(flights(await general(TOMORROW))).toEqual([
      ['LA2103', 'LA2104'],
      ['LA2201', 'LA2202'],
    ]);
    const [night] = await general(TOMORROW);
    expect(night).toMatchObject({
      next_flight_number: 'LA2104',
      turn_around_time: 390,
      turn_around_estimated_time: 390,
    });
    expect(night?.arrival?.arrival_date).toBe(TODAY);
    expect(night?.departure?.datop_local).toBe(TOMORROW);
  });

  it("list only the day's legs, with the ground times of the night's turn", async () => {
    const arrivals = await list(TODAY, true);
    expect(arrivals.map((l) => [l.flight_number, l.turn_around_time_arrival])).toEqual([
      ['LA2101', 50],
      ['LA2103', 390],
    ]);
    expect((await list(TODAY, false)).map((l) => l.flight_number)).toEqual(['LA2102']);
    expect((await list(TOMORROW, true)).map((l) => l.flight_number)).toEqual(['LA2201']);
    const departures = await list(TOMORROW, false);
    expect(departures.map((l) => [l.flight_number, l.turn_around_time_departure])).toEqual([
      ['LA2104', 390],
      ['LA2202', 50],
    ]);
  });

  it("show a change to tomorrow's departure on today's board at once", async () => {
    // Both days are read (and kept) before the change.
    expect((await general(TODAY))[1]?.turn_around_estimated_time).toBe(390);
    expect((await list(TODAY, true))[1]?.turn_around_time_arrival).toBe(390);
    const change = await suite.ctx.feed([
      {
        airline: 'LA',
        flight_number: '2104',
        datop_local: TOMORROW,
        depstn: 'LIM',
        etd: `${TOMORROW}T06:40:00-05:00`,
      },
    ]);
    expect(change.json().data.updated, change.body).toBe(1);
    const [, night] = await general(TODAY);
    expect(night?.departure?.etd).toBe(new Date(`${TOMORROW}T06:40:00-05:00`).toISOString());
    expect(night?.turn_around_estimated_time).toBe(420);
    expect((await list(TODAY, true))[1]?.turn_around_time_arrival).toBe(420);
  });

  it('re-pair both days when the aircraft of the night is swapped', async () => {
    const swap = await suite.ctx.feed([
      {
        airline: 'LA',
        flight_number: '2104',
        datop_local: TOMORROW,
        depstn: 'LIM',
        registration: 'AZD',
      },
    ]);
    expect(swap.json().data.updated, swap.body).toBe(1);
    expect(flights(await general(TODAY))).toEqual([
      ['LA2101', 'LA2102'],
      ['LA2103', null],
    ]);
    // AZD's first movement at Lima is now the 06:10 departure; its 09:20 arrival turns at 10:10.
    expect(flights(await general(TOMORROW))).toEqual([
      [null, 'LA2104'],
      ['LA2201', 'LA2202'],
    ]);
  });
});
