import type { TimelineBar } from '@board/domain';
import styles from './timeline.module.css';
import { LABEL_WIDTH, ROW_HEIGHT } from './timeline-items.ts';
import { type TimeScale, xOf } from './timeline-scale.ts';

interface LinksProps {
  links: readonly { from: TimelineBar; to: TimelineBar }[];
  itemOfBar: ReadonlyMap<string, number>;
  tops: readonly number[];
  scale: TimeScale;
  width: number;
  height: number;
  top: number;
}

/** A tow between stands: a dashed line from where the aircraft left to where it went. */
export function TowLinks({ links, itemOfBar, tops, scale, width, height, top }: LinksProps) {
  return (
    <svg
      className={styles.links}
      width={width}
      height={height}
      style={{ left: LABEL_WIDTH, top }}
      aria-hidden="true"
    >
      {links.map(({ from, to }) => {
        const a = itemOfBar.get(from.id);
        const b = itemOfBar.get(to.id);
        if (a === undefined || b === undefined) return null;
        const y1 = (tops[a] ?? 0) + ROW_HEIGHT / 2;
        const y2 = (tops[b] ?? 0) + ROW_HEIGHT / 2;
        const x1 = xOf(scale, from.end);
        const x2 = xOf(scale, to.start);
        return (
          <path
            key={to.id}
            d={`M${x1},${y1} C${x1 + 24},${y1} ${x2 - 24},${y2} ${x2},${y2}`}
            className={styles.tow}
          />
        );
      })}
    </svg>
  );
}
