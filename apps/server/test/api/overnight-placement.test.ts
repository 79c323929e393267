import { overnightListResponse } from '@board/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/api.ts';
import { type Account, feedLegs, signInAll, storedLeg } from '../helpers/leg-edits.ts';
import { arrivalItem, departureItem, NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { onlySheet, recordsOf } from '../helpers/workbook.ts';

/**
 * Where an overnight may be recorded: on the aircraft's last movement of the day at the station
 * when that is an arrival, with a type that exists there. Whatever the server accepts is listed
 * in Pernoctes and its download, even after the day changes under it.
 */
let ctx: TestContext;
let tokens: Record<Account, string>;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  tokens = await signInAll(ctx);
  // Lima's CTA tracks nothing: a recorded overnight must show all the same.
  await ctx.post(
    '/v1/registration/modified',
    { email: 'cta.lim@example.com', registrations: [] },
    { token: tokens.lim },
  );
});
afterAll(() => ctx.close());

const at = (time: string) => `${TODAY}T${time}:00-05:00`;
let flight = 7000;
const arrival = (registration: string, sta: string, over: object = {}) =>
  arrivalItem({
    flight_number: String(++flight),
    registration,
    std: at(`${String(Number(sta.slice(0, 2)) - 1).padStart(2, '0')}${sta.slice(2)}`),
    sta: at(sta),
    ...over,
  });
const departure = (registration: string, std: string) =>
  departureItem({
    flight_number: String(++flight),
    registration,
    std: at(std),
    sta: at(`${String(Number(std.slice(0, 2)) + 1).padStart(2, '0')}${std.slice(2)}`),
  });

const save = (token: string, _id: string, version: number, type = 1) =>
  ctx.post(
    '/v1/leg/modified',
    {
      _id,
      version,
      overnight: {
        type: { code: type },
        ubication: '18',
        comment: '',
        cut: false,
        cut_duration: { start: '', end: '', authorizer: '' },
      },
    },
    { token },
  );
const day = { day: TODAY, station: 'LIM', query: '' };
const listedOvernights = async () =>
  overnightListResponse.parse(
    (
      await ctx.post(
        '/v1/leg/list-overnights',
        { ...day, email: 'cta.lim@example.com', argsLeg: { limit: 1000, page: 1 } },
        { token: tokens.lim },
      )
    ).json(),
  ).data.legs;
const exported = async () => {
  const res = await ctx.post('/v1/leg/export-overnights', day, { token: tokens.lim });
  if (res.statusCode === 204) return [];
  return recordsOf((await onlySheet(res, `overnights_LIM_${TODAY}.xlsx`)).rows);
};

describe('where an overnight may be recorded', () => {
  it('refuses an arrival the aircraft lands again after, naming the last one, and takes that one', async () => {
    const [first = '', , last = ''] = await feedLegs(ctx, [
      arrival('QAA', '08:00'),
      departure('QAA', '09:00'),
      arrival('QAA', '21:30'),
    ]);
    const refused = await save(tokens.lim, first, 1);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toEqual([
      {
        path: 'overnight',
        key: 'validation.overnightLaterArrival',
        params: { registration: 'CC-QAA', flight: `LA${flight}` },
        message: `CC-QAA vuelve a llegar en el LA${flight}: registre el pernocte en esa llegada, la última del día`,
      },
    ]);
    expect((await storedLeg(ctx, first)).version).toBe(1);
    expect((await save(tokens.lim, last, 1)).statusCode).toBe(200);
  });

  it('refuses an arrival the aircraft leaves again after, naming the departure', async () => {
    const [landed = ''] = await feedLegs(ctx, [arrival('QAB', '07:00'), departure('QAB', '08:10')]);
    const refused = await save(tokens.lim, landed, 1);
    expect(errorOf(refused).fields?.[0]).toMatchObject({
      key: 'validation.overnightDepartsAgain',
      message: `CC-QAB sale de nuevo en el LA${flight}, así que no pernocta tras esta llegada`,
    });
  });

  it('refuses an arrival without registration', async () => {
    const [_id = ''] = await feedLegs(ctx, [arrival('', '12:00', { registration: null })]);
    expect(errorOf(await save(tokens.lim, _id, 1)).fields?.[0]?.key).toBe(
      'validation.overnightNoRegistration',
    );
  });

  it.each([
    ['Lateral at Santiago', 'SCL', 2, 'Lateral', 'LIM'],
    ['Grupo 8 at Santiago', 'SCL', 3, 'Grupo 8', 'LIM'],
    ['the taxiway at Lima', 'LIM', 4, 'Calle de rodaje', 'SCL'],
    ['the maintenance base at Lima', 'LIM', 5, 'Base de mantenimiento', 'SCL'],
  ])('refuses %s, a type of another station', async (_name, station, type, name, home) => {
    const [_id = ''] = await feedLegs(ctx, [
      arrival(`Q${station[0]}${type}`.replace(/\d/, 'X'), '13:00', {
        arrstn: station,
        depstn: 'CUZ',
      }),
    ]);
    const token = station === 'LIM' ? tokens.lim : tokens.scl;
    const refused = await save(token, _id, 1, type);
    expect(errorOf(refused).fields).toEqual([
      {
        path: 'overnight.type.code',
        key: 'validation.overnightTypeStation',
        params: { type: name, station: home },
        message: `El tipo ${name} solo existe en ${home}`,
      },
    ]);
    // The station's own types and the general ones are taken.
    const own = station === 'LIM' ? 2 : 4;
    expect((await save(token, _id, 1, own)).statusCode).toBe(200);
    expect((await save(token, _id, 2, 6)).statusCode).toBe(200);
  });
});

describe('every overnight the server accepts is listed', () => {
  it('in Pernoctes and its download, for every arrival of a busy day', async () => {
    const day = [
      // Lands, leaves, lands again for the night.
      arrival('QBA', '06:00'),
      departure('QBA', '07:00'),
      arrival('QBA', '20:00'),
      // Lands twice without a departure in between (a data gap): the later one counts.
      arrival('QBB', '09:00'),
      arrival('QBB', '18:00'),
      // Lands and leaves: no night here.
      arrival('QBC', '10:00'),
      departure('QBC', '11:30'),
      // Lands once, cancelled; lands again.
      arrival('QBD', '12:00', { status: 'CANCELED' }),
      arrival('QBD', '22:00'),
      // A departure and an arrival at the same minute: the departure counts as later.
      arrival('QBE', '15:00'),
      departure('QBE', '15:00'),
    ];
    const ids = await feedLegs(ctx, day);
    const accepted: string[] = [];
    for (const id of ids) {
      const leg = await storedLeg(ctx, id);
      if (leg.arrstn !== 'LIM') continue;
      const res = await save(tokens.duty, id, leg.version);
      if (res.statusCode === 200) accepted.push(id);
      else expect([400, 403]).toContain(res.statusCode);
    }
    const expected = [ids[2], ids[4], ids[8]];
    expect(accepted).toEqual(expected);

    const rows = await listedOvernights();
    const withRecord = rows.filter((r) => r.arrival.overnight !== null).map((r) => r.arrival._id);
    expect(withRecord).toEqual(expect.arrayContaining(accepted));
    const flights = (await exported()).map((r) => r['Llegadas · Vuelo']);
    for (const id of accepted) {
      const leg = rows.find((r) => r.arrival._id === id)?.arrival;
      expect(flights).toContain(leg?.flight_number);
    }
  });

  it('after the day changes under it, marked with what no longer fits', async () => {
    const [night = ''] = await feedLegs(ctx, [arrival('QCA', '19:00')]);
    expect((await save(tokens.lim, night, 1)).statusCode).toBe(200);
    // The aircraft is then planned to leave and come back later that evening.
    await feedLegs(ctx, [departure('QCA', '20:00'), arrival('QCA', '23:00')]);
    const later = `LA${flight}`;

    const rows = await listedOvernights();
    const row = rows.find((r) => r.arrival._id === night);
    // The aircraft's proper arrival is listed next to it, though nobody tracks the aircraft.
    expect(rows.find((r) => r.arrival.flight_number === later)?.placement_problem).toBeNull();
    expect(row?.placement_problem).toEqual({
      key: 'validation.overnightLaterArrival',
      params: { registration: 'CC-QCA', flight: later },
    });
    expect((await exported()).map((r) => r['Llegadas · Vuelo'])).toContain(
      row?.arrival.flight_number,
    );
    // It can be deleted, and then it is gone from the list.
    const version = (await storedLeg(ctx, night)).version;
    const deleted = await ctx.post(
      '/v1/leg/modified',
      { _id: night, version, overnight: null },
      { token: tokens.lim },
    );
    expect(deleted.statusCode).toBe(200);
    expect((await listedOvernights()).some((r) => r.arrival._id === night)).toBe(false);
  });
});
