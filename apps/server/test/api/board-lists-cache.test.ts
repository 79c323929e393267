import {
  DEFAULT_REGISTRATIONS,
  type FeedLegInput,
  type Leg,
  legMatchesQuery,
  PAGE_SIZE,
} from '@board/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivalItem, departureItem, NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

/** Statements that read or write what the board's lists show (not sessions, not the catalogue). */
const BOARD_TABLES = /"(legs|leg_connections|station_feed_sync|user_registrations)"/;
const statements: string[] = [];
const boardStatements = () => statements.filter((sql) => BOARD_TABLES.test(sql)).length;

let ctx: TestContext;
const tokens: Record<string, string> = {};
const at = (minutes: number) =>
  `${TODAY}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00-05:00`;

/** Twelve tracked aircraft through Lima: most turn around (some late), every third stays. */
function stationDay(): FeedLegInput[] {
  return DEFAULT_REGISTRATIONS.slice(0, 12).flatMap((registration, i) => {
    const landing = 360 + i * 40;
    const arrival = arrivalItem({
      flight_number: String(3000 + i),
      registration,
      std: at(landing - 80),
      sta: at(landing),
      stand_arrival: { type: 'bridge', number: String(10 + i), tape: '2' },
    });
    if (i % 3 === 2) return [arrival];
    return [
      arrival,
      departureItem({
        flight_number: String(3100 + i),
        registration,
        std: at(landing + 50),
        sta: at(landing + 130),
        ...(i % 4 === 0 && { etd: at(landing + 90) }),
      }),
    ];
  });
}

beforeAll(async () => {
  ctx = await createTestContext({
    now: () => NOW,
    queryLogger: { logQuery: (sql) => statements.push(sql) },
  });
  tokens.generic = (await ctx.login('generic@example.com', 'generic2026')).access_token;
  tokens.lim = (await ctx.login('cta.lim@example.com', 'lima2026')).access_token;
  expect((await ctx.feed(stationDay())).json().data.rejected).toBe(0);
});
afterAll(() => ctx.close());

type Row = { arrival: Leg | null; departure: Leg | null };
const lists = [
  { url: '/v1/leg/list', extra: { arrival: true }, rows: false },
  { url: '/v1/leg/list', extra: { arrival: false }, rows: false },
  { url: '/v1/leg/list-extend', extra: {}, rows: true },
  { url: '/v1/leg/list-delays', extra: {}, rows: false },
  { url: '/v1/leg/list-overnights', extra: {}, rows: true },
] as const;
const queries = ['LA30', 'az', 'CC-AZC', '12', 'cuz', 'nothing', ' la3105 '];
const pages = [
  { limit: PAGE_SIZE, page: 1 },
  { limit: 3, page: 1 },
  { limit: 3, page: 2 },
  { limit: 5, page: 9 },
];

const ask = (list: (typeof lists)[number], query: string, argsLeg: object, token?: string) =>
  ctx.post(list.url, { day: TODAY, station: 'LIM', query, argsLeg, ...list.extra }, { token });

/** The page the contract describes, worked out here from the whole list. */
function expectedPage(
  whole: {
    legs: unknown[];
    last_sync: string | null;
    as_of_change?: string | null;
    as_of_seq?: number;
  },
  matches: (row: never) => boolean,
  args: { limit: number; page: number },
) {
  const found = whole.legs.filter((row) => matches(row as never));
  const start = (args.page - 1) * args.limit;
  return JSON.stringify({
    data: {
      legs: found.slice(start, start + args.limit),
      totalItems: found.length,
      totalPages: Math.max(1, Math.ceil(found.length / args.limit)),
      currentPage: args.page,
      itemsPerPage: args.limit,
      last_sync: whole.last_sync,
      as_of_change: whole.as_of_change,
      as_of_seq: whole.as_of_seq,
    },
  });
}

describe('board lists cut from the station day in memory', () => {
  it('answer a new page or search on every call without reading the database again', async () => {
    const wholes = [];
    for (const list of lists) {
      const res = await ask(list, '', { limit: PAGE_SIZE, page: 1 }, tokens.lim);
      expect(res.statusCode).toBe(200);
      wholes.push(res.json().data);
      // The reader's own choice of tracked registrations is read once, here.
      expect((await ask(list, '', { limit: PAGE_SIZE, page: 1 }, tokens.generic)).body).toBe(
        res.body,
      );
    }
    expect(wholes.map((w) => w.legs.length)).toEqual([12, 8, 12, 2, 4]);

    const before = boardStatements();
    let asked = 0;
    for (const [i, list] of lists.entries()) {
      const matches = (query: string) =>
        list.rows
          ? (row: Row) =>
              legMatchesQuery(row.arrival, query) || legMatchesQuery(row.departure, query)
          : (leg: Leg) => legMatchesQuery(leg, query);
      for (const query of queries) {
        for (const args of pages) {
          // Readers and editors alike: one station day serves both.
          const token = asked++ % 2 ? tokens.generic : tokens.lim;
          const res = await ask(list, query, args, token);
          expect(res.statusCode).toBe(200);
          expect(res.body, `${list.url} ${query} ${JSON.stringify(args)}`).toBe(
            expectedPage(wholes[i], matches(query.trim()), args),
          );
        }
      }
    }
    expect(asked).toBe(lists.length * queries.length * pages.length);
    expect(boardStatements()).toBe(before);
  });

  it('shows a change without reading the day again: the rows the change carries patch it', async () => {
    const search = { limit: 2, page: 1 };
    const first = await ask(lists[3], 'LA3104', search, tokens.generic);
    expect(first.json().data.legs).toHaveLength(1);
    const before = boardStatements();

    const late = departureItem({
      flight_number: '3101',
      registration: DEFAULT_REGISTRATIONS[1],
      std: at(400 + 50),
      sta: at(400 + 130),
      etd: at(400 + 95),
    });
    expect((await ctx.feed([late])).json().data.updated).toBe(1);
    const feedStatements = boardStatements() - before;

    const again = await ask(lists[3], 'LA310', search, tokens.generic);
    expect(boardStatements()).toBe(before + feedStatements);
    expect(again.json().data.legs.map((l: Leg) => l.flight_number)).toEqual(['LA3100', 'LA3101']);
    expect(again.json().data.totalItems).toBe(3);
  });
});
