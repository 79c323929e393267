import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { DayDeltaMessage, DayLists, Leg, LegsChangedEvent } from '@board/domain';
import { testLeg } from '@board/domain/testing';
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';
import { rowList, type StationDay } from './station-day.ts';

let announced = 0;

/** The two things the cache hears from the change bus, told by the test. */
function changes() {
  const listeners = new Set<(event: LegsChangedEvent) => void>();
  const resyncs = new Set<() => void>();
  const numbers = new Map<string, number>();
  let last: string | null = null;
  const tell = (event: LegsChangedEvent) => {
    last = event.id;
    for (const listener of listeners) listener(event);
  };
  return {
    lastHeard: () => last,
    subscribeAll(listener: (event: LegsChangedEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onResync(listener: () => void) {
      resyncs.add(listener);
      return () => resyncs.delete(listener);
    },
    /** The station's next change, on `day`, with these deltas (none: sent without its rows). */
    changed(
      station: string,
      day: string,
      options: { id?: string; deltas?: DayDeltaMessage[]; seq?: number } = {},
    ) {
      const seq = options.seq ?? (numbers.get(station) ?? 0) + 1;
      numbers.set(station, Math.max(seq, numbers.get(station) ?? 0));
      const id = options.id ?? `change-${++announced}`;
      tell({
        id,
        station,
        seq,
        days: [day],
        at: '',
        ...(options.deltas && { deltas: options.deltas }),
      });
    },
    resync() {
      for (const listener of resyncs) listener();
    },
  };
}

let versions = 0;
const someDay = (day = 'd', lists: Partial<DayLists> = {}): StationDay => ({
  version: ++versions,
  day,
  seq: 0,
  asOf: null,
  lastSync: null,
  legCount: 2,
  arrivals: rowList(lists.arrivals ?? [], JSON.stringify, () => []),
  departures: rowList(lists.departures ?? [], JSON.stringify, () => []),
  general: rowList(lists.general ?? [], JSON.stringify, () => []),
  delays: rowList(lists.delays ?? [], JSON.stringify, () => []),
  stored: async () => ({ arrivals: [], departures: [] }),
  reread: async () => someDay(day),
});

const noLists: DayLists = { arrivals: [], departures: [], general: [], delays: [] };
/** A delta replacing aircraft CCBAA's rows on `day` by these departures. */
const departuresOf = (day: string, departures: Leg[]): DayDeltaMessage => ({
  day,
  aircraft: ['CCBAA'],
  legs: [],
  lists: { ...noLists, departures },
  marks: [],
});

/** A day's read that counts how often it ran. */
function countedReads(read = () => someDay()) {
  let count = 0;
  return {
    load: async () => {
      count++;
      return read();
    },
    reads: () => count,
  };
}

describe('the cache of station days', () => {
  it('reads a day once for concurrent and later requests, until a change it cannot patch', async () => {
    const bus = changes();
    const cache = createAnswerCache(bus);
    const { load, reads } = countedReads();
    const [a, b] = await Promise.all([cache.day('LIM', 'd', load), cache.day('LIM', 'd', load)]);
    expect(await cache.day('LIM', 'd', load)).toBe(a);
    expect(b).toBe(a);
    expect(reads()).toBe(1);
    bus.changed('LIM', 'other-day');
    bus.changed('SCL', 'd');
    const moved = await cache.day('LIM', 'd', load);
    expect(moved.arrivals).toBe(a.arrivals);
    expect(moved.seq).toBe(1);
    expect(reads()).toBe(1);
    // Sent without its rows: the day is read again.
    bus.changed('LIM', 'd');
    expect(await cache.day('LIM', 'd', load)).not.toBe(moved);
    expect(reads()).toBe(2);
  });

  it('patches a day with the rows a change carries, keeping the rows it does not replace', async () => {
    const bus = changes();
    const cache = createAnswerCache(bus);
    const day = '2026-03-01';
    const other = testLeg({ _id: 'o', depstn: 'LIM', registration: 'CCBBB', datop_local: day });
    const before = testLeg({ _id: 'a', depstn: 'LIM', registration: 'CCBAA', datop_local: day });
    const after = { ...before, etd: '2026-03-01T18:00:00.000Z' };
    const { load, reads } = countedReads(() => someDay(day, { departures: [before, other] }));
    await cache.day('LIM', day, load);
    bus.changed('LIM', '2026-03-02', { deltas: [departuresOf(day, [after])] });
    const patched = await cache.day('LIM', day, load);
    expect(reads()).toBe(1);
    expect(patched.departures.rows.map((leg) => leg.etd)).toEqual([after.etd, other.etd]);
    expect(patched.departures.rows[1]).toBe(other);
    expect(patched.seq).toBe(1);
  });

  it("reads a day again when it missed one of the station's numbers", async () => {
    const bus = changes();
    const cache = createAnswerCache(bus);
    const { load, reads } = countedReads();
    await cache.day('LIM', 'd', load);
    bus.changed('LIM', 'x', { seq: 2 });
    await cache.day('LIM', 'd', load);
    expect(reads()).toBe(2);
  });

  it('brings a day read across a change up to it, or reads it again when next asked', async () => {
    const bus = changes();
    const cache = createAnswerCache(bus);
    let finish: (day: StationDay) => void = () => {};
    const slow = cache.day('LIM', 'd', () => new Promise((resolve) => (finish = resolve)));
    bus.changed('LIM', 'far');
    const read = someDay();
    finish(read);
    expect(await slow).toBe(read);
    const caughtUp = await cache.day('LIM', 'd', async () => someDay());
    expect(caughtUp.seq).toBe(1);
    expect(caughtUp.arrivals).toBe(read.arrivals);

    let again: (day: StationDay) => void = () => {};
    const slower = cache.day('LIM', 'e', () => new Promise((resolve) => (again = resolve)));
    bus.changed('LIM', 'e');
    again(someDay('e', {}));
    await slower;
    const fresh = someDay('e');
    expect(await cache.day('LIM', 'e', async () => fresh)).toBe(fresh);
  });

  it('reads a day afresh for a caller who heard of a change this process has not', async () => {
    const bus = changes();
    const cache = createAnswerCache(bus);
    const load = async () => someDay();
    const before = await cache.day('LIM', 'd', load);
    // Another process announced the change to the caller; this one hears it a moment later.
    const fresh = await cache.day('LIM', 'd', load, 'change-x');
    expect(fresh).not.toBe(before);
    expect(await cache.day('LIM', 'd', load)).toBe(fresh);
    bus.changed('LIM', 'x', { id: 'change-x' });
    const after = await cache.day('LIM', 'd', load, 'change-x');
    // Once heard, the change names nothing newer than what is kept.
    expect(await cache.day('LIM', 'd', load, 'change-x')).toBe(after);
    bus.changed('SCL', 'd', { id: 'change-y' });
    expect(await cache.day('LIM', 'd', load, 'change-y')).toBe(after);
  });

  it('forgets every day and answer when announcements may have been missed', async () => {
    const bus = changes();
    const cache = createAnswerCache(bus);
    const day = await cache.day('LIM', 'd', async () => someDay());
    const answer = cache.answer('key', () => '{}');
    expect(cache.answer('key', () => '{"other":1}')).toBe(answer);
    bus.resync();
    expect(await cache.day('LIM', 'd', async () => someDay())).not.toBe(day);
    expect(cache.answer('key', () => '{"other":1}').json.toString()).toBe('{"other":1}');
  });

  it('prepares an answer once, compressed on demand', async () => {
    const cache = createAnswerCache(changes());
    let made = 0;
    const text = () => {
      made++;
      return '{"data":[]}';
    };
    const answer = cache.answer('a', text);
    expect(cache.answer('a', text)).toBe(answer);
    expect(made).toBe(1);
    for (const encoding of ['br', 'gzip'] as const) {
      expect(await answer.encoded(encoding)).toBe(await answer.encoded(encoding));
    }
    expect(brotliDecompressSync(await answer.encoded('br')).toString()).toBe('{"data":[]}');
    expect(gunzipSync(await answer.encoded('gzip')).toString()).toBe('{"data":[]}');
  });
});
