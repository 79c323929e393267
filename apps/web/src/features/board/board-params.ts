import { type DateOption, dateOptions, stationProperty } from '@board/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../auth/index.ts';
import { useAllStations } from '../stations/index.ts';

/** Zone used until the station catalogue has arrived (the demo's home stations share it). */
const FALLBACK_ZONE = 'America/Lima';

export interface BoardParams {
  /** The station the board shows: ?station=, else the user's own. */
  station: string;
  /** IANA zone of that station; times are shown in it. */
  timeZone: string;
  country: string | null;
  /** YYYY-MM-DD: ?day=, else the station's today. Always one of `dates`. */
  day: string;
  /** The search text as typed (?q=). */
  query: string;
  dates: DateOption[];
  setDay(day: string): void;
  setStation(station: string): void;
  setQuery(query: string): void;
}

/**
 * Station, day and search of the board, kept in the address so a view change, a reload or a
 * shared link keeps them. A day outside the station's window falls back to today.
 */
export function useBoardParams(now: () => Date = () => new Date()): BoardParams {
  const { user } = useSession();
  const stations = useAllStations();
  const [search, setSearch] = useSearchParams();
  const own = user ? stationProperty(user.app_properties) : null;
  const station = (search.get('station') ?? own ?? '').toUpperCase();
  const info = stations.data?.find((s) => s.stn === station);
  const timeZone = info?.time_zone ?? FALLBACK_ZONE;
  // The window is recomputed when the zone changes; `now` is read at that moment.
  // biome-ignore lint/correctness/useExhaustiveDependencies: now is a clock, not a dependency
  const dates = useMemo(() => dateOptions(now(), timeZone), [timeZone]);
  const asked = search.get('day');
  const today = dates.find((d) => d.order === 0)?.date ?? '';
  const day = asked && dates.some((d) => d.date === asked) ? asked : today;
  const query = search.get('q') ?? '';

  return useMemo(() => {
    const update = (key: string, value: string) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      );
    return {
      station,
      timeZone,
      country: info?.country ?? null,
      day,
      query,
      dates,
      setDay: (value) => update('day', value),
      setStation: (value) => update('station', value),
      setQuery: (value) => update('q', value),
    };
  }, [station, timeZone, info?.country, day, query, dates, setSearch]);
}
