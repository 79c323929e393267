import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** What a row's cells hold that Tab would stop on. */
const CONTROLS = 'a[href], button, input, select, textarea';
/** Marks a control this hook took out of the Tab order, so that it gives back only those. */
const PARKED = 'data-row-parked';

interface Active {
  id: string;
  /** Where it was, so that the row now there takes over if a refresh removed it. */
  index: number;
}

/** The row holding the table's one tab stop: the one focused last, else the first. */
function activeIndexOf(active: Active | null, rowIds: readonly string[]): number {
  if (rowIds.length === 0) return -1;
  if (!active) return 0;
  const at = rowIds.indexOf(active.id);
  return at === -1 ? Math.min(active.index, rowIds.length - 1) : at;
}

function targetIndex(key: string, from: number, count: number, page: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(from + 1, last);
    case 'ArrowUp':
      return Math.max(from - 1, 0);
    case 'PageDown':
      return Math.min(from + page, last);
    case 'PageUp':
      return Math.max(from - page, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** Scrolls the least that shows the whole row below the sticky header. */
function reveal(scroller: HTMLElement, row: HTMLElement, headHeight: number) {
  const box = scroller.getBoundingClientRect();
  const top = box.top + scroller.clientTop + headHeight;
  const bottom = box.top + scroller.clientTop + scroller.clientHeight;
  const { top: rowTop, bottom: rowBottom } = row.getBoundingClientRect();
  if (rowTop < top) scroller.scrollTop -= top - rowTop;
  else if (rowBottom > bottom) scroller.scrollTop += rowBottom - bottom;
}

/** Checks the row's boxes, or unchecks them all when every one is checked. */
function toggleSelection(row: HTMLElement, event: KeyboardEvent) {
  const boxes = [
    ...row.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:not(:disabled)'),
  ];
  if (boxes.length === 0) return;
  event.preventDefault();
  const check = !boxes.every((box) => box.checked);
  for (const box of boxes) if (box.checked !== check) box.click();
}

/**
 * Rows as one tab stop (a roving tabindex): Tab enters the table on one row and its own buttons,
 * and leaves it after them, however many rows the day holds. Up and Down (Page Up, Page Down,
 * Home, End) move between rows, scrolling the row into view; Enter presses the row's first
 * button that can be pressed, its first edit drawer; Space selects the row's legs, or lets them
 * go when all are selected, as a list with checkboxes does. The row holding the stop stays drawn while
 * it is scrolled away, so focus and a drawer's way back to it are never lost.
 */
export function useRowFocus(options: {
  rowIds: readonly string[];
  rowHeight: number;
  scroller: RefObject<HTMLElement | null>;
}) {
  const { rowIds, rowHeight, scroller } = options;
  const body = useRef<HTMLTableSectionElement>(null);
  const [active, setActive] = useState<Active | null>(null);
  const activeIndex = activeIndexOf(active, rowIds);
  const activeId = rowIds[activeIndex];
  // Set when a key moved the stop: the row is focused once it is drawn.
  const moved = useRef(false);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < 0 || indexes.includes(activeIndex)) return indexes;
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );

  // Only the stop row's controls are in the Tab order; the rest are reached through their row.
  useLayoutEffect(() => {
    for (const row of body.current?.rows ?? []) {
      const current = row.dataset.rowId === activeId;
      for (const control of row.querySelectorAll<HTMLElement>(CONTROLS)) {
        if (current && control.hasAttribute(PARKED)) {
          control.removeAttribute('tabindex');
          control.removeAttribute(PARKED);
        } else if (!current && !control.hasAttribute('tabindex')) {
          control.setAttribute('tabindex', '-1');
          control.setAttribute(PARKED, '');
        }
      }
    }
  });

  useLayoutEffect(() => {
    if (!moved.current || activeId === undefined) return;
    moved.current = false;
    const row = body.current?.querySelector<HTMLElement>(
      `tr[data-row-id="${CSS.escape(activeId)}"]`,
    );
    const box = scroller.current;
    if (!row || !box) return;
    row.focus({ preventScroll: true });
    reveal(box, row, box.querySelector('thead')?.offsetHeight ?? 0);
  }, [activeId, scroller]);

  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const row = (event.target as Element).closest<HTMLElement>('tr[data-row-id]');
    const id = row?.dataset.rowId;
    if (id === undefined || id === activeId) return;
    setActive({ id, index: rowIds.indexOf(id) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = event.target as HTMLElement;
    // Keys pressed in a row's button or field are theirs.
    if (!(row instanceof HTMLTableRowElement) || row.dataset.rowId !== activeId) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      row.querySelector<HTMLElement>('button:not(:disabled)')?.click();
      return;
    }
    if (event.key === ' ') {
      toggleSelection(row, event);
      return;
    }
    const box = scroller.current;
    const head = box?.querySelector('thead')?.offsetHeight ?? 0;
    const page = Math.max(1, Math.floor(((box?.clientHeight ?? 0) - head) / rowHeight) - 1);
    const next = targetIndex(event.key, activeIndex, rowIds.length, page);
    const id = next === null ? undefined : rowIds[next];
    if (next === null || id === undefined) return;
    event.preventDefault();
    if (next === activeIndex) return;
    moved.current = true;
    setActive({ id, index: next });
  };

  return { body, activeId, rangeExtractor, onFocus, onKeyDown };
}
