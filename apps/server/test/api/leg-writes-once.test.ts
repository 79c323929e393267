import { BOARD_EVENT_NAME, type LegsChangedEvent, legsChangedEventSchema } from '@board/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, cda, changesOf, feedLegs, signInAll } from '../helpers/leg-edits.ts';
import { departureItem, NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, KEY_HEADERS, type TestContext } from '../helpers/test-app.ts';

/**
 * Every writer of legs (a station's save, the operations feed, a movement message) goes through
 * the legs module's one write entry: each change is recorded once in the leg's history, announced
 * once to the database for each station that shows it, and delivered once to an open board of
 * the process that made it, though that process hands it over before the database's notification
 * of it comes back.
 */
let ctx: TestContext;
let tokens: Record<Account, string>;
let id: string;
const notified: LegsChangedEvent[] = [];
const onBoard: LegsChangedEvent[] = [];
let stopListening: () => Promise<void>;
let closeBoard: () => void;

/** Lima's live board, as a browser holds it open: every change event it receives, in order. */
async function openBoard(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/v1/events?station=LIM`, {
    headers: { ...KEY_HEADERS, authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>)
    .pipeThrough(new TextDecoderStream())
    .getReader();
  const pattern = new RegExp(`event: ${BOARD_EVENT_NAME}\\ndata: (.*)\\n\\n`, 'g');
  void (async () => {
    let text = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) return;
      text += value;
      for (const match of text.matchAll(pattern)) {
        onBoard.push(legsChangedEventSchema.parse(JSON.parse(match[1] ?? '')));
      }
      text = text.slice(text.lastIndexOf('\n\n') + 2);
    }
  })();
  return () => controller.abort();
}

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  tokens = await signInAll(ctx);
  [id = ''] = await feedLegs(ctx, [departureItem({ flight_number: '7001' })]);
  stopListening = await ctx.database.listen(
    'legs_changed',
    (payload) => notified.push(legsChangedEventSchema.parse(JSON.parse(payload))),
    () => {},
  );
  const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  closeBoard = await openBoard(url, tokens.lim);
});
afterAll(async () => {
  closeBoard?.();
  await stopListening?.();
  await ctx?.close();
});

/**
 * Runs `write` (which must answer 200), then waits until the database has notified both stations
 * of the leg and Lima's open board has the change. Notifications reach a listener in commit
 * order, so once a later change has arrived, a second delivery of this one would have too.
 */
async function written(write: () => Promise<{ statusCode: number; body: string }>) {
  const notifiedFrom = notified.length;
  const boardFrom = onBoard.length;
  const answer = await write();
  expect(answer.statusCode, answer.body).toBe(200);
  await expect
    .poll(() => new Set(notified.slice(notifiedFrom).map((event) => event.station)))
    .toEqual(new Set(['LIM', 'CUZ']));
  await expect.poll(() => onBoard.length).toBeGreaterThan(boardFrom);
  return { notifiedFrom, boardFrom };
}

describe('one entry for every write of a leg', () => {
  it('records and announces a save, a feed update and a movement message once each', async () => {
    const writes = [
      () =>
        ctx.post(
          '/v1/leg/modified',
          { _id: id, version: 1, cda_assigned: cda() },
          { token: tokens.lim },
        ),
      () => ctx.feed([departureItem({ flight_number: '7001', etd: `${TODAY}T11:40:00-05:00` })]),
      () => ctx.mvt('MVT\nLA7001/10.CCAZC.LIM\nAD1633/1645 EA1745 CUZ'),
    ];
    const marks = [];
    for (const write of writes) marks.push(await written(write));
    // A last change, so that any second delivery of the three has had its turn before it.
    marks.push(
      await written(() =>
        ctx.feed([departureItem({ flight_number: '7001', etd: `${TODAY}T11:50:00-05:00` })]),
      ),
    );

    const history = await changesOf(ctx, id);
    expect(history.map((entry) => entry.call)).toEqual(['modified', 'feed', 'movement', 'feed']);
    for (const [i, mark] of marks.slice(0, -1).entries()) {
      const next = marks[i + 1];
      const announced = notified.slice(mark.notifiedFrom, next?.notifiedFrom);
      // Lima's departure to Cusco: one announcement for each station's day, none repeated.
      expect(announced.map(({ station, days }) => [station, days]).sort()).toEqual([
        ['CUZ', [TODAY]],
        ['LIM', [TODAY]],
      ]);
      const delivered = onBoard.slice(mark.boardFrom, next?.boardFrom);
      expect(delivered.map((event) => event.id)).toEqual(
        announced.filter((event) => event.station === 'LIM').map((event) => event.id),
      );
    }
    expect(new Set(onBoard.map((event) => event.id)).size).toBe(onBoard.length);
  });
});
