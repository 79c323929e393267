import styles from './timeline.module.css';
import { AXIS_HEIGHT, LABEL_WIDTH } from './timeline-items.ts';
import { hourTicks, type TimeScale } from './timeline-scale.ts';

/** The hours across the top of the chart, past the corner above the stands' column. */
export function TimelineAxis({
  scale,
  zone,
  width,
}: {
  scale: TimeScale;
  zone: string;
  width: number;
}) {
  return (
    <div className={styles.axis} style={{ height: AXIS_HEIGHT, width: LABEL_WIDTH + width }}>
      <div className={styles.axisCorner} style={{ width: LABEL_WIDTH }} />
      {hourTicks(scale, zone).map((tick) => (
        <span key={tick.at} className={styles.tick} style={{ left: LABEL_WIDTH + tick.x }}>
          {tick.label}
        </span>
      ))}
    </div>
  );
}
