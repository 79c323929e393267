import { feedBatchResponse } from '@board/domain';
import { isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legs } from '../../src/db/schema.ts';
import { errorOf } from '../helpers/api.ts';
import { bigDepartures, estimatedLate, FIRST_FLIGHT } from '../helpers/big-calls.ts';
import { NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

const BATCH = 600;
/** The item whose write loses the connection: far enough in for earlier slices to be saved. */
const LOST_AT = 500;

/**
 * A batch is written in slices, each committed on its own: when the database goes away partway
 * through, the answer is 503 saying how much was saved, and sending the whole batch again
 * finishes it without writing anything twice.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a database lost partway through a batch', () => {
  let ctx: TestContext;
  const departures = bigDepartures(TODAY, BATCH);

  beforeAll(async () => {
    ctx = await createTestContext({ now: () => NOW });
    const fed = await ctx.feed(departures);
    expect(fed.json().data.created, fed.body).toBe(BATCH);
  }, 120_000);
  afterAll(() => ctx?.close());

  const estimated = async () =>
    (await ctx.database.db.select({ id: legs.id }).from(legs).where(isNotNull(legs.etd))).length;

  it('answers 503 with what was saved; the same batch sent again completes it', async () => {
    // The database ends the connection at one item's write, as a restart or failover does.
    await ctx.database.db.execute(sql`
      create function feed_test_lose_connection() returns trigger language plpgsql as $$
      begin
        if new.flight_number = '${sql.raw(String(FIRST_FLIGHT + LOST_AT))}' and new.etd is not null then
          perform pg_terminate_backend(pg_backend_pid());
        end if;
        return new;
      end $$`);
    await ctx.database.db.execute(sql`
      create trigger feed_test_lose_connection before update on legs
      for each row execute function feed_test_lose_connection()`);
    const late = estimatedLate(departures, 20);
    let res: Awaited<ReturnType<TestContext['feed']>>;
    try {
      res = await ctx.feed(late);
    } finally {
      await ctx.database.db.execute(sql`drop trigger feed_test_lose_connection on legs`);
      await ctx.database.db.execute(sql`drop function feed_test_lose_connection()`);
    }

    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    const error = errorOf(res);
    const saved = Number(error.params?.saved);
    expect(saved).toBeGreaterThan(0);
    expect(saved).toBeLessThanOrEqual(LOST_AT);
    expect(await estimated()).toBe(saved);
    expect(error.params?.received).toBe(BATCH);
    expect(error.message).toContain(`${saved} de ${BATCH} elementos ya se guardaron`);

    const again = await ctx.feed(late);
    expect(again.statusCode, again.body).toBe(200);
    const report = feedBatchResponse.parse(again.json()).data;
    expect(report).toMatchObject({
      received: BATCH,
      unchanged: saved,
      updated: BATCH - saved,
      rejected: 0,
    });
    expect(await estimated()).toBe(BATCH);
  }, 120_000);
});
