import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivalItem, departureItem, NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, KEY_HEADERS, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
let token = '';
beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  token = (await ctx.login('cta.lim@example.com', 'lima2026')).access_token;
  // Enough turnarounds for the board's answer to be worth compressing.
  const items = Array.from({ length: 12 }, (_, n) => {
    const flight = String(3000 + 2 * n);
    const registration = `CC${n}`;
    return [
      arrivalItem({ flight_number: flight, registration }),
      departureItem({ flight_number: String(3001 + 2 * n), registration }),
    ];
  }).flat();
  expect((await ctx.feed(items)).statusCode).toBe(200);
});
afterAll(() => ctx.close());

const day = { day: TODAY, station: 'LIM' };
const board = (acceptEncoding?: string) =>
  ctx.post('/v1/leg/list-extend', day, {
    token,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
const delayCodes = (acceptEncoding?: string) =>
  ctx.get('/v1/delaycode', {
    token,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

/** The answer's text as the client reads it once it has undone its encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString();
}

describe('JSON answers on the wire', () => {
  it.each<[string, (acceptEncoding?: string) => Promise<LightMyRequestResponse>]>([
    ["the board's list, prepared once per change", board],
    ['any other answer of 1 KB or more', delayCodes],
  ])('%s: brotli when the client takes it, else gzip, else as is', async (_, call) => {
    const plain = await call();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accepted, encoding] of [
      // What Chromium sends.
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await call(accepted);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accepted).toBe(encoding);
      expect(decoded(res)).toBe(plain.rawPayload.toString());
      if (encoding) {
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      }
    }
  });

  it('a small answer is sent as it is', async () => {
    const res = await ctx.post(
      '/v1/leg/list-extend',
      { ...day, query: 'nothing matches this' },
      { token, headers: { 'accept-encoding': 'br, gzip' } },
    );
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('a download is sent as it is: a workbook is a zip already', async () => {
    const res = await ctx.post('/v1/delaycode/download', undefined, {
      token,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('the live stream is never compressed, so each event leaves as it is written', async () => {
    const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    try {
      const res = await fetch(`${url}/v1/events?station=LIM`, {
        headers: {
          ...KEY_HEADERS,
          authorization: `Bearer ${token}`,
          'accept-encoding': 'br, gzip',
        },
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBeNull();
      const reader = res.body?.getReader();
      const first = await reader?.read();
      expect(new TextDecoder().decode(first?.value)).toContain(': open');
    } finally {
      controller.abort();
    }
  });
});
