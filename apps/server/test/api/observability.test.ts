import { dateOptions } from '@board/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLinkOf } from '../helpers/smtp-sink.ts';
import { createTestContext, KEY_HEADERS, type TestContext } from '../helpers/test-app.ts';

const METRICS_TOKEN = 'metrics-token-of-at-least-24-characters';
const PASSWORD = 'lima2026';
const NEW_PASSWORD = 'Plataforma-Sur-2027';

let ctx: TestContext;
const lines: string[] = [];
beforeAll(async () => {
  ctx = await createTestContext({
    env: { METRICS_TOKEN },
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(() => ctx.close());

const figures = async () => {
  const res = await ctx.get('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The value of one sample, or 0 when the line is not there yet. */
const sample = (text: string, line: string) => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
};

describe('/metrics', () => {
  it('is not served without a metrics token set', async () => {
    const other = await createTestContext();
    try {
      expect((await other.get('/metrics')).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('answers only the holder of the metrics token', async () => {
    expect((await ctx.get('/metrics')).statusCode).toBe(401);
    const wrong = await ctx.get('/metrics', { headers: { authorization: 'Bearer guess' } });
    expect(wrong.statusCode).toBe(401);
    const res = await ctx.get('/metrics', {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('process_resident_memory_bytes');
    // A pool to report on only where there is one. An idle pool closes its connections after
    // ten seconds, so the count is read while a transaction holds one: on a busy machine the
    // calls before this one can take longer than that, and the pool is then rightly empty.
    const pool = (state: string) => `board_db_pool_connections{state="${state}"}`;
    if (ctx.database.kind === 'postgres') {
      const held = await ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        return figures();
      });
      expect(sample(held, pool('total'))).toBeGreaterThan(0);
      expect(sample(held, pool('total')) - sample(held, pool('idle'))).toBeGreaterThan(0);
    } else expect(res.body).not.toContain(pool('total'));
  });

  it('counts calls by route pattern and status class, an unknown path as one route', async () => {
    const before = await figures();
    const counted =
      'board_http_request_duration_seconds_count{method="GET",route="/v1/station/list-all",status="2xx"}';
    const { access_token } = await ctx.login('cta.lim@example.com', PASSWORD);
    expect((await ctx.get('/v1/station/list-all', { token: access_token })).statusCode).toBe(200);
    await ctx.get('/v1/no-such-call-1', { token: access_token });
    await ctx.get('/v1/no-such-call-2', { token: access_token });
    const after = await figures();
    expect(sample(after, counted) - sample(before, counted)).toBe(1);
    expect(after).not.toContain('no-such-call');
    expect(after).toContain('route="unmatched",status="4xx"');
  });

  it('counts feed items by result and movement messages by outcome', async () => {
    const before = await figures();
    const rejected = await ctx.feed([{ airline: 'LA', flight_number: 'x' }]);
    expect(rejected.statusCode).toBe(200);
    await ctx.mvt('MVT\nLA9999/23.CCXXX.LIM\nAD0500/0510\n');
    const after = await figures();
    const feedRejected = 'board_feed_items_total{result="rejected"}';
    expect(sample(after, feedRejected) - sample(before, feedRejected)).toBe(1);
    const mvtRejected = 'board_movement_messages_total{outcome="rejected"}';
    expect(sample(after, mvtRejected) - sample(before, mvtRejected)).toBe(1);
  });

  it('counts the answer cache: a second read of the same day is a hit', async () => {
    const { access_token } = await ctx.login('cta.lim@example.com', PASSWORD);
    const before = await figures();
    const hits = 'board_answer_cache_lookups_total{kind="answer",result="hit"}';
    const body = { day: dateOptions(new Date(), 'America/Lima')[3]?.date, station: 'LIM' };
    for (let i = 0; i < 2; i += 1) {
      const res = await ctx.post('/v1/leg/list-extend', body, { token: access_token });
      expect(res.statusCode).toBe(200);
    }
    expect(sample(await figures(), hits) - sample(before, hits)).toBeGreaterThanOrEqual(1);
  });

  it('follows the live streams open', async () => {
    const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const open = 'board_live_streams_open';
    const { access_token } = await ctx.login('cta.lim@example.com', PASSWORD);
    const controller = new AbortController();
    const response = await fetch(`${url}/v1/events?station=LIM`, {
      headers: { ...KEY_HEADERS, authorization: `Bearer ${access_token}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(sample(await figures(), open)).toBe(1);
    controller.abort();
    await expect.poll(async () => sample(await figures(), open)).toBe(0);
  });
});

describe('request ids', () => {
  it("keep a sane caller's id, replace any other, and come back on errors too", async () => {
    const kept = await ctx.get('/healthz', { headers: { 'x-request-id': 'proxy-7f3a.42' } });
    expect(kept.headers['x-request-id']).toBe('proxy-7f3a.42');
    const replaced = await ctx.get('/healthz', {
      headers: { 'x-request-id': 'a\u00e9b <script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await ctx.post('/auth/authenticate', { username: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the log', () => {
  it('holds no password or token of a sign-in, a refresh or a password reset', async () => {
    const session = await ctx.login('cta.scl@example.com', 'santiago2026');
    await ctx.post('/auth/refresh-token', { refresh_token: session.refresh_token });
    await ctx.post('/auth/forgot', { email: 'cta.scl@example.com' });
    const link = resetLinkOf(await ctx.smtp.waitFor('cta.scl@example.com'));
    const token = new URL(link).searchParams.get('token') ?? '';
    await ctx.get(`/reset-password?token=${token}`);
    await ctx.post('/auth/validate-token', { token });
    const replaced = await ctx.post('/auth/replace-password', {
      token,
      password: NEW_PASSWORD,
    });
    expect(replaced.statusCode).toBeLessThan(300);
    await ctx.post('/auth/authenticate', {
      username: 'cta.scl@example.com',
      password: 'wrong-one',
    });

    const log = lines.join('');
    expect(log).toContain('/auth/authenticate');
    expect(log).toContain('/reset-password?token=[hidden]');
    for (const secret of [
      'santiago2026',
      'wrong-one',
      NEW_PASSWORD,
      token,
      session.access_token,
      session.refresh_token,
      KEY_HEADERS['x-api-key'],
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('/readyz', () => {
  it('says ready once the database answers and has every migration', async () => {
    const res = await ctx.get('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('says not ready while a migration is missing, or the database does not answer', async () => {
    const other = await createTestContext();
    try {
      await other.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      const migrating = await other.get('/readyz');
      expect(migrating.statusCode).toBe(503);
      expect(migrating.json()).toEqual({ status: 'migrating', pending: 1 });
      await other.database.close();
      const away = await other.get('/readyz');
      expect(away.statusCode).toBe(503);
      expect(away.json()).toEqual({ status: 'database unreachable' });
    } finally {
      await other.close().catch(() => {});
    }
  });
});
