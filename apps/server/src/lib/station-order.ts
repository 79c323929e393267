import type { LegsChangedEvent } from '@board/domain';

/**
 * How long a station's change that came before the one numbered before it waits for it: its own
 * process's hand-over can overtake the other's notification by a few milliseconds. Past this,
 * it is delivered anyway (a change is never held back for good; boards catch up on a gap).
 */
const EARLY_WAIT_MS = 500;

/**
 * Puts each station's changes in the order of their numbers (decision 0060) before `emit`: one
 * whose predecessor has not come yet waits for it, up to EARLY_WAIT_MS. One older than the last
 * delivered (heard late, or around a restart) is delivered at once: never lost, only late.
 */
export function inStationOrder(emit: (event: LegsChangedEvent) => void) {
  interface Station {
    last: number | null;
    early: Map<number, LegsChangedEvent>;
    timer: NodeJS.Timeout | null;
  }
  const stations = new Map<string, Station>();

  function flush(station: Station) {
    for (let next = (station.last ?? 0) + 1; station.early.has(next); next += 1) {
      const event = station.early.get(next) as LegsChangedEvent;
      station.early.delete(next);
      station.last = next;
      emit(event);
    }
    if (station.early.size === 0 && station.timer) {
      clearTimeout(station.timer);
      station.timer = null;
    }
  }

  /** Delivers what waits, in number order, whatever is missing before it. */
  function release(station: Station) {
    if (station.timer) clearTimeout(station.timer);
    station.timer = null;
    for (const seq of [...station.early.keys()].sort((a, b) => a - b)) {
      const event = station.early.get(seq) as LegsChangedEvent;
      station.early.delete(seq);
      station.last = Math.max(station.last ?? seq, seq);
      emit(event);
    }
  }

  return {
    add(event: LegsChangedEvent) {
      const station = stations.get(event.station) ?? { last: null, early: new Map(), timer: null };
      stations.set(event.station, station);
      if (station.last === null || event.seq <= station.last) {
        station.last = Math.max(station.last ?? event.seq, event.seq);
        emit(event);
        flush(station);
        return;
      }
      station.early.set(event.seq, event);
      flush(station);
      if (station.early.size > 0 && !station.timer) {
        station.timer = setTimeout(() => release(station), EARLY_WAIT_MS);
        station.timer.unref();
      }
    },
    /** Forgets every station's place, delivering what waited: numbers start from what comes. */
    clear() {
      for (const station of stations.values()) release(station);
      stations.clear();
    },
  };
}
