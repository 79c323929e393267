import { type ChangesAfter, changesAfterResponse } from '@board/domain';
import { api } from '../../../lib/api-client.ts';
import { type changeApplier, seqOf } from './change-applier.ts';

/** GET /v1/events/since: the station's kept changes after number `seq`. */
async function changesAfter(station: string, seq: number): Promise<ChangesAfter> {
  const query = new URLSearchParams({ station, seq: String(seq) });
  return (await api.get(`v1/events/since?${query}`, changesAfterResponse)).data;
}

/**
 * What brings a board's lists up to the station's last number known (`latest`): the changes they
 * missed, asked for since the lowest number one holds, applied in order. Asked again while it
 * runs, it runs once more after. Returns the function that asks.
 */
export function catchingUp(deps: {
  station: string;
  signal: AbortSignal;
  applier: ReturnType<typeof changeApplier>;
  latest: () => number;
  seen: (seq: number) => void;
  userId: () => string;
}): () => void {
  const { station, signal, applier, latest, seen, userId } = deps;
  let catching = false;
  let askedAgain = false;

  /** The lists behind the station's last number, but those being read (judged on arrival). */
  const behind = () =>
    applier
      .lists()
      .filter(
        (query) => query.state.fetchStatus !== 'fetching' && (seqOf(query) ?? latest()) < latest(),
      );

  /** Brings every list behind the station's last number up to it, one request at a time. */
  async function catchUp(): Promise<void> {
    let from = -1;
    for (;;) {
      // A list kept without a number (kept by an older board) cannot catch up: read again.
      for (const query of applier.lists()) {
        const idle = query.state.data !== undefined && query.state.fetchStatus !== 'fetching';
        if (idle && seqOf(query) === undefined) applier.readAgain(query);
      }
      const lagging = behind();
      const lowest = Math.min(...lagging.map((query) => seqOf(query) as number));
      // None behind, or none moved on since the last request (they are read again instead).
      if (lagging.length === 0 || lowest <= from || signal.aborted) return;
      from = lowest;
      const answer = await changesAfter(station, from);
      if (!answer.complete) {
        for (const query of lagging) applier.readAgain(query);
        return;
      }
      for (const event of answer.changes) {
        seen(event.seq);
        applier.patchLists(event);
        applier.readOthersAgain(event);
      }
      // The markers of the days they show are read again: some of these changes may have been
      // marked already, live, and would be marked twice.
      for (const event of answer.changes) applier.mark({ ...event, deltas: undefined }, userId());
    }
  }
  return function caughtUp() {
    if (catching) {
      askedAgain = true;
      return;
    }
    catching = true;
    askedAgain = false;
    catchUp()
      // Unreachable now: the stream's next opening catches up again.
      .catch(() => {})
      .finally(() => {
        catching = false;
        if (askedAgain) caughtUp();
      });
  };
}
