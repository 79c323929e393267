import { gunzipSync } from 'node:zlib';
import {
  delayCodeListResponse,
  legListResponse,
  overnightListResponse,
  turnaroundListResponse,
} from '@board/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/api.ts';
import { arrivalItem, departureItem, NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  for (const [name, email, password] of [
    ['lim', 'cta.lim@example.com', 'lima2026'],
    ['generic', 'generic@example.com', 'generic2026'],
    ['norole', 'norole@example.com', 'norole2026'],
  ] as const) {
    tokens[name] = (await ctx.login(email, password)).access_token;
  }
  const feed = await ctx.feed([
    arrivalItem(),
    departureItem(),
    // The same aircraft's second rotation, then it stays the night.
    arrivalItem({
      flight_number: '2103',
      std: `${TODAY}T14:00:00-05:00`,
      sta: `${TODAY}T15:20:00-05:00`,
    }),
    // A lone departure of another aircraft, with connections and a delay.
    departureItem({
      flight_number: '2300',
      registration: 'DCA',
      material: '321',
      std: `${TODAY}T08:00:00-05:00`,
      sta: `${TODAY}T11:00:00-05:00`,
      etd: `${TODAY}T08:40:00-05:00`,
      arrstn: 'SCL',
      connections: [
        { flight_number: 'LA2101', datop_local: TODAY, depstn: 'CUZ', pax: 12, bags: 10 },
        { flight_number: 'LA2400', datop_local: TODAY, depstn: 'AQP', pax: 3, bags: 2 },
      ],
    }),
    // Cancelled: never pairs.
    departureItem({ flight_number: '2500', registration: 'AZE', status: 'CANCELED' }),
  ]);
  expect(feed.json().data.rejected).toBe(0);
});
afterAll(() => ctx.close());

const body = (extra: Record<string, unknown> = {}) => ({ day: TODAY, station: 'LIM', ...extra });

describe('board lists', () => {
  it('pairs arrivals with the same aircraft next departure on the General board', async () => {
    const res = await ctx.post('/v1/leg/list-extend', body(), { token: tokens.lim });
    expect(res.statusCode).toBe(200);
    const { data } = turnaroundListResponse.parse(res.json());
    const pairs = data.legs.map((r) => [
      r.arrival?.flight_number ?? null,
      r.departure?.flight_number ?? null,
    ]);
    expect(pairs).toEqual([
      [null, 'LA2300'],
      ['LA2101', 'LA2102'],
      [null, 'LA2500'],
      ['LA2103', null],
    ]);
    const paired = data.legs[1];
    expect(paired?.next_flight_number).toBe('LA2102');
    expect(paired?.turn_around_time).toBe(50);
    expect(paired?.turn_around_gantt).toBe(45);
    expect(data).toMatchObject({ totalItems: 4, currentPage: 1, last_sync: NOW.toISOString() });
  });

  it('lists arrivals or departures and filters by the search text', async () => {
    const arrivals = legListResponse.parse(
      (await ctx.post('/v1/leg/list', body({ arrival: true }), { token: tokens.lim })).json(),
    );
    expect(arrivals.data.legs.map((l) => l.flight_number)).toEqual(['LA2101', 'LA2103']);
    // Each arrival carries its turnaround's ground times; the one staying the night has none.
    expect(arrivals.data.legs.map((l) => l.turn_around_time_arrival)).toEqual([50, null]);
    expect(arrivals.data.legs.map((l) => l.turn_around_gantt_vinculate)).toEqual([45, null]);
    const searched = legListResponse.parse(
      (
        await ctx.post('/v1/leg/list', body({ arrival: false, query: 'cc-dca' }), {
          token: tokens.lim,
        })
      ).json(),
    );
    expect(searched.data.legs.map((l) => l.flight_number)).toEqual(['LA2300']);
    const departure = searched.data.legs[0];
    expect(departure).toMatchObject({
      pax_connection: 15,
      bags_connection: 12,
      change_control_pushback: 'RED',
    });
  });

  it('pages a list', async () => {
    const res = await ctx.post(
      '/v1/leg/list',
      body({ arrival: false, argsLeg: { limit: 2, page: 2 } }),
      {
        token: tokens.lim,
      },
    );
    const { data } = legListResponse.parse(res.json());
    expect(data).toMatchObject({ totalItems: 3, totalPages: 2, currentPage: 2, itemsPerPage: 2 });
    expect(data.legs).toHaveLength(1);
  });

  it('lists delayed departures, and the aircraft staying overnight', async () => {
    const delays = legListResponse.parse(
      (await ctx.post('/v1/leg/list-delays', body(), { token: tokens.lim })).json(),
    );
    expect(delays.data.legs.map((l) => l.flight_number)).toEqual(['LA2300']);
    const overnights = overnightListResponse.parse(
      (await ctx.post('/v1/leg/list-overnights', body(), { token: tokens.lim })).json(),
    );
    expect(overnights.data.legs.map((r) => [r.registration, r.arrival.flight_number])).toEqual([
      ['AZC', 'LA2103'],
    ]);
  });

  it('refuses another station to a CTA and everything to a user without role', async () => {
    const other = await ctx.post('/v1/leg/list-extend', body({ station: 'SCL' }), {
      token: tokens.lim,
    });
    expect(other.statusCode).toBe(403);
    const none = await ctx.post('/v1/leg/list-extend', body(), { token: tokens.norole });
    expect(none.statusCode).toBe(403);
    const generic = await ctx.post('/v1/leg/list-extend', body({ station: 'SCL' }), {
      token: tokens.generic,
    });
    expect(generic.statusCode).toBe(200);
  });

  it('answers 400 with field messages for a bad request', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [body({ station: 'ZZZ' }), 'station', 'validation.unknownStation'],
      [body({ day: '2026-03-05' }), 'day', 'validation.dayOutOfWindow'],
      [body({ day: '10-03-26' }), 'day', 'validation.date'],
      [body({ extra: 1 }), 'extra', 'validation.unknownField'],
      [body({ argsLeg: { limit: 0, page: 1 } }), 'argsLeg.limit', 'validation.min'],
      [{ day: TODAY }, 'station', 'validation.required'],
    ];
    for (const [payload, path, key] of cases) {
      const res = await ctx.post('/v1/leg/list-extend', payload, { token: tokens.generic });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res).fields?.find((f) => f.path === path)?.key).toBe(key);
    }
  });

  it('sends the same answer compressed to a client that accepts gzip', async () => {
    const plain = await ctx.post('/v1/leg/list-extend', body(), { token: tokens.lim });
    const packed = await ctx.post('/v1/leg/list-extend', body(), {
      token: tokens.lim,
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(packed.rawPayload).toString()).toBe(plain.body);
  });

  it('needs a Bearer token', async () => {
    expect((await ctx.post('/v1/leg/list-extend', body())).statusCode).toBe(401);
  });
});

describe('registrations, connections and delay codes', () => {
  it('starts from the default list, saves a choice, and refuses another user', async () => {
    const email = 'cta.lim@example.com';
    const first = await ctx.post('/v1/registration', { email }, { token: tokens.lim });
    expect(first.json().data.registrations).toHaveLength(28);
    const saved = await ctx.post(
      '/v1/registration/modified',
      { email, registrations: [{ code: 'AZC', checked: false }] },
      { token: tokens.lim },
    );
    expect(saved.statusCode).toBe(200);
    const again = await ctx.post('/v1/registration', { email }, { token: tokens.lim });
    expect(again.json().data.registrations).toEqual([{ code: 'AZC', checked: false }]);
    const overnights = overnightListResponse.parse(
      (await ctx.post('/v1/leg/list-overnights', body(), { token: tokens.lim })).json(),
    );
    expect(overnights.data.legs).toEqual([]);
    const other = await ctx.post(
      '/v1/registration',
      { email: 'generic@example.com' },
      { token: tokens.lim },
    );
    expect(other.statusCode).toBe(403);
  });

  it('keeps registrations of any register in their one stored form', async () => {
    const email = 'cta.lim@example.com';
    const sent = ['CC-AZN', 'ccazo', 'N123AB', 'PRMYA'].map((code) => ({ code, checked: true }));
    const saved = await ctx.post(
      '/v1/registration/modified',
      { email, registrations: sent },
      { token: tokens.lim },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await ctx.post('/v1/registration', { email }, { token: tokens.lim });
    expect(again.json().data.registrations.map((r: { code: string }) => r.code)).toEqual([
      'AZN',
      'AZO',
      'N123AB',
      'PR-MYA',
    ]);
    const refused = await ctx.post(
      '/v1/registration/modified',
      { email, registrations: [{ code: 'CC_AZN', checked: true }] },
      { token: tokens.lim },
    );
    expect(refused.statusCode).toBe(400);
  });

  it('lets a reader load the tracked registrations but not save a choice', async () => {
    const email = 'generic@example.com';
    const loaded = await ctx.post('/v1/registration', { email }, { token: tokens.generic });
    expect(loaded.json().data.registrations).toHaveLength(28);
    const refused = await ctx.post(
      '/v1/registration/modified',
      { email, registrations: [{ code: 'AZC', checked: false }] },
      { token: tokens.generic },
    );
    expect(refused.statusCode).toBe(403);
    const after = await ctx.post('/v1/registration', { email }, { token: tokens.generic });
    expect(after.json().data.registrations).toHaveLength(28);
  });

  it('lists a departure connections', async () => {
    const res = await ctx.get(
      `/v1/connection/list?datop_local=${TODAY}&depstn=LIM&flight_number=LA2300`,
      { token: tokens.lim },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { flight_number: string }) => c.flight_number)).toEqual([
      'LA2101',
      'LA2400',
    ]);
    const refused = await ctx.get(
      `/v1/connection/list?datop_local=${TODAY}&depstn=SCL&flight_number=LA2300`,
      { token: tokens.lim },
    );
    expect(refused.statusCode).toBe(403);
  });

  it('lists the 76 IATA delay codes in Spanish', async () => {
    const res = await ctx.get('/v1/delaycode', { token: tokens.generic });
    const { data } = delayCodeListResponse.parse(res.json());
    expect(data).toHaveLength(76);
    expect(data.find((c) => c.code === '93')?.name).toMatch(/Rotación/);
  });
});
