import { type DateOption, dateOptions, localDate, nextLocalMidnight } from '@board/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { todayOf } from './shown-day.ts';

/**
 * The longest wait between two looks at the clock. Timers of a sleeping machine can count only
 * awake time and the system clock can be corrected, so a board nobody touches (a wall screen)
 * moves on at most this late.
 */
const LONGEST_WAIT_MS = 5 * 60_000;

export interface DayWindow {
  /** The station's days around its local today: -72 hs, -48 hs, Ayer, Hoy, Mañana. */
  dates: DateOption[];
  /** The window a local midnight replaced, kept until `settle` says the chosen day moved on. */
  previous: DateOption[] | null;
  settle(): void;
}

interface State {
  timeZone: string;
  dates: DateOption[];
  previous: DateOption[] | null;
}

const fresh = (timeZone: string, now: Date): State => ({
  timeZone,
  dates: dateOptions(now, timeZone),
  previous: null,
});

/**
 * The station's date window, moved on at its local midnight while the board stays open. A timer
 * waits for the next midnight of the station's zone; background tabs throttle timers and machines
 * sleep, so the clock is read again whenever the page is shown or focused.
 */
export function useDayWindow(timeZone: string, now: () => Date): DayWindow {
  const [stored, setState] = useState(() => fresh(timeZone, now()));
  let state = stored;
  if (stored.timeZone !== timeZone) {
    // Another station: its own window, and no chosen day to carry across a midnight.
    state = fresh(timeZone, now());
    setState(state);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: now is a clock, not a dependency
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const at = now();
      setState((s) =>
        s.timeZone !== timeZone || todayOf(s.dates) === localDate(at, timeZone)
          ? s
          : { timeZone, dates: dateOptions(at, timeZone), previous: s.previous ?? s.dates },
      );
      clearTimeout(timer);
      const untilMidnight = nextLocalMidnight(at, timeZone).getTime() - at.getTime();
      timer = setTimeout(look, Math.min(untilMidnight, LONGEST_WAIT_MS));
    };
    const lookWhenShown = () => {
      if (document.visibilityState === 'visible') look();
    };
    look();
    document.addEventListener('visibilitychange', lookWhenShown);
    window.addEventListener('focus', look);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', lookWhenShown);
      window.removeEventListener('focus', look);
    };
  }, [timeZone]);

  const settle = useCallback(
    () => setState((s) => (s.previous ? { ...s, previous: null } : s)),
    [],
  );
  const { dates, previous } = state;
  return useMemo(() => ({ dates, previous, settle }), [dates, previous, settle]);
}
