import { legHistoryResponse } from '@board/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, feedLegs, signInAll } from '../helpers/leg-edits.ts';
import { departureItem, NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

/**
 * What the operations feed changes on a leg is kept in the leg's history beside the stations'
 * own saves, named as the feed's: the base of "what changed since I last looked".
 */
let ctx: TestContext;
let tokens: Record<Account, string>;
let id: string;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  tokens = await signInAll(ctx);
  [id = ''] = await feedLegs(ctx, [departureItem({ flight_number: '7001' })]);
});
afterAll(() => ctx.close());

const history = async () =>
  legHistoryResponse.parse(
    (await ctx.get(`/v1/leg/history?_id=${id}`, { token: tokens.duty })).json(),
  ).data;

describe("the feed's changes in a leg's history", () => {
  it('keeps nothing for a new leg, nor for an item that changes nothing', async () => {
    expect(await history()).toEqual([]);
    await feedLegs(ctx, [departureItem({ flight_number: '7001' })]);
    expect(await history()).toEqual([]);
  });

  it('keeps the times, stand and aircraft it moved, before and after, as the feed', async () => {
    await feedLegs(ctx, [
      departureItem({
        flight_number: '7001',
        etd: `${TODAY}T11:40:00-05:00`,
        registration: 'BFE',
        stand_departure: { type: 'remote', number: 'R3', hall: 'A4' },
        // Passengers change many times a day: they are not kept.
        pax: { adult: 120, infant: 1 },
      }),
    ]);
    const [entry, ...more] = await history();
    expect(more).toEqual([]);
    expect(entry?.user).toMatchObject({ name: 'Operaciones (feed)', role: null });
    expect(entry?.call).toBe('feed');
    expect(entry?.changes).toEqual([
      { field: 'etd', before: null, after: '2026-03-10T16:40:00.000Z' },
      // Right after a swap the record reads new/old, as the board shows it.
      { field: 'registration', before: 'AZC', after: 'BFE/AZC' },
      { field: 'pea_type_departure', before: 'bridge', after: 'remote' },
      { field: 'pea_number_departure', before: '12', after: 'R3' },
    ]);
  });
});
