import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FIRST_STATISTICS_MS,
  gatherStatistics,
  keepStatistics,
  STATISTICS_EVERY_MS,
} from './planner-statistics.ts';

// A station day's legs as the legs table keys and indexes them.
const TABLE = `
  create table legs (
    id serial primary key, airline text, flight_number text, datop_local date, depstn text);
  create unique index legs_key_idx on legs (airline, flight_number, datop_local, depstn);
  create index legs_departures_idx on legs (depstn, datop_local);
  insert into legs (airline, flight_number, datop_local, depstn)
    select 'LA', n::text, date '2026-12-03' + (n % 2), 'LIM' from generate_series(1, 1500) as n;`;
const BY_KEY = `explain select id from legs
  where airline = 'LA' and flight_number = '320' and datop_local = '2026-12-03' and depstn = 'LIM'`;

const client = new PGlite();
const planOf = async () =>
  (await client.query<{ 'QUERY PLAN': string }>(BY_KEY)).rows[0]?.['QUERY PLAN'] ?? '';
const analyzed = async () =>
  (
    await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stats where tablename = 'legs'`,
    )
  ).rows[0]?.n ?? 0;

beforeAll(() => client.exec(TABLE));
afterAll(() => client.close());
afterEach(() => vi.useRealTimers());

describe("the embedded database's planner statistics", () => {
  it('let the planner find a leg by its key, not by reading its station day', async () => {
    expect(await planOf()).toContain('legs_departures_idx');
    await gatherStatistics(client);
    expect(await planOf()).toContain('legs_key_idx');
    expect(await analyzed()).toBe(5);
  });

  it('are gathered after the start, then again and again, until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await client.exec('delete from pg_statistic where starelid = $$legs$$::regclass');
    const stop = keepStatistics(client, (error) => {
      throw error;
    });
    await vi.advanceTimersByTimeAsync(FIRST_STATISTICS_MS - 1);
    expect(await analyzed()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect.poll(analyzed).toBe(5);
    await client.exec('delete from pg_statistic where starelid = $$legs$$::regclass');
    await vi.advanceTimersByTimeAsync(STATISTICS_EVERY_MS);
    await expect.poll(analyzed).toBe(5);
    stop();
    await client.exec('delete from pg_statistic where starelid = $$legs$$::regclass');
    await vi.advanceTimersByTimeAsync(STATISTICS_EVERY_MS * 2);
    expect(await analyzed()).toBe(0);
  });
});
