import type { KeyboardEvent } from 'react';
import { edgeRow, NAV_SELECTOR, rowBeside } from './chart-focus.ts';
import type { ChartItem } from './timeline-items.ts';

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
 * Moves the chart's focus for a key pressed on one of its flights (the keys of useChartKeys).
 * `toIndex` scrolls the list to a row that is not drawn yet.
 */
export function moveChartFocus(
  event: KeyboardEvent<HTMLElement>,
  items: readonly ChartItem[],
  toIndex: (index: number) => void,
) {
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
      if (ctrl) return goToRow(edgeRow(items, false), (r) => navOf(r)[0]);
      return go(controls[0]);
    case 'End':
      if (ctrl) return goToRow(edgeRow(items, true), (r) => navOf(r).at(-1));
      return go(controls.at(-1));
    case 'ArrowDown':
    case 'ArrowUp': {
      const target = rowBeside(items, index, event.key === 'ArrowDown' ? 1 : -1);
      const from = startOf(control);
      return goToRow(target ?? index, (r) => nearestFlight(r, from) ?? control);
    }
    default:
      return;
  }
}
