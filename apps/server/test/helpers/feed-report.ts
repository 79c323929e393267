import { feedBatchResponse } from '@board/domain';
import { expect } from 'vitest';
import type { TestContext } from './test-app.ts';

/** Sends items through the feed, which must take the batch, and answers its report. */
export async function feedReport(ctx: TestContext, items: unknown[]) {
  const res = await ctx.feed(items);
  expect(res.statusCode, res.body).toBe(200);
  return feedBatchResponse.parse(res.json()).data;
}
