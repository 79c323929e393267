import {
  addDays,
  isLate,
  type Leg,
  legMatchesQuery,
  pairTurnarounds,
  withTurnaroundTimes,
} from '@board/domain';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../auth/session.service.ts';
import type { RegistrationsService } from '../registrations/registrations.service.ts';
import type { AnswerCache } from './answer-cache.ts';
import { openStationDay, requireOwnEmail } from './board-access.ts';
import { arrivalsOf, departuresOf, lastSyncOf } from './legs.repository.ts';
import { overnightRows } from './overnights.ts';
import { paginate } from './paginate.ts';

interface ListArgs {
  station: string;
  day: string;
  query: string;
  argsLeg: { limit: number; page: number };
}

/** Delayed beyond the tolerance, by the push back once known, else by the estimate. */
const isDelayed = (leg: { std: string; etd: string | null; atd: string | null }) =>
  isLate(leg.std, leg.atd ?? leg.etd);

export function createLegsService(deps: {
  db: Db;
  now: () => Date;
  registrations: RegistrationsService;
  cache: AnswerCache;
}) {
  const { db } = deps;
  const open = (user: AuthUser, args: ListArgs) =>
    openStationDay(db, user, args.station, args.day, deps.now());
  const page = async <T>(args: ListArgs, items: T[]) => ({
    data: { ...paginate(items, args.argsLeg), last_sync: await lastSyncOf(db, args.station) },
  });
  /** The same for every user allowed to see the day, so it is computed once per change. */
  const shared = (kind: string, args: ListArgs, compute: () => Promise<unknown>) =>
    deps.cache.answer(
      args.station,
      args.day,
      JSON.stringify([kind, args.query, args.argsLeg.limit, args.argsLeg.page]),
      compute,
    );

  type DayArgs = Pick<ListArgs, 'station' | 'day' | 'query'>;

  /** What each list shows of a station day, before paging: the screens' and the downloads'. */
  const items = {
    /** Both sides at once, read once: each needs the other for its turnaround times. */
    async sides(args: DayArgs) {
      const day = withTurnaroundTimes(
        await arrivalsOf(db, args.station, args.day),
        await departuresOf(db, args.station, args.day),
      );
      const matching = (legs: Leg[]) => legs.filter((leg) => legMatchesQuery(leg, args.query));
      return { arrivals: matching(day.arrivals), departures: matching(day.departures) };
    },
    arrivals: async (args: DayArgs) => (await items.sides(args)).arrivals,
    departures: async (args: DayArgs) => (await items.sides(args)).departures,
    async general(args: DayArgs) {
      const rows = pairTurnarounds(
        await arrivalsOf(db, args.station, args.day),
        await departuresOf(db, args.station, args.day),
      );
      return rows.filter(
        (r) => legMatchesQuery(r.arrival, args.query) || legMatchesQuery(r.departure, args.query),
      );
    },
    async delays(args: DayArgs) {
      const legs = await departuresOf(db, args.station, args.day);
      return legs.filter(
        (leg) =>
          (leg.delays.length > 0 || isDelayed(leg)) &&
          leg.leg_status_timeline !== 'CANCELED' &&
          legMatchesQuery(leg, args.query),
      );
    },
    async overnights(user: AuthUser, args: DayArgs) {
      const tracked = new Set(
        (await deps.registrations.tracked(user)).filter((r) => r.checked).map((r) => r.code),
      );
      const rows = overnightRows(
        await arrivalsOf(db, args.station, args.day),
        await departuresOf(db, args.station, args.day),
        await departuresOf(db, args.station, addDays(args.day, 1)),
        tracked,
      );
      return rows.filter(
        (r) => legMatchesQuery(r.arrival, args.query) || legMatchesQuery(r.departure, args.query),
      );
    },
  };

  return {
    async list(user: AuthUser, args: ListArgs & { arrival: boolean }) {
      await open(user, args);
      return shared(args.arrival ? 'arrivals' : 'departures', args, async () =>
        page(args, await (args.arrival ? items.arrivals(args) : items.departures(args))),
      );
    },

    async listExtend(user: AuthUser, args: ListArgs) {
      await open(user, args);
      return shared('general', args, async () => page(args, await items.general(args)));
    },

    async listDelays(user: AuthUser, args: ListArgs) {
      await open(user, args);
      return shared('delays', args, async () => page(args, await items.delays(args)));
    },

    async listOvernights(user: AuthUser, args: ListArgs & { email?: string | undefined }) {
      await open(user, args);
      requireOwnEmail(user, args.email);
      return page(args, await items.overnights(user, args));
    },

    /**
     * A station day's lists for a download, once the user is let in as the screens' lists do:
     * the same station scope and day window, the same search.
     */
    async forDownload(user: AuthUser, args: DayArgs) {
      const timeZone = await openStationDay(db, user, args.station, args.day, deps.now());
      return {
        timeZone,
        arrivals: () => items.arrivals(args),
        departures: () => items.departures(args),
        sides: () => items.sides(args),
        general: () => items.general(args),
        delays: () => items.delays(args),
        overnights: () => items.overnights(user, args),
      };
    },
  };
}
export type LegsService = ReturnType<typeof createLegsService>;
