import type { TimelineBar, TimelineConflict, TimelineGroup } from '@board/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { ChartItemView } from './chart-item-view.tsx';
import styles from './timeline.module.css';
import { chartItems, heightOf, LABEL_WIDTH, ROW_HEIGHT, towLinks } from './timeline-items.ts';
import {
  hourTicks,
  type TimeScale,
  timeScale,
  widthOf,
  xOf,
  type ZoomHours,
} from './timeline-scale.ts';
import { TowLinks } from './tow-links.tsx';
import { useChartKeys } from './use-chart-keys.ts';

const AXIS_HEIGHT = 32;

interface ChartProps {
  bars: readonly TimelineBar[];
  groups: readonly TimelineGroup[];
  conflictsByBar: ReadonlyMap<string, TimelineConflict[]>;
  day: string;
  zone: string;
  zoom: ZoomHours;
  now: number;
  scroller: HTMLElement | null;
  /** The scroller's width, in pixels. */
  viewPx: number;
  /** Where the chart opens: now on today's picture, else the first bar. */
  startAt: number;
  /** A bar to bring into view and focus (a conflict's jump); the count makes a repeat a new one. */
  jump: { barId: string; count: number } | null;
}

/** Scrolls a bar into the middle of the view, then focuses its first flight and flashes it. */
function useJump(
  jump: ChartProps['jump'],
  scroller: HTMLElement | null,
  toIndex: (index: number) => void,
  place: (barId: string) => { index: number; x: number } | null,
) {
  useEffect(() => {
    const element = scroller;
    const target = jump && place(jump.barId);
    if (!element || !jump || !target) return;
    toIndex(target.index);
    element.scrollLeft = Math.max(target.x - (element.clientWidth - LABEL_WIDTH) / 3, 0);
    // The row is drawn once the list has scrolled to it.
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const bar = element.querySelector<HTMLElement>(`[data-bar-id="${CSS.escape(jump.barId)}"]`);
        bar?.querySelector('button')?.focus({ preventScroll: true });
        bar?.setAttribute('data-flash', 'true');
        setTimeout(() => bar?.removeAttribute('data-flash'), 2_000);
      }),
    );
    return () => cancelAnimationFrame(frame);
  }, [jump, scroller, toIndex, place]);
}

/** Keeps the same instant in the middle of the view when the zoom changes. */
function useKeptCentre(scroller: HTMLElement | null, scale: TimeScale, startAt: number) {
  const centre = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = scroller;
    if (!element) return;
    const view = element.clientWidth - LABEL_WIDTH;
    const at = centre.current ?? startAt;
    element.scrollLeft = Math.max(
      xOf(scale, at) - (centre.current === null ? view / 4 : view / 2),
      0,
    );
    const remember = () => {
      centre.current = scale.from + ((element.scrollLeft + view / 2) / scale.hourPx) * 3_600_000;
    };
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }, [scroller, scale, startAt]);
}

/**
 * The picture itself: hours across, stands (or aircraft) down. The browser scrolls it natively,
 * so panning costs no drawing; only the rows in view (and a few around) are in the page.
 */
export function TimelineChart(props: ChartProps) {
  const { bars, groups, conflictsByBar, zone, scroller } = props;
  const viewWidth = props.viewPx - LABEL_WIDTH;
  const scale = useMemo(
    () => timeScale(props.day, zone, bars, viewWidth, props.zoom),
    [props.day, zone, bars, viewWidth, props.zoom],
  );
  const layout = useMemo(() => chartItems(groups), [groups]);
  const links = useMemo(() => towLinks(bars), [bars]);
  // The keys scroll the list through the virtualiser made below, which takes their range.
  const scrollTo = useRef<(index: number) => void>(() => {});
  const toIndex = useCallback((index: number) => scrollTo.current(index), []);
  const keys = useChartKeys(layout, props.startAt, toIndex);
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
  useKeptCentre(scroller, scale, props.startAt);
  const barsById = useMemo(() => new Map(bars.map((bar) => [bar.id, bar])), [bars]);
  const place = useCallback(
    (barId: string) => {
      const index = layout.itemOfBar.get(barId);
      const bar = barsById.get(barId);
      return index === undefined || !bar ? null : { index, x: xOf(scale, bar.start) };
    },
    [layout, barsById, scale],
  );
  useJump(props.jump, scroller, toIndex, place);
  const width = widthOf(scale);
  const nowX = props.now >= scale.from && props.now <= scale.to ? xOf(scale, props.now) : null;

  return (
    // The flights inside handle the keys; the chart only routes them (one tab stop, arrows).
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys are the focused flight's
    <div
      className={styles.canvas}
      style={{ width: LABEL_WIDTH + width, height: AXIS_HEIGHT + layout.total }}
      onKeyDown={keys.onKeyDown}
      onFocus={keys.onFocus}
    >
      <div className={styles.axis} style={{ height: AXIS_HEIGHT, width: LABEL_WIDTH + width }}>
        <div className={styles.axisCorner} style={{ width: LABEL_WIDTH }} />
        {hourTicks(scale, zone).map((tick) => (
          <span key={tick.at} className={styles.tick} style={{ left: LABEL_WIDTH + tick.x }}>
            {tick.label}
          </span>
        ))}
      </div>
      {virtual.getVirtualItems().map((entry) => {
        const item = layout.items[entry.index];
        return (
          item && (
            <ChartItemView
              key={item.key}
              item={item}
              index={entry.index}
              focus={keys.focus}
              top={entry.start}
              height={entry.size}
              width={width}
              scale={scale}
              zone={zone}
              conflictsByBar={conflictsByBar}
            />
          )
        );
      })}
      <TowLinks
        links={links}
        itemOfBar={layout.itemOfBar}
        tops={layout.tops}
        scale={scale}
        width={width}
        height={layout.total}
        top={AXIS_HEIGHT}
      />
      {nowX !== null && (
        <div
          className={styles.now}
          style={{ left: LABEL_WIDTH + nowX, height: AXIS_HEIGHT + layout.total }}
        />
      )}
    </div>
  );
}
