import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { type StationDay, StationDayContext } from '../../../lib/station-day.tsx';
import type { BoardParams } from './board-params.ts';

/** A failed list load: when the shown rows were loaded (null: none yet), and a way to try again. */
export interface ListFailure {
  loadedAt: number | null;
  retry(): void;
}

export interface BoardState extends BoardParams {
  /** The search as typed: views filter with it at once; `query` follows it debounced. */
  searchText: string;
  setSearchText(text: string): void;
  /** When the station's legs last changed through the feed, as the shown list says. */
  lastSync: string | null;
  setLastSync(at: string | null): void;
  /** When the shown list was loaded (null: nothing yet), offline its age. */
  loadedAt: number | null;
  setLoadedAt(at: number | null): void;
  /** Why the shown list is not the current one: its last load failed. */
  listFailure: ListFailure | null;
  setListFailure(failure: ListFailure | null): void;
  /** Grows on each load the user asked for (day, station, refresh): selections start over. */
  loadGeneration: number;
  bumpLoadGeneration(): void;
}

const BoardContext = createContext<BoardState | null>(null);

export function BoardProvider({ params, children }: { params: BoardParams; children: ReactNode }) {
  const [searchText, setSearchText] = useState(params.query);
  const [lastSync, setLastSync] = useState<string | null>(null);
  const [loadGeneration, setLoadGeneration] = useState(0);
  const [listFailure, setListFailure] = useState<ListFailure | null>(null);
  const [loadedAt, setLoadedAt] = useState<number | null>(null);
  const value = useMemo(
    () => ({
      ...params,
      searchText,
      setSearchText,
      lastSync,
      setLastSync,
      loadedAt,
      setLoadedAt,
      listFailure,
      setListFailure,
      loadGeneration,
      bumpLoadGeneration: () => setLoadGeneration((n) => n + 1),
    }),
    [params, searchText, lastSync, loadedAt, listFailure, loadGeneration],
  );
  const { station, timeZone, day, query } = params;
  const stationDay = useMemo<StationDay>(
    () => ({ station, timeZone, day, query }),
    [station, timeZone, day, query],
  );
  return (
    <BoardContext.Provider value={value}>
      <StationDayContext.Provider value={stationDay}>{children}</StationDayContext.Provider>
    </BoardContext.Provider>
  );
}

export function useBoard(): BoardState {
  const board = useContext(BoardContext);
  if (!board) throw new Error('useBoard is used outside the board layout');
  return board;
}
