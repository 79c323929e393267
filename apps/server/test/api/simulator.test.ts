import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legs } from '../../src/db/schema.ts';
import { createSimulator } from '../../src/demo/simulator.ts';
import { departureItem, NOW } from '../helpers/legs.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
});
afterAll(() => ctx.close());

describe('demo simulator', () => {
  it('sends the actual times the clock has passed through the feed, once', async () => {
    // Scheduled 11:10 to 12:30 Lima time; the clock is at 15:00 there.
    await ctx.feed([departureItem()]);
    let clock = new Date('2026-03-10T16:00:00Z');
    const simulator = createSimulator({
      db: ctx.database.db,
      feed: ctx.app.feed,
      now: () => clock,
      log: ctx.app.log,
    });
    const read = async () =>
      (await ctx.database.db.select().from(legs).where(eq(legs.flightNumber, '2102')))[0];

    await simulator.tick();
    expect((await read())?.pushback).toBeNull();

    clock = NOW;
    await simulator.tick();
    const moved = await read();
    expect(moved?.pushback).not.toBeNull();
    expect(moved?.takeoff).not.toBeNull();
    expect(moved?.onBlocks).not.toBeNull();
    const version = moved?.version;
    await simulator.tick();
    expect((await read())?.version).toBe(version);
  });
});
