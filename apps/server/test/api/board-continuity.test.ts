import { type Leg, legListResponse, turnaroundListResponse } from '@board/domain';
import { describe, expect, it } from 'vitest';
import { recordingSuite } from '../helpers/leg-edits.ts';
import { arrivalItem, departureItem, NOW, TODAY } from '../helpers/legs.ts';

const local = (clock: string) => `${TODAY}T${clock}:00-05:00`;

const suite = recordingSuite(
  () => NOW,
  async (ctx) => {
    const feed = await ctx.feed([
      // AZC turns at Lima in 50 minutes, above the A320's 45: clean.
      arrivalItem(),
      departureItem(),
      // AZD turns at Lima in 20 minutes with no delay to explain it.
      arrivalItem({ flight_number: '2201', registration: 'AZD' }),
      departureItem({
        flight_number: '2202',
        registration: 'AZD',
        arrstn: 'AQP',
        std: local('10:40'),
        sta: local('12:10'),
      }),
      // AZF was last seen landing at Cusco, by a leg Lima's board never shows, yet comes from Trujillo.
      arrivalItem({
        flight_number: '2401',
        registration: 'AZF',
        depstn: 'AQP',
        arrstn: 'CUZ',
        std: local('07:00'),
        sta: local('08:00'),
      }),
      arrivalItem({
        flight_number: '2403',
        registration: 'AZF',
        depstn: 'TRU',
        std: local('10:00'),
        sta: local('11:10'),
      }),
    ]);
    expect(feed.json().data.rejected).toBe(0);
  },
);

const board = { day: TODAY, station: 'LIM' };

async function general() {
  const res = await suite.ctx.post('/v1/leg/list-extend', board, { token: suite.tokens.lim });
  expect(res.statusCode).toBe(200);
  return turnaroundListResponse.parse(res.json()).data.legs;
}

/** Each flight of the General board with the reasons the continuity check gives on it. */
async function reasons() {
  const shown = new Map<string, string[] | undefined>();
  const note = (leg: Leg | null) => {
    if (leg)
      shown.set(
        leg.flight_number,
        leg.continuity?.map((v) => v.message),
      );
  };
  for (const row of await general()) {
    note(row.arrival);
    note(row.departure);
  }
  return shown;
}

describe('the board marks what breaks an aircraft continuity', () => {
  it('gives the reason on the outbound of a short turn, and nothing on a clean rotation', async () => {
    const shown = await reasons();
    expect(shown.get('LA2202')).toEqual([
      '20 min en tierra tras LA2201, bajo el mínimo de 45 min, sin demora que lo explique',
    ]);
    expect(shown.get('LA2201')).toBeUndefined();
    expect(shown.has('LA2101')).toBe(true);
    expect(shown.get('LA2101')).toBeUndefined();
    expect(shown.get('LA2102')).toBeUndefined();
    const row = (await general()).find((r) => r.departure?.flight_number === 'LA2102');
    expect(row?.departure && 'continuity' in row.departure).toBe(false);
  });

  it("reads the aircraft's legs at other stations: a departure from where it never landed", async () => {
    const res = await suite.ctx.post(
      '/v1/leg/list',
      { ...board, arrival: true },
      { token: suite.tokens.lim },
    );
    const arrivals = legListResponse.parse(res.json()).data.legs;
    const leg = arrivals.find((l) => l.flight_number === 'LA2403');
    expect(leg?.continuity).toEqual([
      {
        kind: 'station',
        params: { registration: 'CC-AZF', other: 'LA2401', station: 'TRU', arrived: 'CUZ' },
        message: 'CC-AZF sale de TRU, pero su vuelo anterior LA2401 llegó a CUZ',
      },
    ]);
  });

  it('works the marks out again after a feed change: an ETD that makes up the gap clears it', async () => {
    const moved = await suite.ctx.feed([
      {
        airline: 'LA',
        flight_number: '2202',
        datop_local: TODAY,
        depstn: 'LIM',
        etd: local('11:05'),
      },
    ]);
    expect(moved.json().data.updated).toBe(1);
    expect((await reasons()).get('LA2202')).toBeUndefined();
    // A swap to an aircraft flying elsewhere at the time puts it in two places at once.
    await suite.ctx.feed([
      {
        airline: 'LA',
        flight_number: '2202',
        datop_local: TODAY,
        depstn: 'LIM',
        registration: 'AZF',
      },
    ]);
    const shown = await reasons();
    expect(shown.get('LA2202')).toEqual([
      'CC-AZF figura en dos vuelos a la vez: este y LA2403 se superponen',
    ]);
    expect(shown.get('LA2403')).toEqual([
      'CC-AZF sale de TRU, pero su vuelo anterior LA2401 llegó a CUZ',
      'CC-AZF figura en dos vuelos a la vez: este y LA2202 se superponen',
    ]);
  });
});

describe("Lima's board, kept and patched, after a change elsewhere in an aircraft's day", () => {
  it("moves the marks an aircraft's leg between two other stations gives its Lima legs", async () => {
    // AZF's Lima legs are read, and kept, with the leg from Arequipa to Cusco before them.
    expect((await reasons()).get('LA2403')?.[0]).toMatch(/^CC-AZF sale de TRU/);
    const cancelled = await suite.ctx.feed([
      {
        airline: 'LA',
        flight_number: '2401',
        datop_local: TODAY,
        depstn: 'AQP',
        status: 'CANCELED',
      },
    ]);
    expect(cancelled.json().data.updated).toBe(1);
    // No leg of Lima changed, yet its board is told: the leg before LA2403 is gone.
    expect((await reasons()).get('LA2403')).toEqual([
      'CC-AZF figura en dos vuelos a la vez: este y LA2202 se superponen',
    ]);
  });
});
