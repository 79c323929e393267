import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/api.ts';
import { cda, delaysBody, feedLegs, signInAll, storedLeg } from '../helpers/leg-edits.ts';
import { departureItem, NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, KEY_HEADERS, type TestContext } from '../helpers/test-app.ts';

/**
 * Inputs that once reached the database and came back as 500: impossible dates, NUL and lone
 * surrogates, undecodable paths. Each is refused with 400 and a message for its field, and
 * nothing is saved. The fuzz test looks for more of their kind on every route.
 */
let ctx: TestContext;
let token: string;
let leg: string;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  token = (await signInAll(ctx)).duty;
  [leg = ''] = await feedLegs(ctx, [departureItem()]);
});
afterAll(() => ctx.close());

const list = (day: string) => ({ day, station: 'LIM', query: '', argsLeg: { limit: 10, page: 1 } });
const connections = (day: string) =>
  `/v1/connection/list?datop_local=${day}&depstn=LIM&flight_number=LA2102`;

describe('impossible dates', () => {
  it.each(['2026-02-30', '2026-13-01', '0000-00-00', '0000-01-01'])('%s', async (day) => {
    const answers = {
      day: [
        await ctx.post('/v1/leg/list', { ...list(day), arrival: false }, { token }),
        await ctx.post('/v1/leg/export-printformat', { day, station: 'LIM' }, { token }),
      ],
      datop_local: [await ctx.get(connections(day), { token })],
    };
    for (const [path, refused] of Object.entries(answers)) {
      for (const res of refused) {
        expect(res.statusCode, res.body).toBe(400);
        expect(errorOf(res).fields).toEqual([
          expect.objectContaining({ path, key: 'validation.date' }),
        ]);
      }
    }
  });
});

describe('text no record may hold', () => {
  const body = {
    modified: () => ({ _id: leg, version: 1, cda_assigned: cda('Ro\u0000sa') }),
    delays: () => delaysBody(leg, 1, [{ code: '93', minutes: 5, description: 'Demora \ud800' }]),
    pea: () => ({
      _id: leg,
      version: 1,
      side: 'departure',
      peaTypeComments: [{ index: 0, comment: '\udfffCambio' }],
    }),
  };
  it.each([
    ['/v1/leg/modified', 'cda_assigned.name', body.modified],
    ['/v1/leg/store-delays', 'delays.0.description', body.delays],
    ['/v1/leg/update-delays', 'delays.0.description', body.delays],
    ['/v1/leg/updatePea', 'peaTypeComments.0.comment', body.pea],
  ])('%s refuses it in %s and saves nothing', async (url, path, make) => {
    const res = await ctx.post(url, make(), { token });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).fields).toEqual([
      expect.objectContaining({ path, key: 'validation.invalidCharacters' }),
    ]);
    expect((await storedLeg(ctx, leg)).version).toBe(1);
  });

  it('refuses it in a query string', async () => {
    const station = await ctx.get('/v1/dispatcher/list?station=LIM%00', { token });
    const day = await ctx.get(connections(`${TODAY}%00`), { token });
    for (const [res, path] of [
      [station, 'station'],
      [day, 'datop_local'],
    ] as const) {
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).fields).toEqual([
        expect.objectContaining({ path, key: 'validation.invalidCharacters' }),
      ]);
    }
  });
});

describe('paths that cannot be decoded', () => {
  it.each(['/plans/%ED%A0%80', '/plans/%C0%80', `/plans/${'A'.repeat(200)}.pdf`])(
    '%s gets a 400 of the documented shape, not the path echoed back',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers: KEY_HEADERS });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toContain('FST_ERR');
      expect(errorOf(res).code).toMatch(/^(VALIDATION_FAILED|NOT_FOUND)$/);
    },
  );
});
