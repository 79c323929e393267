import { feedBatchResponse } from '@board/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { legs } from '../../src/db/schema.ts';
import { TODAY } from './legs.ts';
import type { TestContext } from './test-app.ts';

/** Sends items through the feed, which must take the batch, and answers its report. */
export async function feedReport(ctx: TestContext, items: unknown[]) {
  const res = await ctx.feed(items);
  expect(res.statusCode, res.body).toBe(200);
  return feedBatchResponse.parse(res.json()).data;
}

/** The key of a Lima departure of the test day, as the feed reports it. */
export const limaKey = (flight_number: string) => ({
  airline: 'LA',
  flight_number,
  datop_local: TODAY,
  depstn: 'LIM',
});

/** The stored leg of a flight number, or undefined. */
export async function storedFlight(ctx: TestContext, flight: string) {
  const [row] = await ctx.database.db.select().from(legs).where(eq(legs.flightNumber, flight));
  return row;
}
