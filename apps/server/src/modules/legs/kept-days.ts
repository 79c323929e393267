import type { LegsChangedEvent } from '@board/domain';
import { createWeighedLru } from '../../lib/weighed-lru.ts';
import { advancedDay, type StationDay } from './station-day.ts';

/**
 * A day being read is kept as its promise, so concurrent requests share one read; the changes
 * heard meanwhile wait in `heard`, applied once it is read.
 */
interface Slot {
  readonly station: string;
  readonly key: string;
  day: Promise<StationDay> | null;
  kept: StationDay | null;
  heard: LegsChangedEvent[];
}

/** A day just read, brought up to the changes heard while it was read; null if it cannot be. */
function caughtUp(slot: Slot, read: StationDay): StationDay | null {
  let day: StationDay | null = read;
  for (const event of slot.heard) {
    day = advancedDay(day, event);
    if (day === null) break;
  }
  slot.heard = [];
  return day;
}

/**
 * Station days kept in memory within `maxLegs`, each patched by every change of its station in
 * the order of the station's numbers (decision 0060): a day that cannot be (a number missed, a
 * change without its rows) is dropped, and read again when next asked.
 */
export function createKeptDays(maxLegs: number) {
  /** The keys of the days kept, by station: a change goes to its station's days alone. */
  const byStation = new Map<string, Set<string>>();
  const days = createWeighedLru<Slot>(maxLegs, (slot) => {
    slot.day = null;
    byStation.get(slot.station)?.delete(slot.key);
  });
  const keyOf = (station: string, day: string) => `${station}|${day}`;

  function keep(slot: Slot, day: StationDay) {
    slot.kept = day;
    slot.day = Promise.resolve(day);
    days.set(slot.key, slot, Math.max(1, day.legCount));
  }

  return {
    get: (station: string, day: string) => days.get(keyOf(station, day))?.day ?? undefined,

    /** Keeps a day being read; a read that fails, or is dropped meanwhile, is not kept. */
    reading(station: string, day: string, pending: Promise<StationDay>): void {
      const key = keyOf(station, day);
      const slot: Slot = { station, key, day: pending, kept: null, heard: [] };
      days.set(key, slot, 0);
      byStation.set(station, (byStation.get(station) ?? new Set()).add(key));
      pending.then(
        (read) => {
          if (slot.day !== pending) return;
          const current = caughtUp(slot, read);
          if (current) keep(slot, current);
          else days.drop(key);
        },
        () => {
          if (slot.day === pending) days.drop(key);
        },
      );
    },

    changed(event: LegsChangedEvent): void {
      for (const key of [...(byStation.get(event.station) ?? [])]) {
        const slot = days.peek(key);
        if (!slot) continue;
        if (!slot.kept) {
          slot.heard.push(event);
          continue;
        }
        const next = advancedDay(slot.kept, event);
        if (next === null) days.drop(key);
        else if (next !== slot.kept) keep(slot, next);
      }
    },

    clear: () => days.clear(),
  };
}
