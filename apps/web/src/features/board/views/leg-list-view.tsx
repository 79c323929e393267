import { type Leg, legMatchesQuery } from '@board/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { isCancelled } from '../../../lib/legs/leg-format.ts';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useBoard } from '../state/board-context.tsx';
import { BoardCards } from '../table/board-cards.tsx';
import { type BoardColumn, BoardTable } from '../table/board-table.tsx';
import { LEG_CARD_HEIGHT, LegCard } from './cards/leg-card.tsx';
import cells from './cells.module.css';
import { useListReport } from './use-list-report.ts';

const legId = (leg: Leg) => leg._id;

/** A view that is one table of legs: Arrivals, Departures, Delays. */
export function LegListView(props: {
  label: string;
  empty: string;
  result: UseQueryResult<{ data: { legs: Leg[]; last_sync: string | null } }>;
  columns: BoardColumn<Leg>[];
  /** Which side of the leg the station sees, for the phone cards. */
  side: 'arrival' | 'departure';
  /** The last line of a phone card: what the view adds to the common fields. */
  cardExtra?(leg: Leg): ReactNode;
  rowClassName?(leg: Leg): string | undefined;
  cellClassName?(leg: Leg, columnId: string): string | undefined;
}) {
  const board = useBoard();
  const mobile = useIsMobile();
  const { items, loading } = useListReport(props.result);
  const legs = useMemo(
    () => items.filter((leg) => legMatchesQuery(leg, board.searchText)),
    [items, board.searchText],
  );
  if (mobile) {
    return (
      <BoardCards
        label={props.label}
        data={legs}
        getRowId={legId}
        cardHeight={LEG_CARD_HEIGHT}
        renderCard={(leg) => (
          <LegCard
            leg={leg}
            side={props.side}
            zone={board.timeZone}
            extra={props.cardExtra?.(leg)}
          />
        )}
        loading={loading}
        empty={props.empty}
      />
    );
  }
  return (
    <BoardTable
      label={props.label}
      data={legs}
      columns={props.columns}
      getRowId={legId}
      rowClassName={(leg) =>
        [isCancelled(leg) && cells.cancelledRow, props.rowClassName?.(leg)]
          .filter(Boolean)
          .join(' ') || undefined
      }
      cellClassName={props.cellClassName}
      loading={loading}
      empty={props.empty}
    />
  );
}
