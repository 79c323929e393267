import { DELAY_CODES, legListResponse, turnaroundListResponse } from '@board/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/api.ts';
import { type Account, feedLegs, signInAll, tow } from '../helpers/leg-edits.ts';
import { arrivalItem, departureItem, NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { columnOf, readWorkbook } from '../helpers/workbook.ts';

/**
 * Every Excel download read back with a real reader and compared with the list the screen shows
 * for the same station, day and search; and the refusals the lists have.
 */
let ctx: TestContext;
let tokens: Record<Account, string>;
let arrivalId = '';
let departureId = '';
let overnightArrivalId = '';

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  tokens = await signInAll(ctx);
  [arrivalId = '', departureId = '', overnightArrivalId = ''] = await feedLegs(ctx, [
    arrivalItem({ flight_number: '2101', registration: 'AZC' }),
    departureItem({ flight_number: '2102', registration: 'AZC', etd: `${TODAY}T11:40:00-05:00` }),
    arrivalItem({ flight_number: '2201', registration: 'DBF', sta: `${TODAY}T13:00:00-05:00` }),
    departureItem({ flight_number: '2302', registration: 'AZE', status: 'CANCELED' }),
  ]);
  const edits = [
    ['/v1/leg/modified', { _id: arrivalId, version: 1, trailers_arrival: [tow()] }],
    [
      '/v1/leg/store-delays',
      {
        _id: departureId,
        version: 1,
        depstn: 'LIM',
        delays: [{ delay: { code: '93' }, minutes: 30, description: 'Llegó tarde' }],
        delays_min_total: 30,
      },
    ],
  ] as const;
  for (const [url, body] of edits) {
    expect((await ctx.post(url, body, { token: tokens.lim })).statusCode).toBe(200);
  }
});
afterAll(() => ctx.close());

const day = { day: TODAY, station: 'LIM', query: '' };
const download = (url: string, body: unknown, account: Account = 'lim') =>
  ctx.post(url, body, { token: tokens[account] });

async function listed(arrival: boolean, query = '') {
  const res = await ctx.post('/v1/leg/list', { ...day, query, arrival }, { token: tokens.lim });
  return legListResponse.parse(res.json()).data.legs;
}

describe('the board tabs as workbooks', () => {
  it.each([
    ['arrivals', 'Llegadas', true],
    ['departures', 'Salidas', false],
  ] as const)('%s: the tab %s holds the legs of the list', async (type, tab, arrival) => {
    const res = await download('/v1/leg/export-list', { ...day, type });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${type}_LIM_${TODAY}.xlsx"`,
    );
    const [sheet, ...others] = await readWorkbook(res);
    expect(others).toEqual([]);
    expect(sheet?.name).toBe(tab);
    const legs = await listed(arrival);
    expect(columnOf(sheet?.rows ?? [], 'Vuelo')).toEqual(legs.map((l) => l.flight_number));
    expect(columnOf(sheet?.rows ?? [], 'ARN')).toEqual(
      legs.map((l) => (l.registration ? `CC-${l.registration}` : '')),
    );
  });

  it('writes times in station time, blanks a cancelled leg and names its status', async () => {
    const [sheet] = await readWorkbook(
      await download('/v1/leg/export-list', { ...day, type: 'departures' }),
    );
    const rows = sheet?.rows ?? [];
    const flights = columnOf(rows, 'Vuelo');
    const at = (flight: string, header: string) => columnOf(rows, header)[flights.indexOf(flight)];
    expect(at('LA2102', 'STD')).toBe('11:10');
    expect(at('LA2102', 'ETD')).toBe('11:40');
    expect(at('LA2102', 'Códigos')).toBe('93');
    expect(at('LA2302', 'Estado')).toBe('CNLD');
    expect(at('LA2302', 'STD')).toBe('');
  });

  it('the general tab pairs each arrival with its departure', async () => {
    const res = await download('/v1/leg/export-list', { ...day, type: 'home' });
    expect(res.headers['content-disposition']).toContain(`general_LIM_${TODAY}.xlsx`);
    const [sheet] = await readWorkbook(res);
    expect(sheet?.name).toBe('General');
    const general = turnaroundListResponse.parse(
      (await ctx.post('/v1/leg/list-extend', day, { token: tokens.lim })).json(),
    ).data.legs;
    const rows = sheet?.rows ?? [];
    expect(columnOf(rows, 'Llegadas · Vuelo')).toEqual(
      general.map((r) => r.arrival?.flight_number ?? ''),
    );
    expect(columnOf(rows, 'Salidas · Vuelo')).toEqual(
      general.map((r) => r.departure?.flight_number ?? ''),
    );
  });

  it('applies the search, and answers 204 when nothing matches', async () => {
    const [sheet] = await readWorkbook(
      await download('/v1/leg/export-list', { ...day, query: 'DBF', type: 'arrivals' }),
    );
    expect(columnOf(sheet?.rows ?? [], 'Vuelo')).toEqual(
      (await listed(true, 'DBF')).map((l) => l.flight_number),
    );
    const none = await download('/v1/leg/export-list', { ...day, query: 'ZZZ', type: 'home' });
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
  });
});

describe('the day records as workbooks', () => {
  it('lists each tow of the day with its type, times and total', async () => {
    const res = await download('/v1/leg/export-trailers', day);
    expect(res.headers['content-disposition']).toContain(`trailers_LIM_${TODAY}.xlsx`);
    const [sheet] = await readWorkbook(res);
    const rows = sheet?.rows ?? [];
    expect(columnOf(rows, 'Vuelo')).toEqual(['LA2101']);
    expect(columnOf(rows, 'Tipo de remolque')).toEqual(['Remolque remoto']);
    expect(columnOf(rows, 'Total (min)')).toEqual(['20']);
    expect(columnOf(rows, 'Lado')).toEqual(['Llegada']);
  });

  it('lists the delays of the Demoras table', async () => {
    const res = await download('/v1/leg/export-delays', day);
    const [sheet] = await readWorkbook(res);
    const rows = sheet?.rows ?? [];
    const flights = columnOf(rows, 'Vuelo');
    const i = flights.indexOf('LA2102');
    expect(columnOf(rows, 'Códigos')[i]).toBe('93');
    expect(columnOf(rows, 'Minutos')[i]).toBe('30');
    expect(columnOf(rows, 'Responsable')[i]).toBe('Reaccionario');
    expect(flights).not.toContain('LA2302');
  });

  it('lists the overnights of the tracked aircraft with what was recorded', async () => {
    const overnight = {
      type: { code: 2 },
      ubication: 'L5',
      comment: '',
      cut: false,
      cut_duration: { start: '', end: '', authorizer: '' },
    };
    const saved = await ctx.post(
      '/v1/leg/modified',
      { _id: overnightArrivalId, version: 1, overnight },
      { token: tokens.lim },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await download('/v1/leg/export-overnights', day);
    expect(res.statusCode).toBe(200);
    const [sheet] = await readWorkbook(res);
    const rows = sheet?.rows ?? [];
    const listedRows = (
      await ctx.post(
        '/v1/leg/list-overnights',
        { ...day, email: 'cta.lim@example.com' },
        { token: tokens.lim },
      )
    ).json().data.legs as { registration: string }[];
    expect(columnOf(rows, 'ARN')).toEqual(listedRows.map((r) => `CC-${r.registration}`));
    const dbf = columnOf(rows, 'ARN').indexOf('CC-DBF');
    expect(columnOf(rows, 'Tipo')[dbf]).toBe('Lateral');
    expect(columnOf(rows, 'Ubicación')[dbf]).toBe('L5');
    expect(columnOf(rows, 'Corte')[dbf]).toBe('No');
  });

  it('gives the delay codes table to anyone signed in', async () => {
    const res = await download('/v1/delaycode/download', undefined, 'generic');
    expect(res.headers['content-disposition']).toContain('codigos_de_demora.xlsx');
    const [sheet] = await readWorkbook(res);
    expect(columnOf(sheet?.rows ?? [], 'Código')).toEqual(DELAY_CODES.map((c) => c.code));
    const anonymous = await ctx.post('/v1/delaycode/download', undefined);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('refusals', () => {
  it.each([
    ['/v1/leg/export-list', { ...day, station: 'SCL', type: 'home' }],
    ['/v1/leg/export-trailers', { ...day, station: 'SCL' }],
    ['/v1/leg/export-delays', { ...day, station: 'SCL' }],
    ['/v1/leg/export-overnights', { ...day, station: 'SCL' }],
  ])('a CTA of Lima cannot download %s of Santiago', async (url, body) => {
    const res = await download(url, body);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('FORBIDDEN');
  });

  it('a GENERIC user downloads any station', async () => {
    const res = await download('/v1/leg/export-list', { ...day, type: 'arrivals' }, 'generic');
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [{ ...day, type: 'milestones' }, 'type', 'validation.exportType'],
    [{ ...day, day: '10-03-2026', type: 'home' }, 'day', 'validation.date'],
    [{ ...day, day: '2026-03-01', type: 'home' }, 'day', 'validation.dayOutOfWindow'],
    [{ ...day, type: 'home', config: {} }, 'config', 'validation.unknownField'],
  ])('refuses a bad body %j with a message per field', async (body, path, key) => {
    const res = await download('/v1/leg/export-list', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toContainEqual(expect.objectContaining({ path, key }));
  });
});
