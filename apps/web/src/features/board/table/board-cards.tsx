import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import { Skeleton } from '../../../components/ui/index.ts';
import styles from './board-cards.module.css';

export interface BoardCardsProps<T> {
  label: string;
  data: T[];
  getRowId(row: T): string;
  renderCard(row: T): ReactNode;
  cardClassName?(row: T): string | undefined;
  /** Every card of a list has this height, so the window is computed, never measured. */
  cardHeight: number;
  loading: boolean;
  empty: string;
  /** Caps the list's height, where two lists share the screen; cards scroll inside it. */
  maxHeight?: string;
}

/** The phone layout of a board view: one card per row, only the cards in view in the DOM. */
export function BoardCards<T>(props: BoardCardsProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: props.data.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => props.cardHeight + 8,
    overscan: 3,
  });
  if (props.loading && props.data.length === 0)
    return <Skeleton rows={6} height={props.cardHeight} />;
  if (props.data.length === 0) return <p className={styles.empty}>{props.empty}</p>;
  return (
    <div ref={scroller} className={styles.scroller} style={{ maxHeight: props.maxHeight }}>
      <ul
        className={styles.list}
        aria-label={props.label}
        style={{ height: virtual.getTotalSize() }}
      >
        {virtual.getVirtualItems().map((item) => {
          const row = props.data[item.index];
          if (row === undefined) return null;
          return (
            <li
              key={props.getRowId(row)}
              className={[styles.card, props.cardClassName?.(row)].filter(Boolean).join(' ')}
              data-row-id={props.getRowId(row)}
              style={{ height: props.cardHeight, transform: `translateY(${item.start}px)` }}
            >
              {props.renderCard(row)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
