import {
  cdaPhoneProblem,
  cdaPreview,
  dispatcherListResponse,
  isCdaPreviewValid,
} from '@board/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/api.ts';
import { type Account, signInAll } from '../helpers/leg-edits.ts';
import { NOW } from '../helpers/legs.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

/** GET /v1/dispatcher/list?station= : the CDA drawer's suggestions. */
let ctx: TestContext;
let tokens: Record<Account | 'norole', string>;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  tokens = {
    ...(await signInAll(ctx)),
    norole: (await ctx.login('norole@example.com', 'norole2026')).access_token,
  };
});
afterAll(() => ctx.close());

const list = (station: string, token?: string) =>
  ctx.get(`/v1/dispatcher/list?station=${encodeURIComponent(station)}`, { token });

describe('dispatcher suggestions', () => {
  it.each([
    ['LIM', 'lim', 16, '+51'],
    ['SCL', 'scl', 24, '+56'],
  ] as const)(
    '%s: %i entries, CDA 01 onwards, phones of 12 characters with %s',
    async (station, who, count, prefix) => {
      const res = await list(station, tokens[who]);
      expect(res.statusCode).toBe(200);
      const { data } = dispatcherListResponse.parse(res.json());
      expect(data).toHaveLength(count);
      expect(data.map((d) => d.code)).toEqual(
        Array.from({ length: count }, (_, i) => `CDA ${String(i + 1).padStart(2, '0')}`),
      );
      for (const d of data) {
        expect(d.phone_number).toHaveLength(12);
        expect(d.phone_number.startsWith(prefix)).toBe(true);
        // A suggestion picked as it is can always be saved.
        expect(cdaPhoneProblem(d.phone_number)).toBeNull();
        expect(isCdaPreviewValid(cdaPreview(d.name, d.last_name))).toBe(true);
      }
      expect(new Set(data.map((d) => d.phone_number)).size).toBe(count);
    },
  );

  it('reads the station code in any case', async () => {
    const res = await list('lim', tokens.lim);
    expect(dispatcherListResponse.parse(res.json()).data).toHaveLength(16);
  });

  it('answers an empty list for a known station that has none', async () => {
    const res = await list('CUZ', tokens.generic);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });

  it('answers 400 for a station that does not exist or is not a station code', async () => {
    const cases: [string, string][] = [
      ['XXX', 'validation.unknownStation'],
      ['LIMA', 'validation.station'],
      ['', 'validation.station'],
    ];
    for (const [station, key] of cases) {
      const res = await list(station, tokens.duty);
      expect(res.statusCode, station).toBe(400);
      expect(errorOf(res).fields).toMatchObject([{ path: 'station', key }]);
    }
    const missing = await ctx.get('/v1/dispatcher/list', { token: tokens.duty });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toMatchObject([
      { path: 'station', key: 'validation.required' },
    ]);
  });

  it('follows the station scope: a CTA reads only their own station', async () => {
    expect((await list('SCL', tokens.lim)).statusCode).toBe(403);
    expect((await list('LIM', tokens.scl)).statusCode).toBe(403);
    expect((await list('SCL', tokens.generic)).statusCode).toBe(200);
    expect((await list('LIM', tokens.duty)).statusCode).toBe(200);
    expect((await list('LIM', tokens.norole)).statusCode).toBe(403);
  });

  it('needs a signed-in user', async () => {
    const res = await list('LIM');
    expect(res.statusCode).toBe(401);
    const bad = await list('LIM', 'not-a-token');
    expect(bad.statusCode).toBe(401);
  });
});
