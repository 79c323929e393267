import type { LegsChangedEvent } from '@board/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inStationOrder } from './station-order.ts';

const change = (station: string, seq: number): LegsChangedEvent => ({
  id: `${station}-${seq}`,
  station,
  seq,
  days: [],
  at: '',
});

describe("a station's changes put in the order of their numbers", () => {
  let emitted: string[];
  let order: ReturnType<typeof inStationOrder>;
  beforeEach(() => {
    vi.useFakeTimers();
    emitted = [];
    order = inStationOrder((event) => emitted.push(event.id));
  });
  afterEach(() => vi.useRealTimers());

  it('holds a change that came early until the one before it comes', () => {
    order.add(change('LIM', 7));
    order.add(change('LIM', 9));
    order.add(change('SCL', 3));
    expect(emitted).toEqual(['LIM-7', 'SCL-3']);
    order.add(change('LIM', 8));
    expect(emitted).toEqual(['LIM-7', 'SCL-3', 'LIM-8', 'LIM-9']);
  });

  it('delivers a held change anyway once the wait is over, and what follows it in order', () => {
    order.add(change('LIM', 1));
    order.add(change('LIM', 3));
    vi.advanceTimersByTime(499);
    expect(emitted).toEqual(['LIM-1']);
    vi.advanceTimersByTime(1);
    expect(emitted).toEqual(['LIM-1', 'LIM-3']);
    order.add(change('LIM', 4));
    expect(emitted).toEqual(['LIM-1', 'LIM-3', 'LIM-4']);
  });

  it('delivers a change older than the last at once: late, never lost', () => {
    order.add(change('LIM', 5));
    order.add(change('LIM', 4));
    expect(emitted).toEqual(['LIM-5', 'LIM-4']);
  });

  it('delivers what waited when cleared, and starts again from what comes', () => {
    order.add(change('LIM', 1));
    order.add(change('LIM', 3));
    order.clear();
    expect(emitted).toEqual(['LIM-1', 'LIM-3']);
    order.add(change('LIM', 10));
    expect(emitted).toEqual(['LIM-1', 'LIM-3', 'LIM-10']);
  });
});
