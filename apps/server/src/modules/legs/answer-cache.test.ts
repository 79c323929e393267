import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LegsChangedEvent } from '@board/domain';
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';
import { rowList, type StationDay } from './station-day.ts';

let announced = 0;

/** The two things the cache hears from the change bus, told by the test. */
function changes() {
  const listeners = new Set<(event: LegsChangedEvent) => void>();
  const resyncs = new Set<() => void>();
  let last: string | null = null;
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
    changed(station: string, day: string, id = `change-${++announced}`) {
      last = id;
      for (const listener of listeners)
        listener({ id, station, seq: announced, days: [day], at: '' });
    },
    resync() {
      for (const listener of resyncs) listener();
    },
  };
}

let versions = 0;
const someDay = (): StationDay => ({
  version: ++versions,
  asOf: null,
  lastSync: null,
  legCount: 2,
  arrivals: rowList([], JSON.stringify, () => []),
  departures: rowList([], JSON.stringify, () => []),
  general: rowList([], JSON.stringify, () => []),
  delays: rowList([], JSON.stringify, () => []),
  stored: { arrivals: [], departures: [] },
});

describe('the cache of station days', () => {
  it('reads a day once for concurrent and later requests, until it changes', async () => {
    const bus = changes();
    const cache = createAnswerCache(bus);
    let reads = 0;
    const load = async () => {
      reads++;
      return someDay();
    };
    const [a, b] = await Promise.all([cache.day('LIM', 'd', load), cache.day('LIM', 'd', load)]);
    expect(await cache.day('LIM', 'd', load)).toBe(a);
    expect(b).toBe(a);
    expect(reads).toBe(1);
    bus.changed('LIM', 'other-day');
    bus.changed('SCL', 'd');
    expect(await cache.day('LIM', 'd', load)).toBe(a);
    bus.changed('LIM', 'd');
    expect(await cache.day('LIM', 'd', load)).not.toBe(a);
    expect(reads).toBe(2);
  });

  it('forgets a day when a neighbouring day changes, since turnarounds pair across midnight', async () => {
    const bus = changes();
    const cache = createAnswerCache(bus);
    let reads = 0;
    const load = async () => {
      reads++;
      return someDay();
    };
    const read = () => cache.day('LIM', '2026-03-01', load);
    await read();
    bus.changed('LIM', '2026-03-03');
    bus.changed('LIM', '2026-02-27');
    cache.forget({ station: 'SCL', days: ['2026-03-02'] });
    await read();
    expect(reads).toBe(1);
    for (const neighbour of ['2026-03-02', '2026-02-28']) {
      bus.changed('LIM', neighbour);
      await read();
    }
    cache.forget({ station: 'LIM', days: ['2026-02-28'] });
    await read();
    expect(reads).toBe(4);
  });

  it('serves a day read across a change once, and never keeps it', async () => {
    const cache = createAnswerCache(changes());
    let finish: (day: StationDay) => void = () => {};
    const slow = cache.day('LIM', 'd', () => new Promise((resolve) => (finish = resolve)));
    cache.forget({ station: 'LIM', days: ['d'] });
    const stale = someDay();
    finish(stale);
    expect(await slow).toBe(stale);
    const fresh = someDay();
    expect(await cache.day('LIM', 'd', async () => fresh)).toBe(fresh);
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
    bus.changed('LIM', 'd', 'change-x');
    const after = await cache.day('LIM', 'd', load, 'change-x');
    // Once heard, the change names nothing newer than what is kept.
    expect(await cache.day('LIM', 'd', load, 'change-x')).toBe(after);
    bus.changed('SCL', 'd', 'change-y');
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
