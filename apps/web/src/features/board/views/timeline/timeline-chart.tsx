import type { TimelineBar, TimelineConflict, TimelineGroup } from '@board/domain';
import { useCallback, useMemo } from 'react';
import { ChartItemView } from './chart-item-view.tsx';
import styles from './timeline.module.css';
import { TimelineAxis } from './timeline-axis.tsx';
import { AXIS_HEIGHT, chartItems, LABEL_WIDTH, towLinks } from './timeline-items.ts';
import { timeScale, widthOf, xOf, type ZoomHours } from './timeline-scale.ts';
import { TowLinks } from './tow-links.tsx';
import { useChartRows } from './use-chart-rows.ts';
import { useJump, useKeptCentre } from './use-chart-scroll.ts';

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
  const { keys, virtual, toIndex } = useChartRows(layout, props.startAt, scroller);
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
      <TimelineAxis scale={scale} zone={zone} width={width} />
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
