import {
  applyDayDelta,
  changesAfterResponse,
  type DayLists,
  type LegsChangedEvent,
  legListResponse,
  turnaroundListResponse,
} from '@board/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { created, DAYS, FLIGHTS, write, writer } from '../helpers/delta-day.ts';
import { NOW } from '../helpers/legs.ts';
import { anotherApp, createTestContext, type TestContext } from '../helpers/test-app.ts';

/**
 * Decision 0060: the lists a server answers from its station days patched by each change, and
 * the lists a board patches with the changes' deltas, are the lists read afresh from the
 * database, row for row, after any writes.
 */
/**
 * About 0.4 s a run on an idle two-core machine; at most six writes a run keep every change of
 * the file within the 500 one catch-up sends, so the board of the last test catches up from 0.
 */
const RUNS = 30;

let ctx: TestContext;
let token: string;
/** Lima's lists as a board read them before the day's first change. */
let firstRead: Board;
/** The flights created so far: the database carries on from one run to the next. */
const stored = new Set<string>();

type App = Pick<TestContext, 'post'>;
interface DayRead {
  lists: DayLists;
  seq: number | undefined;
  lastSync: string | null;
}
type Board = Record<string, DayRead>;

/** Every list a board of Lima shows of a day, each whole, with the number it holds. */
async function readDay(app: App, day: string): Promise<DayRead> {
  const body = { station: 'LIM', day };
  const ask = async (url: string, extra: object = {}) => {
    const res = await app.post(url, { ...body, ...extra }, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const sides = await Promise.all([
    ask('/v1/leg/list', { arrival: true }),
    ask('/v1/leg/list', { arrival: false }),
    ask('/v1/leg/list-delays'),
  ]);
  const [arrivals, departures, delays] = sides.map((answer) => legListResponse.parse(answer).data);
  const general = turnaroundListResponse.parse(await ask('/v1/leg/list-extend')).data;
  const all = [arrivals, departures, delays, general];
  for (const list of all) expect(list?.totalItems).toBe(list?.legs.length);
  // One station day answers all four: they hold the same changes.
  expect(new Set(all.map((list) => list?.as_of_seq)).size).toBe(1);
  return {
    lists: {
      arrivals: arrivals?.legs ?? [],
      departures: departures?.legs ?? [],
      general: general.legs,
      delays: delays?.legs ?? [],
    },
    seq: general.as_of_seq,
    lastSync: general.last_sync,
  };
}

async function readBoard(app: App): Promise<Board> {
  const days = await Promise.all(DAYS.map((day) => readDay(app, day)));
  return Object.fromEntries(DAYS.map((day, i) => [day, days[i] as DayRead]));
}

/** What a server that has kept nothing reads from the database: a second process. */
async function readAfresh(): Promise<Board> {
  const fresh = await anotherApp(ctx, { now: () => NOW });
  try {
    return await readBoard(fresh);
  } finally {
    await fresh.close();
  }
}

/** Lima's kept changes after `seq`, which must all be there, in order. */
async function changesAfter(seq: number): Promise<LegsChangedEvent[]> {
  const res = await ctx.get(`/v1/events/since?station=LIM&seq=${seq}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  const { complete, changes } = changesAfterResponse.parse(res.json()).data;
  expect(complete).toBe(true);
  expect(changes.map((change) => change.seq - seq)).toEqual(changes.map((_, i) => i + 1));
  return changes;
}

/** The board's lists patched as a board patches them: each change's delta of its day, in order. */
function patched(read: DayRead, day: string, changes: LegsChangedEvent[]): DayLists {
  let lists = read.lists;
  for (const change of changes.filter((c) => c.seq > (read.seq ?? 0))) {
    const delta = change.deltas?.find((d) => d.day === day);
    if (!delta) continue;
    // One leg per write: every delta carries its rows, none says "read the day again".
    if (!delta.lists) throw new Error(`change ${change.seq} sent without its rows`);
    lists = applyDayDelta(lists, { ...delta, lists: delta.lists });
  }
  return lists;
}

function expectPatchedBoard(board: Board, changes: LegsChangedEvent[], fresh: Board) {
  for (const day of DAYS) {
    const read = board[day] as DayRead;
    expect(patched(read, day, changes), `board of ${day}`).toEqual(fresh[day]?.lists);
  }
}

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  token = (await ctx.login('cta.lim@example.com', 'lima2026')).access_token;
  firstRead = await readBoard(ctx);
  // The day comes a few legs at a time: each change small enough to carry its rows.
  const day = FLIGHTS.filter((f) => !f.later);
  for (let start = 0; start < day.length; start += 4) {
    const fed = await ctx.feed(day.slice(start, start + 4).map(created));
    expect(fed.json().data, fed.body).toMatchObject({ rejected: 0 });
  }
  for (const f of day) stored.add(f.flight);
});
afterAll(() => ctx?.close());

describe("a station day's lists after random writes", () => {
  it('are, patched by the server and by a board, the lists read afresh', async () => {
    const run = writer(ctx, token, stored);
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 6 }), async (writes) => {
        const before = await readBoard(ctx);
        for (const w of writes) await run(w);
        const fresh = await readAfresh();
        expect(await readBoard(ctx)).toEqual(fresh);
        const seq = Math.min(...DAYS.map((day) => before[day]?.seq ?? 0));
        expectPatchedBoard(before, await changesAfter(seq), fresh);
      }),
      // Each run writes on from the last one's database: shrinking would replay a sequence on
      // another day than it failed on, so the first failing sequence is reported, with its seed.
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 60_000); // twice the suite's bound: the runs slow down with the machine's load

  it('are, for a board that read the day before its first change, every change since 0 applied', async () => {
    expectPatchedBoard(firstRead, await changesAfter(0), await readAfresh());
  });
});
