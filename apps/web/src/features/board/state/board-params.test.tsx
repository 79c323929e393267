import type { Station } from '@board/domain';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBoardParams } from './board-params.ts';

const STATIONS: Station[] = [
  { stn: 'LIM', name: 'Lima', country: 'PE', time_zone: 'America/Lima' },
  { stn: 'SCL', name: 'Santiago', country: 'CL', time_zone: 'America/Santiago' },
];
vi.mock('../../../catalogues/list-all-stations.ts', () => ({
  useAllStations: () => ({ data: STATIONS }),
}));

const MINUTE = 60_000;

/** The board's parameters for an address, and the ?day= the address holds as time passes. */
function openBoard(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  const { result } = renderHook(
    () => ({ board: useBoardParams(), search: new URLSearchParams(useLocation().search) }),
    { wrapper },
  );
  return {
    board: () => result.current.board,
    addressDay: () => result.current.search.get('day'),
    options: () => result.current.board.dates.map((o) => `${o.label.slice(12)} ${o.value}`),
    chosen: () => result.current.board.dates.find((o) => o.date === result.current.board.day),
  };
}

const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the board day at the station midnight', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 23:59 of Sunday 22 November 2026 in Lima (UTC-5).
    vi.setSystemTime(new Date('2026-11-23T04:59:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('follows Hoy to the new day, and the options move with it', () => {
    const open = openBoard('/general?station=LIM');
    expect(open.board().day).toBe('2026-11-22');
    expect(open.options()).toEqual([
      'minus72 19-11-26',
      'minus48 20-11-26',
      'yesterday 21-11-26',
      'today 22-11-26',
      'tomorrow 23-11-26',
    ]);

    pass(MINUTE - 1);
    expect(open.board().day).toBe('2026-11-22');
    pass(1);
    expect(open.board().day).toBe('2026-11-23');
    expect(open.chosen()?.order).toBe(0);
    expect(open.options()).toEqual([
      'minus72 20-11-26',
      'minus48 21-11-26',
      'yesterday 22-11-26',
      'today 23-11-26',
      'tomorrow 24-11-26',
    ]);
    expect(open.addressDay()).toBeNull();

    // And again a day later, from the timer set after the first midnight.
    pass(24 * 60 * MINUTE);
    expect(open.board().day).toBe('2026-11-24');
  });

  it('follows Hoy chosen by its date, and drops the date from the address', () => {
    const open = openBoard('/general?station=LIM&day=2026-11-22');
    expect(open.chosen()?.order).toBe(0);
    pass(MINUTE);
    expect(open.board().day).toBe('2026-11-23');
    expect(open.chosen()?.order).toBe(0);
    expect(open.addressDay()).toBeNull();
  });

  it('keeps a chosen past day, one day further back', () => {
    const open = openBoard('/general?station=LIM&day=2026-11-21');
    expect(open.chosen()?.label).toBe('board.dates.yesterday');
    pass(MINUTE);
    expect(open.board().day).toBe('2026-11-21');
    expect(open.chosen()?.label).toBe('board.dates.minus48');
    expect(open.addressDay()).toBe('2026-11-21');
  });

  it('moves a day that slides out of the window to the oldest day left', () => {
    const open = openBoard('/general?station=LIM&day=2026-11-19');
    expect(open.chosen()?.label).toBe('board.dates.minus72');
    pass(MINUTE);
    expect(open.board().day).toBe('2026-11-20');
    expect(open.chosen()?.label).toBe('board.dates.minus72');
    expect(open.addressDay()).toBe('2026-11-20');
  });

  it('lets the day that was Hoy be chosen as Ayer once the board has moved on', () => {
    const open = openBoard('/general?station=LIM');
    pass(MINUTE);
    act(() => open.board().setDay('2026-11-22'));
    expect(open.board().day).toBe('2026-11-22');
    expect(open.chosen()?.label).toBe('board.dates.yesterday');
    act(() => open.board().setDay('2026-11-23'));
    expect(open.addressDay()).toBeNull();
    expect(open.chosen()?.label).toBe('board.dates.today');
  });

  it("starts another station on that station's own today", () => {
    const open = openBoard('/general?station=LIM');
    // Lima's 23:59 is already 01:59 of Monday in Santiago (UTC-3 in summer).
    act(() => open.board().setStation('SCL'));
    expect(open.board().timeZone).toBe('America/Santiago');
    expect(open.board().day).toBe('2026-11-23');
    expect(open.chosen()?.order).toBe(0);
  });

  it.each([
    ['shown again', () => document.dispatchEvent(new Event('visibilitychange'))],
    ['focused', () => window.dispatchEvent(new Event('focus'))],
  ])('moves on as soon as a page that slept past midnight is %s', (_, wake) => {
    const open = openBoard('/general?station=LIM');
    // The clock jumps while no timer runs, as on a machine waking from sleep.
    act(() => vi.setSystemTime(new Date('2026-11-23T06:30:00Z')));
    expect(open.board().day).toBe('2026-11-22');
    act(wake);
    expect(open.board().day).toBe('2026-11-23');
  });

  it('moves on within minutes when the midnight timer is late and nothing wakes the page', () => {
    // 23:00: midnight is an hour away. The machine sleeps till 00:30 and its timers count only
    // awake time, so the hour's wait would end at 01:30.
    vi.setSystemTime(new Date('2026-11-23T04:00:00Z'));
    const open = openBoard('/general?station=LIM');
    act(() => vi.setSystemTime(new Date('2026-11-23T05:30:00Z')));
    pass(5 * MINUTE - 1);
    expect(open.board().day).toBe('2026-11-22');
    pass(1);
    expect(open.board().day).toBe('2026-11-23');
  });

  it("waits for Santiago's midnight through the hour repeated when it returns to winter time", () => {
    // 23:30 of 4 April 2026 in Santiago (UTC-3); at 24:00 the clocks go back to 23:00.
    vi.setSystemTime(new Date('2026-04-05T02:30:00Z'));
    const open = openBoard('/general?station=SCL');
    expect(open.board().timeZone).toBe('America/Santiago');
    expect(open.board().day).toBe('2026-04-04');
    pass(60 * MINUTE);
    // 23:30 again.
    expect(open.board().day).toBe('2026-04-04');
    pass(30 * MINUTE - 1);
    expect(open.board().day).toBe('2026-04-04');
    pass(1);
    expect(open.board().day).toBe('2026-04-05');
    expect(open.chosen()?.order).toBe(0);
  });
});
