import { localDate } from '@board/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STATIONS } from '../../src/db/demo-data.ts';
import { stations } from '../../src/db/schema.ts';
import { alignStationZones } from '../../src/modules/stations/index.ts';
import { airports } from '../../src/reference/airports.ts';
import { errorOf } from '../helpers/api.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

const todayAt = (zone: string) => localDate(new Date(), zone);

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = (await ctx.login('cta.lim@example.com', 'lima2026')).access_token;
});
afterAll(() => ctx.close());

interface Station {
  stn: string;
  name: string;
  country: string;
  time_zone: string;
}

const index = await airports();
const codesOf = (country: string) =>
  DEMO_STATIONS.filter((s) => index.get(s.code)?.country === country)
    .map((s) => s.code)
    .sort();

describe('GET /v1/station/list-all', () => {
  it('lists every station with code, name, country and time zone, ordered by code', async () => {
    const res = await ctx.get('/v1/station/list-all', { token });
    expect(res.statusCode).toBe(200);
    const list: Station[] = res.json().data.data;
    expect(list).toHaveLength(DEMO_STATIONS.length);
    expect(list).toContainEqual({
      stn: 'LIM',
      name: 'Lima - Jorge Chávez',
      country: 'PE',
      time_zone: 'America/Lima',
    });
    expect(list).toContainEqual(
      expect.objectContaining({ stn: 'SCL', country: 'CL', time_zone: 'America/Santiago' }),
    );
    for (const station of list) {
      expect(Object.keys(station).sort()).toEqual(['country', 'name', 'stn', 'time_zone']);
    }
    const codes = list.map((s) => s.stn);
    expect(codes).toEqual([...codes].sort());
  });

  it.each([
    ['generic@example.com', 'generic2026'],
    ['duty@example.com', 'duty2026'],
  ])('answers %s too', async (email, password) => {
    const { access_token } = await ctx.login(email, password);
    const res = await ctx.get('/v1/station/list-all', { token: access_token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data).toHaveLength(DEMO_STATIONS.length);
  });
});

describe('GET /v1/station/list-allowed', () => {
  it('lists only the stations of the country', async () => {
    const res = await ctx.get('/v1/station/list-allowed?country=PE', { token });
    expect(res.statusCode).toBe(200);
    const list: Station[] = res.json().data.data.stations;
    expect(list.map((s) => s.stn).sort()).toEqual(codesOf('PE'));
    expect(list.every((s) => s.country === 'PE')).toBe(true);
    expect(list.map((s) => s.stn)).toContain('LIM');
    expect(list.map((s) => s.stn)).not.toContain('SCL');
  });

  it('reads the country code case-insensitively', async () => {
    const res = await ctx.get('/v1/station/list-allowed?country=cl', { token });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.data.stations.map((s: Station) => s.stn)
        .sort(),
    ).toEqual(codesOf('CL'));
  });

  it('answers an empty list for a country without stations', async () => {
    const res = await ctx.get('/v1/station/list-allowed?country=ZZ', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { data: { stations: [] } } });
  });

  it.each([
    ['no country', '', 'country', 'validation.required', 'Este campo es obligatorio'],
    [
      'a three-letter country',
      '?country=PER',
      'country',
      'validation.invalid',
      'El valor no es válido',
    ],
    ['digits', '?country=12', 'country', 'validation.invalid', 'El valor no es válido'],
    ['an empty country', '?country=', 'country', 'validation.invalid', 'El valor no es válido'],
    [
      'an unknown parameter',
      '?country=PE&station=LIM',
      'station',
      'validation.unknownField',
      'Este campo no está permitido',
    ],
  ])('answers 400 for %s', async (_, query, path, key, message) => {
    const res = await ctx.get(`/v1/station/list-allowed${query}`, { token });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Revise los datos ingresados',
      fields: [{ path, key, message }],
    });
  });
});

describe('GET /v1/station/airports', () => {
  it('finds any airport of the dataset by code or name, and says which are stations', async () => {
    const res = await ctx.get('/v1/station/airports?search=JFK', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.airports[0]).toEqual({
      code: 'JFK',
      name: expect.stringContaining('Kennedy'),
      country: 'US',
      time_zone: 'America/New_York',
      station: false,
    });
    const lima = await ctx.get('/v1/station/airports?search=lim', { token });
    expect(lima.json().data.airports[0]).toMatchObject({ code: 'LIM', station: true });
    const byName = await ctx.get('/v1/station/airports?search=barajas', { token });
    expect(byName.json().data.airports.map((a: { code: string }) => a.code)).toContain('MAD');
  });

  it('answers 400 to a search too short to mean anything', async () => {
    const res = await ctx.get('/v1/station/airports?search=L', { token });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.[0]).toMatchObject({ path: 'search', key: 'validation.minLength' });
  });
});

describe('POST /v1/station/board', () => {
  it('lets DUTY make any airport a station and take it away, cities and zones from the dataset', async () => {
    const duty = (await ctx.login('duty@example.com', 'duty2026')).access_token;
    const added = await ctx.post('/v1/station/board', { stn: 'mad', board: true }, { token: duty });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.data).toContainEqual({
      stn: 'MAD',
      name: expect.stringContaining('Barajas'),
      country: 'ES',
      time_zone: 'Europe/Madrid',
    });
    const board = await ctx.post(
      '/v1/leg/list-extend',
      { day: todayAt('Europe/Madrid'), station: 'MAD', query: '' },
      { token: duty },
    );
    expect(board.statusCode).toBe(200);

    const cleared = await ctx.post(
      '/v1/station/board',
      { stn: 'MAD', board: false },
      { token: duty },
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.data.map((s: Station) => s.stn)).not.toContain('MAD');
    const all = await ctx.get('/v1/station/list-all', { token });
    expect(all.json().data.data).toHaveLength(DEMO_STATIONS.length);
    const gone = await ctx.post(
      '/v1/leg/list-extend',
      { day: todayAt('Europe/Madrid'), station: 'MAD', query: '' },
      { token: duty },
    );
    expect(gone.statusCode).toBe(400);
  });

  it.each([
    ['cta.lim@example.com', 'lima2026'],
    ['generic@example.com', 'generic2026'],
    ['norole@example.com', 'norole2026'],
  ])('refuses %s with 403 and changes nothing', async (email, password) => {
    const { access_token } = await ctx.login(email, password);
    const res = await ctx.post(
      '/v1/station/board',
      { stn: 'LIM', board: false },
      { token: access_token },
    );
    expect(res.statusCode).toBe(403);
    const all = await ctx.get('/v1/station/list-all', { token });
    expect(all.json().data.data.map((s: Station) => s.stn)).toContain('LIM');
  });

  it('answers 400 naming an airport the dataset does not have', async () => {
    const duty = (await ctx.login('duty@example.com', 'duty2026')).access_token;
    const res = await ctx.post('/v1/station/board', { stn: 'XQQ', board: true }, { token: duty });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual([
      {
        path: 'stn',
        key: 'validation.unknownAirport',
        params: { code: 'XQQ' },
        message: 'El aeropuerto XQQ no existe en la base de aeropuertos',
      },
    ]);
  });
});

describe('GET /v1/station/accounts', () => {
  it('names to DUTY the accounts whose home station it is, which lose its board with it', async () => {
    const duty = (await ctx.login('duty@example.com', 'duty2026')).access_token;
    const accountsOf = async (stn: string) => {
      const res = await ctx.get(`/v1/station/accounts?stn=${stn}`, { token: duty });
      expect(res.statusCode).toBe(200);
      return res.json().data.accounts;
    };
    expect(await accountsOf('lim')).toEqual([
      { email: 'generic@example.com', fullName: 'Jorge Paredes', role: 'GENERIC', active: true },
      { email: 'norole@example.com', fullName: 'Luis Torres', role: null, active: true },
      { email: 'cta.lim@example.com', fullName: 'María Quispe', role: 'CTA', active: true },
    ]);
    expect((await accountsOf('SCL')).map((a: { email: string }) => a.email)).toEqual([
      'duty@example.com',
      'cta.scl@example.com',
    ]);
    expect(await accountsOf('MAD')).toEqual([]);
    const bad = await ctx.get('/v1/station/accounts?stn=LIMA', { token: duty });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.[0]?.path).toBe('stn');
  });

  it('refuses everyone but DUTY', async () => {
    const res = await ctx.get('/v1/station/accounts?stn=LIM', { token });
    expect(res.statusCode).toBe(403);
  });
});

describe('an unknown /v1 path', () => {
  it.each(['GET', 'POST'] as const)(
    'answers %s with a JSON 404 to a signed-in caller',
    async (method) => {
      const res = await ctx.app.inject({
        method,
        url: '/v1/station/nothing-here',
        headers: {
          'x-api-key': 'test-api-key',
          'ocp-apim-subscription-key': 'test-subscription-key',
          authorization: `Bearer ${token}`,
        },
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(errorOf(res)).toEqual({
        code: 'NOT_FOUND',
        message: 'No se encontró el recurso solicitado',
      });
    },
  );

  it('answers 401 to a caller without a token, revealing nothing', async () => {
    const res = await ctx.get('/v1/station/nothing-here');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('UNAUTHENTICATED');
  });
});

describe('a station stored before its zone was corrected', () => {
  const statements: string[] = [];
  let logged: TestContext;
  beforeAll(async () => {
    logged = await createTestContext({ queryLogger: { logQuery: (sql) => statements.push(sql) } });
  });
  afterAll(() => logged.close());

  /** The realignment run at start, and the statements it sent. */
  const align = async () => {
    statements.length = 0;
    const changed = await alignStationZones(logged.database.db);
    return { changed, statements: [...statements] };
  };

  it('takes the zone of the airport reference when the server starts', async () => {
    // Balmaceda as stored before Aysén kept summer time all year (tzdb 2025b).
    await logged.database.db
      .update(stations)
      .set({ timeZone: 'America/Santiago' })
      .where(eq(stations.code, 'BBA'));
    expect(await alignStationZones(logged.database.db)).toEqual(['BBA']);
    const { access_token } = await logged.login('cta.lim@example.com', 'lima2026');
    const list: Station[] = (
      await logged.get('/v1/station/list-all', { token: access_token })
    ).json().data.data;
    expect(list.find((s) => s.stn === 'BBA')?.time_zone).toBe('America/Coyhaique');
    expect(await alignStationZones(logged.database.db)).toEqual([]);
  });

  it('reads the stations once when they match, and writes every stale one in one statement', async () => {
    const aligned = await align();
    expect(aligned).toEqual({ changed: [], statements: [expect.stringMatching(/^select /)] });

    for (const [code, timeZone] of [
      ['BBA', 'America/Santiago'],
      ['CUZ', 'America/Bogota'],
    ] as const) {
      await logged.database.db.update(stations).set({ timeZone }).where(eq(stations.code, code));
    }
    const stale = await align();
    expect(stale.changed).toEqual(['BBA', 'CUZ']);
    expect(stale.statements).toEqual([
      expect.stringMatching(/^select /),
      expect.stringMatching(/^update "stations"/),
    ]);
    expect((await align()).changed).toEqual([]);
  });
});
