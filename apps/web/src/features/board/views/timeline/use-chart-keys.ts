import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { type FocusEvent, type KeyboardEvent, useCallback, useMemo, useState } from 'react';
import {
  type ChartFocus,
  currentFocus,
  defaultFocus,
  edgeRow,
  NAV_SELECTOR,
  rowBeside,
} from './chart-focus.ts';
import type { ChartItem } from './timeline-items.ts';

interface Layout {
  items: readonly ChartItem[];
  itemOfBar: ReadonlyMap<string, number>;
}

const rowElement = (canvas: Element, index: number) =>
  canvas.querySelector<HTMLElement>(`[data-item-index="${index}"]`);

const navOf = (row: Element) => [...row.querySelectorAll<HTMLElement>(NAV_SELECTOR)];

const startOf = (control: Element) =>
  Number(control.closest<HTMLElement>('[data-bar-id]')?.dataset.start ?? 0);

/** On another row, the flight (not a marker) whose bar starts nearest to `at`. */
function nearestFlight(row: Element, at: number): HTMLElement | undefined {
  const flights = navOf(row).filter((control) => !control.dataset.nav?.endsWith('-marker'));
  return flights.reduce<HTMLElement | undefined>(
    (best, control) =>
      !best || Math.abs(startOf(control) - at) < Math.abs(startOf(best) - at) ? control : best,
    undefined,
  );
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
    (event: KeyboardEvent<HTMLElement>) => {
      const canvas = event.currentTarget;
      const control = (event.target as Element).closest<HTMLElement>(NAV_SELECTOR);
      const row = control?.closest<HTMLElement>('[data-item-index]');
      if (!control || !row) return;
      const index = Number(row.dataset.itemIndex);
      const controls = navOf(row);
      const at = controls.indexOf(control);
      const go = (target: HTMLElement | undefined) => {
        event.preventDefault();
        target?.focus();
      };
      /** A row that may be out of the drawn range: scrolled to, then picked once drawn. */
      const goToRow = (target: number | null, pick: (row: Element) => HTMLElement | undefined) => {
        event.preventDefault();
        if (target === null) return;
        const drawn = rowElement(canvas, target);
        if (drawn) return go(pick(drawn));
        toIndex(target);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const later = rowElement(canvas, target);
            if (later) pick(later)?.focus();
          }),
        );
      };
      const ctrl = event.ctrlKey || event.metaKey;
      switch (event.key) {
        case 'ArrowRight':
          return go(controls[at + 1] ?? control);
        case 'ArrowLeft':
          return go(controls[at - 1] ?? control);
        case 'Home':
          if (ctrl) return goToRow(edgeRow(layout.items, false), (r) => navOf(r)[0]);
          return go(controls[0]);
        case 'End':
          if (ctrl) return goToRow(edgeRow(layout.items, true), (r) => navOf(r).at(-1));
          return go(controls.at(-1));
        case 'ArrowDown':
        case 'ArrowUp': {
          const target = rowBeside(layout.items, index, event.key === 'ArrowDown' ? 1 : -1);
          const from = startOf(control);
          return goToRow(target ?? index, (r) => nearestFlight(r, from) ?? control);
        }
        default:
          return;
      }
    },
    [layout, toIndex],
  );

  return { focus, rangeExtractor, onFocus, onKeyDown };
}
