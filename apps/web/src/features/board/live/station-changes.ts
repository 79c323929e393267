import type { LegsChangedEvent } from '@board/domain';
import type { QueryClient } from '@tanstack/react-query';
import { heardChange } from '../../../lib/heard-change.ts';
import { boardKeys } from '../../../lib/legs/board-keys.ts';
import { catchingUp } from './catch-up.ts';
import { changeApplier, listOf, seqOf } from './change-applier.ts';

/**
 * Applies a station's changes to the board's kept lists and change markers (decision 0060): each
 * change is the rows it replaces, applied to a list holding every change before it. A list that
 * missed some (the stream dropped, the device was offline, it was read from a server a change
 * behind) asks for them (`since` its number) and applies them in order; when they are no longer
 * kept, it is read again, once. Other answers of a day the change shows (overnights, a drawer's
 * connections) are read again.
 */
export function stationChanges(queryClient: QueryClient, station: string, signal: AbortSignal) {
  const cache = queryClient.getQueryCache();
  const applier = changeApplier(queryClient, station);
  const { patchLists, mark, readOthersAgain } = applier;
  /** The station's last number known: from the stream's opening and every change since. */
  let latest = 0;
  let userId = '';

  const caughtUp = catchingUp({
    station,
    signal,
    applier,
    latest: () => latest,
    seen: (seq) => {
      latest = Math.max(latest, seq);
    },
    userId: () => userId,
  });

  // A list read while changes came (its server a change behind) catches up once it arrives;
  // one patched here (a manual success) is where it should be.
  const stop = cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    if (!listOf(event.query)) return;
    const seq = seqOf(event.query);
    if (seq !== undefined && seq < latest) caughtUp();
  });
  signal.addEventListener('abort', stop, { once: true });

  return {
    /** The stream opened, its station at number `seq` (null: unknown, all is read again). */
    opened(seq: number | null, user: string) {
      userId = user;
      if (seq === null) {
        void queryClient.invalidateQueries({ queryKey: boardKeys.station(station) });
        return;
      }
      latest = Math.max(latest, seq);
      caughtUp();
    },
    /** A change from the stream. */
    changed(event: LegsChangedEvent) {
      // The board's next reads name it: a process that has not heard it yet reads afresh.
      heardChange.heard(event.id);
      latest = Math.max(latest, event.seq);
      const missed = patchLists(event);
      mark(event, userId);
      readOthersAgain(event);
      if (missed) caughtUp();
    },
  };
}
