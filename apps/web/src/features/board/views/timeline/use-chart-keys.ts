import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { type FocusEvent, type KeyboardEvent, useCallback, useMemo, useState } from 'react';
import { type ChartFocus, currentFocus, defaultFocus, NAV_SELECTOR } from './chart-focus.ts';
import { moveChartFocus } from './chart-key-moves.ts';
import type { ChartItem } from './timeline-items.ts';

interface Layout {
  items: readonly ChartItem[];
  itemOfBar: ReadonlyMap<string, number>;
}

/**
 * The chart's keyboard: one tab stop, which the arrow keys move. Left and Right go through a
 * row's flights in time order, Up and Down to the row above or below (to the flight nearest in
 * time), Home and End to the row's first and last, with Ctrl to the chart's. A flight is a
 * button, so Enter opens it as a click does.
 */
export function useChartKeys(layout: Layout, startAt: number, toIndex: (index: number) => void) {
  const [kept, setKept] = useState<ChartFocus | null>(null);
  const fallback = useMemo(() => defaultFocus(layout.items, startAt), [layout, startAt]);
  const focus = currentFocus(kept, layout.itemOfBar, fallback);
  const focusIndex = focus ? (layout.itemOfBar.get(focus.barId) ?? null) : null;

  // The row with the tab stop, and those the arrows reach from it, stay drawn however far the
  // chart scrolls: without it, Tab would find no stop once its row left the view.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const shown = defaultRangeExtractor(range);
      if (focusIndex === null) return shown;
      const kept = [focusIndex - 2, focusIndex - 1, focusIndex, focusIndex + 1, focusIndex + 2];
      const extra = kept.filter((i) => i >= 0 && i < range.count && !shown.includes(i));
      return [...shown, ...extra].sort((a, b) => a - b);
    },
    [focusIndex],
  );

  /** Whatever takes focus in the chart (a click, a jump, the keys) becomes its tab stop. */
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const control = event.target.closest<HTMLElement>(NAV_SELECTOR);
    const barId = control?.closest<HTMLElement>('[data-bar-id]')?.dataset.barId;
    const part = control?.dataset.nav;
    if (barId && part) {
      setKept((last) => (last?.barId === barId && last.part === part ? last : { barId, part }));
    }
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => moveChartFocus(event, layout.items, toIndex),
    [layout.items, toIndex],
  );

  return { focus, rangeExtractor, onFocus, onKeyDown };
}
