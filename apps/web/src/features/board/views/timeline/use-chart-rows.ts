import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';
import { AXIS_HEIGHT, type chartItems, heightOf, ROW_HEIGHT } from './timeline-items.ts';
import { useChartKeys } from './use-chart-keys.ts';

/**
 * The chart's rows, of which only those in view (and a few around) are drawn, and its keys.
 * `toIndex` scrolls the list to a row.
 */
export function useChartRows(
  layout: ReturnType<typeof chartItems>,
  startAt: number,
  scroller: HTMLElement | null,
) {
  // The keys scroll the list through the virtualiser made below, which takes their range.
  const scrollTo = useRef<(index: number) => void>(() => {});
  const toIndex = useCallback((index: number) => scrollTo.current(index), []);
  const keys = useChartKeys(layout, startAt, toIndex);
  const virtual = useVirtualizer({
    count: layout.items.length,
    getScrollElement: () => scroller,
    estimateSize: (index) => {
      const item = layout.items[index];
      return item ? heightOf(item) : ROW_HEIGHT;
    },
    overscan: 6,
    scrollMargin: 0,
    paddingStart: AXIS_HEIGHT,
    rangeExtractor: keys.rangeExtractor,
  });
  scrollTo.current = (index) => virtual.scrollToIndex(index, { align: 'center' });
  return { keys, virtual, toIndex };
}
