import { addDays, overnightRowSchema, sidesSearchValues } from '@board/domain';
import type { Db } from '../../db/client.ts';
import { compileJson } from '../../lib/json-serializer.ts';
import type { AuthUser } from '../auth/index.ts';
import { requireOwnEmail } from '../auth/index.ts';
import type { RegistrationsService } from '../registrations/index.ts';
import { openStationDay } from '../stations/index.ts';
import type { AnswerCache } from './answer-cache.ts';
import { listAnswerText } from './list-answer.ts';
import { overnightRows } from './overnights.ts';
import { loadStationDay, type RowList, rowList, type StationDay } from './station-day.ts';

/** An overnight row as its answer writes it: only what its contract names (station-day.ts). */
const overnightJson = compileJson(overnightRowSchema);

interface ListArgs {
  station: string;
  day: string;
  query: string;
  argsLeg: { limit: number; page: number };
}

type DayArgs = Pick<ListArgs, 'station' | 'day' | 'query'>;

/** The rows of a list that the search finds, in list order. */
const found = <T>(list: RowList<T>, query: string) =>
  list.find(query).map((index) => list.rows[index] as T);

/** The aircraft of the user's tracked registrations staying the night at the station. */
async function overnights(
  stationDay: (station: string, day: string, after?: string) => Promise<StationDay>,
  registrations: RegistrationsService,
  user: AuthUser,
  args: DayArgs,
  after?: string,
) {
  const [day, next, tracked] = await Promise.all([
    stationDay(args.station, args.day, after),
    stationDay(args.station, addDays(args.day, 1), after),
    registrations.tracked(user),
  ]);
  const codes = tracked
    .filter((r) => r.checked)
    .map((r) => r.code)
    .sort();
  const [stored, nextStored] = await Promise.all([day.stored(), next.stored()]);
  return {
    day,
    next,
    from: [day.version, next.version, 'overnights', codes.join(',')],
    rows: () =>
      rowList(
        overnightRows(stored.arrivals, stored.departures, nextStored.departures, new Set(codes)),
        overnightJson,
        sidesSearchValues,
      ),
  };
}

/**
 * The board's lists. Each is cut from the station day computed once per change (answer-cache):
 * permissions and the day window are checked on every call, search and paging happen in memory.
 */
export function createLegsService(deps: {
  db: Db;
  now: () => Date;
  registrations: RegistrationsService;
  cache: AnswerCache;
}) {
  const { db } = deps;
  const open = (user: AuthUser, args: DayArgs) =>
    openStationDay(db, user, args.station, args.day, deps.now());
  /** `after`: the change the caller heard of last (BOARD_CHANGE_HEADER). */
  const stationDay = (station: string, day: string, after?: string) =>
    deps.cache.day(station, day, (asOf) => loadStationDay(db, station, day, asOf), after);

  /** A page of a list, prepared once per version of what it is cut from and per request. */
  const page = <T>(
    from: unknown[],
    list: () => RowList<T>,
    args: ListArgs,
    day: Parameters<typeof listAnswerText>[3],
  ) =>
    deps.cache.answer(
      JSON.stringify([...from, args.query, args.argsLeg.limit, args.argsLeg.page]),
      () => listAnswerText(list(), args.query, args.argsLeg, day),
    );

  return {
    async list(user: AuthUser, args: ListArgs & { arrival: boolean }, after?: string) {
      await open(user, args);
      const day = await stationDay(args.station, args.day, after);
      const kind = args.arrival ? 'arrivals' : 'departures';
      return page([day.version, kind], () => day[kind], args, day);
    },

    async listExtend(user: AuthUser, args: ListArgs, after?: string) {
      await open(user, args);
      const day = await stationDay(args.station, args.day, after);
      return page([day.version, 'general'], () => day.general, args, day);
    },

    async listDelays(user: AuthUser, args: ListArgs, after?: string) {
      await open(user, args);
      const day = await stationDay(args.station, args.day, after);
      return page([day.version, 'delays'], () => day.delays, args, day);
    },

    async listOvernights(
      user: AuthUser,
      args: ListArgs & { email?: string | undefined },
      after?: string,
    ) {
      await open(user, args);
      requireOwnEmail(user, args.email);
      const night = await overnights(stationDay, deps.registrations, user, args, after);
      // Cut from two days: as of one change only if both were read as of it.
      const asOf = night.day.asOf === night.next.asOf ? night.day.asOf : undefined;
      return page(night.from, night.rows, args, { lastSync: night.day.lastSync, asOf });
    },

    /**
     * A station day's lists for a download, once the user is let in as the screens' lists do:
     * the same station scope and day window, the same search, cut from the same station day.
     */
    async forDownload(user: AuthUser, args: DayArgs) {
      const timeZone = await open(user, args);
      const day = () => stationDay(args.station, args.day);
      return {
        timeZone,
        arrivals: async () => found((await day()).arrivals, args.query),
        departures: async () => found((await day()).departures, args.query),
        async sides() {
          const { arrivals, departures } = await day();
          return {
            arrivals: found(arrivals, args.query),
            departures: found(departures, args.query),
          };
        },
        general: async () => found((await day()).general, args.query),
        delays: async () => found((await day()).delays, args.query),
        overnights: async () =>
          found((await overnights(stationDay, deps.registrations, user, args)).rows(), args.query),
      };
    },
  };
}
export type LegsService = ReturnType<typeof createLegsService>;
