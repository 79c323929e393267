import { type ChangesSince, daysShowing, type LegsChangedEvent } from '@board/domain';
import type { Query, QueryClient } from '@tanstack/react-query';
import { boardKeys, isPatchedKind } from '../../../lib/legs/board-keys.ts';
import { markedChanges } from './change-marks.ts';
import { type ListAnswer, patchedAnswer } from './list-deltas.ts';

/** A kept list of the station: its key ['board', station, day, kind, search] names a patched kind. */
export const listOf = (query: Query) => {
  const [, , day, kind, search] = query.queryKey;
  return isPatchedKind(kind) && typeof day === 'string' && typeof search === 'string'
    ? { kind, day, query: search }
    : null;
};

/** The station's number a kept list holds every change up to. */
export const seqOf = (query: Query) => (query.state.data as ListAnswer | undefined)?.data.as_of_seq;

/** What one change does to the answers a board keeps of a station. */
export function changeApplier(queryClient: QueryClient, station: string) {
  const cache = queryClient.getQueryCache();
  const lists = () => cache.findAll({ queryKey: boardKeys.station(station) }).filter(listOf);
  const readAgain = (query: Query) =>
    void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
  const daysOf = (event: LegsChangedEvent) => new Set(event.days.flatMap(daysShowing));

  return {
    lists,
    readAgain,

    /** Patches every kept list with one change; says whether some missed changes before it. */
    patchLists(event: LegsChangedEvent): boolean {
      let missed = false;
      for (const query of lists()) {
        const answer = query.state.data as ListAnswer | undefined;
        const list = listOf(query);
        if (!answer || !list) continue;
        const patched = patchedAnswer(answer, list, event);
        if (patched === 'missed') missed = true;
        else if (patched === 'read-again') readAgain(query);
        else if (patched !== 'held') queryClient.setQueryData(query.queryKey, patched.answer);
      }
      return missed;
    },

    /** The markers of each day the change shows, its entries added; read again without them. */
    mark(event: LegsChangedEvent, userId: string) {
      for (const day of daysOf(event)) {
        const delta = event.deltas?.find((d) => d.day === day);
        const key = boardKeys.changes(station, day);
        if (!delta?.lists) void queryClient.invalidateQueries({ queryKey: key, exact: true });
        else
          queryClient.setQueryData<ChangesSince>(
            key,
            (kept) => kept && markedChanges(kept, delta.marks, userId),
          );
      }
    },

    /** Answers a change does not patch, of the days it shows, are read again. */
    readOthersAgain(event: LegsChangedEvent) {
      for (const day of daysOf(event)) {
        void queryClient.invalidateQueries({
          queryKey: boardKeys.day(station, day),
          predicate: (query) => !listOf(query) && query.queryKey[3] !== 'changes',
        });
      }
    },
  };
}
