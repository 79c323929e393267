import { stationDayKey } from '../station-day.tsx';

/**
 * Query keys of the board, defined once. Every list of a station's day starts with
 * ['board', station, day], so a live "legs changed" message invalidates exactly what it touches,
 * and a save invalidates everything under `all`. A leg's history, a station's dispatchers and a
 * user's registrations belong to no day: they sit outside 'board' so a board refresh does not
 * read them again.
 */
export const boardKeys = {
  all: ['board'] as const,
  station: (station: string) => ['board', station] as const,
  day: stationDayKey,
  list: (station: string, day: string, kind: string, query: string) =>
    ['board', station, day, kind, query] as const,
  /** The change markers of a station day (changes-since). */
  changes: (station: string, day: string) => ['board', station, day, 'changes'] as const,
  connections: (station: string, day: string, flightNumber: string) =>
    ['board', station, day, 'connections', flightNumber] as const,
  movementText: (station: string, day: string, legId: string, side: string) =>
    ['board', station, day, 'movement-text', legId, side] as const,
  legHistory: (legId: string) => ['leg-history', legId] as const,
  dispatchers: (station: string) => ['dispatchers', station] as const,
  registrations: (email: string) => ['registrations', email] as const,
};

export interface BoardListParams {
  station: string;
  day: string;
  query: string;
}

/**
 * The lists the live changes patch in place (decision 0060), by the kind their key names: a
 * save leaves them to the change it makes, which the stream brings.
 */
export const PATCHED_KINDS = ['arrivals', 'departures', 'general', 'delays'] as const;
export type PatchedKind = (typeof PATCHED_KINDS)[number];
export const isPatchedKind = (kind: unknown): kind is PatchedKind =>
  PATCHED_KINDS.includes(kind as PatchedKind);
