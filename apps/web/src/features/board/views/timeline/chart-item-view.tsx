import { displayRegistration, type TimelineConflict } from '@board/domain';
import { useTranslation } from 'react-i18next';
import type { ChartFocus } from './chart-focus.ts';
import styles from './timeline.module.css';
import { TimelineBarView } from './timeline-bar.tsx';
import { type ChartItem, LABEL_WIDTH } from './timeline-items.ts';
import type { TimeScale } from './timeline-scale.ts';

interface ItemProps {
  item: ChartItem;
  /** Its place in the chart's items, which the arrow keys move through. */
  index: number;
  /** The chart's one tab stop, when it is on this row. */
  focus: ChartFocus | null;
  top: number;
  height: number;
  width: number;
  scale: TimeScale;
  zone: string;
  conflictsByBar: ReadonlyMap<string, TimelineConflict[]>;
}

/** One line of the chart: a group's heading, or a stand (aircraft) with its bars. */
export function ChartItemView({
  item,
  index,
  focus,
  top,
  height,
  width,
  scale,
  zone,
  conflictsByBar,
}: ItemProps) {
  const { t } = useTranslation();
  if (item.kind === 'group') {
    return (
      <div className={styles.groupHeading} style={{ top, height }}>
        <span className={styles.groupLabel}>
          {t(`timeline.group.${item.group}`)} · {item.count}
        </span>
      </div>
    );
  }
  const conflicted = item.row.bars.some((bar) => conflictsByBar.has(bar.id));
  const text =
    item.group === 'none' || item.group === 'fleet'
      ? displayRegistration(item.row.label) || '—'
      : item.row.label;
  return (
    <div
      className={styles.row}
      style={{ top, height, width: LABEL_WIDTH + width }}
      data-row={item.row.key}
      data-item-index={index}
    >
      <div
        className={styles.rowLabel}
        style={{ width: LABEL_WIDTH }}
        data-conflict={conflicted || undefined}
      >
        {text}
      </div>
      <div className={styles.track} style={{ left: LABEL_WIDTH, width }}>
        {item.row.bars.map((bar) => (
          <TimelineBarView
            key={bar.id}
            bar={bar}
            scale={scale}
            zone={zone}
            conflicts={conflictsByBar.get(bar.id)}
            lane={item.row.laneOf.get(bar.id) ?? 0}
            lanes={item.row.lanes}
            focusPart={focus?.barId === bar.id ? focus.part : null}
          />
        ))}
      </div>
    </div>
  );
}
