import {
  changeOnDay,
  type Leg,
  type LegsChangedEvent,
  legMatchesQuery,
  patchList,
  sidesMatchQuery,
  type TurnaroundRow,
} from '@board/domain';
import type { PatchedKind } from '../../../lib/legs/board-keys.ts';

/** A list answer as the board keeps it (legListResponse, turnaroundListResponse). */
export interface ListAnswer {
  data: {
    legs: (Leg | TurnaroundRow)[];
    totalItems: number;
    totalPages: number;
    currentPage: number;
    itemsPerPage: number;
    last_sync: string | null;
    as_of_change?: string | null | undefined;
    as_of_seq?: number | undefined;
  };
}

/**
 * What a change does to one kept list: patched (the new answer), already held (its number is
 * not after the list's), missed (numbers between the list's and the change's are missing: catch
 * up first), or read again (the list names no number, is one page of several, or the change
 * came without its rows for the day).
 */
export type Patched = { answer: ListAnswer } | 'held' | 'missed' | 'read-again';

/** The rows a board's search keeps, as the server's search would (leg-query.ts). */
const shownBy = (kind: PatchedKind, query: string) =>
  kind === 'general'
    ? (row: Leg | TurnaroundRow) => sidesMatchQuery(row as TurnaroundRow, query)
    : (row: Leg | TurnaroundRow) => legMatchesQuery(row as Leg, query);

/** A kept list of station day `day`, searched by `query`, with the station's next change. */
export function patchedAnswer(
  answer: ListAnswer,
  list: { kind: PatchedKind; day: string; query: string },
  event: LegsChangedEvent,
): Patched {
  const seq = answer.data.as_of_seq;
  if (seq === undefined || answer.data.totalPages > 1) return 'read-again';
  if (event.seq <= seq) return 'held';
  if (event.seq > seq + 1) return 'missed';
  const data = {
    ...answer.data,
    as_of_seq: event.seq,
    as_of_change: event.id,
    last_sync: event.synced ?? answer.data.last_sync,
  };
  const change = changeOnDay(event, list.day);
  if (change === 'not-shown') return { answer: { data } };
  if (change === 'read-again') return 'read-again';
  const rows = patchList(
    list.kind,
    answer.data.legs as never,
    change.delta,
    shownBy(list.kind, list.query),
  ) as (Leg | TurnaroundRow)[];
  return { answer: { data: { ...data, legs: rows, totalItems: rows.length } } };
}
