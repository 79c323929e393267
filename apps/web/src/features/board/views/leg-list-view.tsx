import { type Leg, legMatchesQuery } from '@board/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isCancelled } from '../format/leg-format.ts';
import { useBoard } from '../frame/board-context.tsx';
import { type BoardColumn, BoardTable } from '../table/board-table.tsx';
import cells from './cells.module.css';
import { useListReport } from './use-list-report.ts';

const legId = (leg: Leg) => leg._id;

/** A view that is one table of legs: Arrivals, Departures, Delays. */
export function LegListView(props: {
  label: string;
  empty: string;
  result: UseQueryResult<{ data: { legs: Leg[]; last_sync: string | null } }>;
  columns: BoardColumn<Leg>[];
  rowClassName?(leg: Leg): string | undefined;
}) {
  const board = useBoard();
  const { items, loading } = useListReport(props.result);
  const legs = useMemo(
    () => items.filter((leg) => legMatchesQuery(leg, board.searchText)),
    [items, board.searchText],
  );
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
      loading={loading}
      empty={props.empty}
    />
  );
}
