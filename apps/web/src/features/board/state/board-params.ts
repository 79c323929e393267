import { type DateOption, stationProperty } from '@board/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAllStations } from '../../../catalogues/list-all-stations.ts';
import { useSession } from '../../../session/session.ts';
import { useDayWindow } from './day-window.ts';
import { shownDay, todayOf } from './shown-day.ts';

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
 * shared link keeps them. Hoy is kept as no ?day= at all, so it means the station's today
 * whenever the address is read; a day outside the station's window falls back to today. The
 * window moves on at the station's local midnight (see `shownDay` for the chosen day).
 */
export function useBoardParams(now: () => Date = () => new Date()): BoardParams {
  const { user } = useSession();
  const stations = useAllStations();
  const [search, setSearch] = useSearchParams();
  const own = user ? stationProperty(user.app_properties) : null;
  const station = (search.get('station') ?? own ?? '').toUpperCase();
  const info = stations.data?.find((s) => s.stn === station);
  const timeZone = info?.time_zone ?? FALLBACK_ZONE;
  const { dates, previous, settle } = useDayWindow(timeZone, now);
  const asked = search.get('day');
  const today = todayOf(dates);
  const day = shownDay(asked, dates, previous);
  const query = search.get('q') ?? '';

  const update = useCallback(
    (key: string, value: string) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  // After a local midnight the address is brought to the day now shown, so a reload or another
  // view shows it too; until the address has it, `previous` keeps the shown day right.
  useEffect(() => {
    if (!previous) return;
    const wanted = day === today ? null : day;
    if (asked === wanted) settle();
    else update('day', wanted ?? '');
  }, [previous, asked, day, today, settle, update]);

  return useMemo(
    () => ({
      station,
      timeZone,
      country: info?.country ?? null,
      day,
      query,
      dates,
      setDay: (value) => update('day', value === today ? '' : value),
      setStation: (value) => update('station', value),
      setQuery: (value) => update('q', value),
    }),
    [station, timeZone, info?.country, day, query, dates, today, update],
  );
}
