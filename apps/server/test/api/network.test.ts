import { addDays, networkResponse } from '@board/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/api.ts';
import { type Account, delaysBody, feedLegs, signInAll, storedLeg } from '../helpers/leg-edits.ts';
import { arrivalItem, departureItem, localTimes, NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { readWorkbook } from '../helpers/workbook.ts';

/** Red: the network's figures of a day, on legs sent through the feed and delays a CTA coded. */
let ctx: TestContext;
let tokens: Record<Account, string>;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  tokens = await signInAll(ctx);
  const [, late] = await feedLegs(ctx, [
    // Lima: one departure on time, one 40 minutes late after its inbound came 30 late.
    departureItem({ flight_number: '2001', ...localTimes({ atd: '11:10' }) }),
    departureItem({
      flight_number: '2003',
      registration: 'BFC',
      ...localTimes({ std: '13:00', sta: '14:20', atd: '13:40' }),
    }),
    arrivalItem({
      flight_number: '2004',
      registration: 'BFC',
      ...localTimes({ std: '10:00', sta: '12:00', atd: '10:30', on_blocks: '12:30' }),
    }),
    // Santiago: a departure 10 minutes late.
    departureItem({
      flight_number: '2005',
      depstn: 'SCL',
      arrstn: 'LIM',
      registration: 'BCC',
      ...localTimes({ std: '09:00', atd: '09:10' }, TODAY, '-03:00'),
      ...localTimes({ sta: '11:30' }),
      stand_departure: { type: 'remote', number: 'R21', hall: 'B2' },
    }),
  ]);
  if (!late) throw new Error('no late departure');
  const { version } = await storedLeg(ctx, late);
  const coded = await ctx.post(
    '/v1/leg/store-delays',
    delaysBody(late, version, [
      { code: '93', minutes: 30 },
      { code: '31', minutes: 10 },
    ]),
    { token: tokens.lim },
  );
  expect(coded.statusCode, coded.body).toBe(200);
});
afterAll(() => ctx.close());

const summary = (body: unknown, who: Account = 'duty') =>
  ctx.post('/v1/network/summary', body, { token: tokens[who] });

describe('Red', () => {
  it('gives DUTY every station’s on-time performance, delay groups, worst flights and chains', async () => {
    const res = await summary({ day: TODAY });
    expect(res.statusCode, res.body).toBe(200);
    const figures = networkResponse.parse(res.json()).data;
    expect(figures.stations.find((s) => s.station === 'LIM')?.departures).toEqual({
      operated: 2,
      onTime0: 1,
      onTime15: 1,
    });
    expect(figures.stations.find((s) => s.station === 'SCL')?.departures).toEqual({
      operated: 1,
      onTime0: 0,
      onTime15: 1,
    });
    expect(figures.total.departures).toEqual({ operated: 4, onTime0: 1, onTime15: 2 });
    expect(figures.delayGroups.map((g) => [g.group, g.minutes])).toEqual([
      ['Reaccionario', 30],
      ['Rampa', 10],
    ]);
    expect(figures.worst[0]).toMatchObject({ flight: 'LA2003', minutes: 40, codes: '93/31' });
    expect(figures.chains).toEqual([
      {
        registration: 'BFC',
        legs: [
          expect.objectContaining({ flight: 'LA2004', minutes: 30 }),
          expect.objectContaining({ flight: 'LA2003', minutes: 40 }),
        ],
      },
    ]);
  });

  it('shows GENERIC the same, and refuses a CTA, who sees one station only', async () => {
    expect((await summary({ day: TODAY }, 'generic')).statusCode).toBe(200);
    const refused = await summary({ day: TODAY }, 'lim');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('FORBIDDEN');
    const download = await ctx.post('/v1/network/export', { day: TODAY }, { token: tokens.lim });
    expect(download.statusCode).toBe(403);
  });

  it('refuses a day that is not a date, and anything else in the body', async () => {
    expect((await summary({ day: '10-03-2026' })).statusCode).toBe(400);
    expect((await summary({ day: TODAY, station: 'LIM' })).statusCode).toBe(400);
    expect((await summary({})).statusCode).toBe(400);
  });

  it('refuses a day outside the window, as every board does, and serves its first day', async () => {
    expect((await summary({ day: addDays(TODAY, -3) })).statusCode).toBe(200);
    for (const day of [addDays(TODAY, -30), addDays(TODAY, 7), '2020-01-01']) {
      for (const res of [
        await summary({ day }),
        await ctx.post('/v1/network/export', { day }, { token: tokens.duty }),
      ]) {
        expect(res.statusCode, day).toBe(400);
        expect(errorOf(res).fields).toEqual([
          expect.objectContaining({
            path: 'day',
            message: 'La fecha está fuera de los días disponibles',
          }),
        ]);
      }
    }
  });

  it('downloads the same figures as a workbook, a tab per chart', async () => {
    const res = await ctx.post('/v1/network/export', { day: TODAY }, { token: tokens.duty });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="red_${TODAY}.xlsx"`);
    const sheets = await readWorkbook(res);
    expect(sheets.map((s) => s.name)).toEqual([
      'Puntualidad',
      'Demoras por grupo',
      'Peores vuelos',
      'Cadenas',
      'Tiempos en tierra',
    ]);
    const onTime = sheets[0]?.rows ?? [];
    expect(onTime.find((r) => r[0] === 'LIM')?.slice(0, 4)).toEqual(['LIM', '2', '50', '50']);
    expect(onTime.at(-1)?.[0]).toBe('Total red');
    expect(sheets[1]?.rows[1]).toEqual(['Reaccionario', '30', '75', '75']);
    expect(sheets[3]?.rows.slice(1).map((r) => r[1])).toEqual(['LA2004', 'LA2003']);
  });

  it('lists the stations with a board, the other airports together, and holds a 787 to its minimum', async () => {
    // Yesterday, apart from the other tests' day: a 787 round trip to Quito, which has no board,
    // turned there in 75 minutes, short of the type's 90.
    const day = '2026-03-09';
    await feedLegs(ctx, [
      departureItem({
        flight_number: '2411',
        datop_local: day,
        arrstn: 'UIO',
        registration: 'BGA',
        material: '789',
        ...localTimes({ std: '08:00', sta: '09:30', atd: '08:00' }, day),
      }),
      departureItem({
        flight_number: '2412',
        datop_local: day,
        depstn: 'UIO',
        arrstn: 'LIM',
        registration: 'BGA',
        material: '789',
        ...localTimes({ std: '10:45', sta: '12:15', atd: '10:45' }, day),
      }),
    ]);
    const figures = networkResponse.parse((await summary({ day })).json()).data;
    expect(figures.stations.map((s) => s.station)).toEqual(['LIM']);
    expect(figures.others).toEqual({
      airports: ['UIO'],
      departures: { operated: 1, onTime0: 1, onTime15: 1 },
      arrivals: { operated: 0, onTime0: 0, onTime15: 0 },
    });
    expect(figures.total.departures.operated).toBe(2);
    expect(figures.groundTimes.filter((b) => b.count > 0)).toEqual([{ bucket: 'under', count: 1 }]);
    const sheets = await readWorkbook(
      await ctx.post('/v1/network/export', { day }, { token: tokens.duty }),
    );
    expect(sheets[0]?.rows.slice(1).map((r) => r[0])).toEqual([
      'LIM',
      'Aeropuertos sin tablero (UIO)',
      'Total red',
    ]);
  });

  it('gives each late departure its airport’s zone, a board’s or not, for its STD in local time', async () => {
    // Two days back, apart from the other tests' days: Quito, without a board, then Lima, late.
    const day = '2026-03-08';
    await feedLegs(ctx, [
      departureItem({
        flight_number: '2421',
        datop_local: day,
        depstn: 'UIO',
        arrstn: 'LIM',
        registration: 'BGB',
        ...localTimes({ std: '08:00', sta: '09:30', atd: '08:50' }, day),
      }),
      departureItem({
        flight_number: '2422',
        datop_local: day,
        registration: 'BGB',
        ...localTimes({ std: '11:00', sta: '12:30', atd: '11:20' }, day),
      }),
    ]);
    const { worst } = networkResponse.parse((await summary({ day })).json()).data;
    expect(worst.map(({ flight, depstn, zone }) => [flight, depstn, zone])).toEqual([
      ['LA2421', 'UIO', 'America/Guayaquil'],
      ['LA2422', 'LIM', 'America/Lima'],
    ]);
  });
});
