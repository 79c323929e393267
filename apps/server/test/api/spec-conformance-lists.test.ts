import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, TODAY } from '../helpers/legs.ts';
import { downloadedFileName, feedSpecDay, type SpecLeg, XLSX } from '../helpers/spec-day.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { readWorkbook } from '../helpers/workbook.ts';

/**
 * The reading calls and the downloads of section 7, each sent with the body the specification
 * writes (plus only the documented differences), on a small Lima day fed through the feed.
 */
let ctx: TestContext;
let ids: Record<SpecLeg, string>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  for (const [name, email, password] of [
    ['lim', 'cta.lim@example.com', 'lima2026'],
    ['generic', 'generic@example.com', 'generic2026'],
    ['duty', 'duty@example.com', 'duty2026'],
  ]) {
    const res = await ctx.post('/auth/authenticate', { username: email, password });
    tokens[name as string] = res.json().access_token;
  }
  ids = await feedSpecDay(ctx);
  // A tow, so the trailers download has a line.
  const tow = await ctx.post(
    '/v1/leg/modified',
    {
      _id: ids.turnOut,
      version: 1,
      trailers_departure: [
        {
          trailer: {
            code: 2,
            name: 'Remolque remoto',
            description_pea: { tape_hall: '', number: 'R4' },
            overnight_stay: '',
          },
          duration: { start: '10:00', end: '10:20', total: 20 },
          original_pea: { tape_hall: 'A4', number: '12' },
          equipment_number: 'TR-7',
          operator_name: 'J. Pérez',
          description: '',
          additional_service: false,
        },
      ],
    },
    { token: tokens.lim },
  );
  if (tow.statusCode !== 200) throw new Error(tow.body);
});
afterAll(() => ctx.close());

const ALL = { limit: 100000, page: 1 };
const post = (url: string, body: unknown, account = 'lim') =>
  ctx.post(url, body, { token: tokens[account] });

interface ListedLeg {
  _id: string;
  flight_number: string;
  registration: string;
}
/** The list answer's page, where the product puts it: beside data.legs. */
function pageOf(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode, res.body).toBe(200);
  const { legs, totalItems, totalPages, currentPage } = res.json().data;
  return { legs, totalItems, totalPages, currentPage };
}
const flights = (legs: ListedLeg[]) => legs.map((l) => l.flight_number);

/** A GET as a client that labels every request as JSON sends it (section 7). */
const get = (url: string, account: string) =>
  ctx.get(url, {
    token: tokens[account],
    headers: { 'content-type': 'application/json', accept: 'application/json' },
  });

describe('leg lists', () => {
  it('POST /v1/leg/list: day, arrival, query, station, argsLeg {limit, page} → the arrivals', async () => {
    const page = pageOf(
      await post('/v1/leg/list', {
        day: TODAY,
        arrival: true,
        query: '',
        station: 'LIM',
        argsLeg: ALL,
      }),
    );
    expect(page).toMatchObject({ totalItems: 3, totalPages: 1, currentPage: 1 });
    expect(flights(page.legs)).toEqual(['LA3105', 'LA3101', 'LA3103']);
    expect(page.legs[1]).toMatchObject({
      _id: ids.turnIn,
      registration: 'AZC',
      depstn: 'CUZ',
      arrstn: 'LIM',
      arrival_date: TODAY,
      pea_number_arrival: '14',
    });
  });

  it('POST /v1/leg/list: arrival false → the departures', async () => {
    const page = pageOf(
      await post('/v1/leg/list', {
        day: TODAY,
        arrival: false,
        query: '',
        station: 'LIM',
        argsLeg: ALL,
      }),
    );
    expect(page).toMatchObject({ totalItems: 2, totalPages: 1, currentPage: 1 });
    expect(flights(page.legs)).toEqual(['LA3102', 'LA3104']);
    expect(page.legs[0]).toMatchObject({ _id: ids.turnOut, datop_local: TODAY, arrstn: 'CUZ' });
  });

  it('POST /v1/leg/list: a search query and a second page of one', async () => {
    const searched = pageOf(
      await post('/v1/leg/list', {
        day: TODAY,
        arrival: true,
        query: 'LA3103',
        station: 'LIM',
        argsLeg: ALL,
      }),
    );
    expect(flights(searched.legs)).toEqual(['LA3103']);
    const second = pageOf(
      await post('/v1/leg/list', {
        day: TODAY,
        arrival: true,
        query: '',
        station: 'LIM',
        argsLeg: { limit: 1, page: 2 },
      }),
    );
    expect(second).toMatchObject({ totalItems: 3, totalPages: 3, currentPage: 2 });
    expect(flights(second.legs)).toEqual(['LA3101']);
  });

  it('POST /v1/leg/list-extend: day, query, station, argsLeg → nested turnaround rows (difference 5)', async () => {
    const page = pageOf(
      await post('/v1/leg/list-extend', { day: TODAY, query: '', station: 'LIM', argsLeg: ALL }),
    );
    expect(page.totalItems).toBe(page.legs.length);
    expect(page).toMatchObject({ totalPages: 1, currentPage: 1 });
    const turn = page.legs.find((r: { arrival_id: string }) => r.arrival_id === ids.turnIn);
    expect(turn).toMatchObject({
      arrival_id: ids.turnIn,
      departure_id: ids.turnOut,
      arrival: { flight_number: 'LA3101' },
      departure: { flight_number: 'LA3102' },
      next_flight_number: 'LA3102',
      turn_around_time: 50,
    });
    const alone = page.legs.find((r: { departure_id: string }) => r.departure_id === ids.toBogota);
    expect(alone).toMatchObject({ arrival_id: null, arrival: null });
  });

  it('POST /v1/leg/list-delays: same body as list-extend → the late departure', async () => {
    const page = pageOf(
      await post(
        '/v1/leg/list-delays',
        { day: TODAY, query: '', station: 'LIM', argsLeg: ALL },
        'generic',
      ),
    );
    expect(page).toMatchObject({ totalItems: 1, totalPages: 1, currentPage: 1 });
    expect(flights(page.legs)).toEqual(['LA3102']);
  });

  it('POST /v1/leg/list-overnights: day, query, email, station, argsLeg → the aircraft staying', async () => {
    const page = pageOf(
      await post('/v1/leg/list-overnights', {
        day: TODAY,
        query: '',
        email: 'cta.lim@example.com',
        station: 'LIM',
        argsLeg: ALL,
      }),
    );
    expect(page).toMatchObject({ totalItems: 2, totalPages: 1, currentPage: 1 });
    const rows = page.legs as { registration: string; arrival: ListedLeg }[];
    expect(rows.map((r) => [r.registration, r.arrival.flight_number])).toEqual([
      ['AZE', 'LA3105'],
      ['AZG', 'LA3103'],
    ]);
  });
});

describe('reference data', () => {
  it('GET /v1/connection/list?datop_local=&depstn=&flight_number= → data list', async () => {
    const res = await get(
      `/v1/connection/list?datop_local=${TODAY}&depstn=LIM&flight_number=LA3102`,
      'lim',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { flight_number: 'LA3105', datop_local: TODAY, depstn: 'BOG', pax: 12, bags: 9 },
    ]);
  });

  it('GET /v1/station/list-all → data.data list of stations {stn, name, country}', async () => {
    const res = await get('/v1/station/list-all', 'generic');
    expect(res.statusCode, res.body).toBe(200);
    const stations = res.json().data.data as { stn: string; name: string; country: string }[];
    expect(stations.find((s) => s.stn === 'LIM')).toMatchObject({
      name: expect.stringMatching(/Lima/),
      country: 'PE',
    });
    expect(stations.find((s) => s.stn === 'SCL')).toMatchObject({ country: 'CL' });
  });

  it('GET /v1/station/list-allowed?country=PE → data.data.stations', async () => {
    const res = await get('/v1/station/list-allowed?country=PE', 'lim');
    expect(res.statusCode, res.body).toBe(200);
    const stations = res.json().data.data.stations as { stn: string; country: string }[];
    expect(stations.map((s) => s.stn)).toContain('LIM');
    expect(new Set(stations.map((s) => s.country))).toEqual(new Set(['PE']));
  });

  it('POST /v1/registration {email} → data.registrations, the 28 default registrations checked', async () => {
    const res = await post('/v1/registration', { email: 'generic@example.com' }, 'generic');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.registrations as { code: string; checked: boolean }[];
    expect(list).toHaveLength(28);
    expect(list.every((r) => r.checked)).toBe(true);
    expect(list.map((r) => r.code.replace(/^CC-/, ''))).toContain('DCB');
  });

  it('POST /v1/registration/modified {email, registrations} with CC- codes → stored without it', async () => {
    const res = await post(
      '/v1/registration/modified',
      {
        email: 'duty@example.com',
        registrations: [
          { code: 'CC-AZC', checked: false },
          { code: 'CC-AZG', checked: true },
        ],
      },
      'duty',
    );
    expect(res.statusCode, res.body).toBe(200);
    const again = await post('/v1/registration', { email: 'duty@example.com' }, 'duty');
    expect(again.json().data.registrations).toEqual([
      { code: 'AZC', checked: false },
      { code: 'AZG', checked: true },
    ]);
  });

  it('GET /v1/delaycode → list of {code, name}', async () => {
    const res = await get('/v1/delaycode', 'generic');
    expect(res.statusCode, res.body).toBe(200);
    const codes = res.json().data as { code: string; name: string }[];
    expect(codes.length).toBeGreaterThan(50);
    expect(codes.find((c) => c.code === '93')).toMatchObject({ name: expect.stringMatching(/./) });
  });

  it('POST /v1/delaycode/download with a JSON content type and an empty body → the file', async () => {
    const res = await ctx.post('/v1/delaycode/download', undefined, {
      token: tokens.generic,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(downloadedFileName(res)).toBe('codigos_de_demora.xlsx');
  });
});

/** The client's Excel layout and file name: accepted and ignored (difference 6). */
const config = {
  fileName: 'Tablero',
  sheetName: 'Hoja 1',
  columns: [{ header: 'Vuelo', key: 'flight_number', width: 12 }],
};

describe('downloads (POST, blob, file name from content-disposition)', () => {
  it.each([
    ['arrivals', 'arrivals', 'Llegadas'],
    ['departures', 'departures', 'Salidas'],
    ['home', 'general', 'General'],
  ])('POST /v1/leg/export-list: day, station, query, type %s, config', async (type, kind, tab) => {
    const res = await post('/v1/leg/export-list', {
      day: TODAY,
      station: 'LIM',
      query: '',
      type,
      config,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(downloadedFileName(res)).toBe(`${kind}_LIM_${TODAY}.xlsx`);
    expect((await readWorkbook(res)).map((s) => s.name)).toEqual([tab]);
  });

  it('POST /v1/leg/export-printformat: day, station → the PDF', async () => {
    const res = await post('/v1/leg/export-printformat', { day: TODAY, station: 'LIM' });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(downloadedFileName(res)).toBe(`pizarra_LIM_${TODAY}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each([
    ['export-delays', { day: TODAY, station: 'LIM', query: '' }, 'delays'],
    [
      'export-trailers',
      { day: TODAY, station: 'LIM', query: '', type: 'trailers', config },
      'trailers',
    ],
    ['export-overnights', { day: TODAY, station: 'LIM', query: '' }, 'overnights'],
  ])('POST /v1/leg/%s → the Excel file', async (call, body, kind) => {
    const res = await post(`/v1/leg/${call}`, body);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(downloadedFileName(res)).toBe(`${kind}_LIM_${TODAY}.xlsx`);
    expect(await readWorkbook(res)).toHaveLength(1);
  });

  it('every download answers 204 without a file when nothing matches', async () => {
    const none = { day: TODAY, station: 'LIM', query: 'ZZ999' };
    const calls: [string, object][] = [
      ['/v1/leg/export-list', { ...none, type: 'home', config }],
      ['/v1/leg/export-trailers', { ...none, type: 'trailers', config }],
      ['/v1/leg/export-delays', none],
      ['/v1/leg/export-overnights', none],
      ['/v1/leg/export-printformat', { day: '2026-03-11', station: 'LIM' }],
    ];
    for (const [url, body] of calls) {
      const res = await post(url, body);
      expect([url, res.statusCode, res.body]).toEqual([url, 204, '']);
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });
});
