import type { FeedBatchResult } from '@board/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airportZones } from '../../src/reference/airports.ts';
import { latamDay } from '../helpers/latam-day.ts';
import { NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

/** A real network day reaches airports the airline has no board at: all of them are known. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
});
afterAll(() => ctx.close());

describe('a LATAM day of the published network', () => {
  it('enters whole, every origin and destination known', async () => {
    const items = latamDay(TODAY, await airportZones());
    expect(items).toHaveLength(369);
    const airports = new Set(items.flatMap((item) => [item.depstn, item.arrstn]));
    for (const code of ['JFK', 'MAD', 'MEX', 'UIO', 'LPB', 'SYD', 'PPT', 'GPS']) {
      expect(airports).toContain(code);
    }
    const res = await ctx.feed(items);
    expect(res.statusCode).toBe(200);
    const result: FeedBatchResult = res.json().data;
    expect(result.errors).toEqual([]);
    expect(result.created).toBe(369);
  });
});
