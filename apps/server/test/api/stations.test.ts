import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STATIONS } from '../../src/db/demo-data.ts';
import { errorOf } from '../helpers/api.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

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

const codesOf = (country: string) =>
  DEMO_STATIONS.filter((s) => s.country === country)
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
    ['norole@example.com', 'norole2026'],
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
