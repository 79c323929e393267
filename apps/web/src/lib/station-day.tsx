import { createContext, useContext } from 'react';

/**
 * The station day a board shows: what the features beside the board (leg editing, its
 * downloads, its change markers and handover) read to work on the same day as the board, without
 * reading the board.
 */
export interface StationDay {
  station: string;
  /** IANA zone of the station; times are shown in it. */
  timeZone: string;
  /** YYYY-MM-DD. */
  day: string;
  /** The board's search, as the address holds it. */
  query: string;
}

/** Given by the board around everything it shows. */
export const StationDayContext = createContext<StationDay | null>(null);

export function useStationDay(): StationDay {
  const stationDay = useContext(StationDayContext);
  if (!stationDay) throw new Error('useStationDay is used outside a board');
  return stationDay;
}

/**
 * The start of every query key of a station day's lists: a live "legs changed" message reads
 * again exactly what starts with it (`boardKeys`, `lib/legs/board-keys.ts`).
 */
export const stationDayKey = (station: string, day: string) => ['board', station, day] as const;
