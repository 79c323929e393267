import { GENERAL_COLUMNS, sidesMatchQuery, type TurnaroundRow } from '@board/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isCancelled } from '../../../../lib/legs/leg-format.ts';
import { useIsMobile } from '../../../../lib/use-is-mobile.ts';
import { useTurnarounds } from '../../api/list-turnarounds.ts';
import { CopyMenu } from '../../selection/copy-menu.tsx';
import { useLegSelection } from '../../selection/use-leg-selection.ts';
import { useBoard } from '../../state/board-context.tsx';
import { BoardCards } from '../../table/board-cards.tsx';
import { BoardTable } from '../../table/board-table.tsx';
import cells from '../cells.module.css';
import { flightCellClass } from '../list-columns.tsx';
import { useListReport } from '../use-list-report.ts';
import styles from './general.module.css';
import { GeneralCard } from './general-card.tsx';
import { generalColumns } from './general-columns.tsx';
import { useGeneralWidth } from './use-general-width.ts';

/** The rescheduled flight's yellow cell, by the same rule as every other list. */
const flightClass = flightCellClass(GENERAL_COLUMNS);

const rowId = (row: TurnaroundRow) => `${row.arrival_id ?? '-'}|${row.departure_id ?? '-'}`;

function sideClass(row: TurnaroundRow, columnId: string): string | undefined {
  const leg = columnId.startsWith('a_')
    ? row.arrival
    : columnId.startsWith('d_')
      ? row.departure
      : null;
  if (columnId.startsWith('t_')) return cells.turn;
  const classes = [
    isCancelled(leg) && cells.cancelledRow,
    flightClass(row, columnId),
    (columnId === 'a_select' && cells.sideArrival) ||
      (columnId === 'd_select' && cells.sideDeparture),
  ];
  return classes.filter(Boolean).join(' ') || undefined;
}

/** The General board (home): turnarounds of the station's day, with selection and copy. */
export function GeneralView() {
  const { t } = useTranslation();
  const board = useBoard();
  const result = useTurnarounds({ station: board.station, day: board.day, query: board.query });
  const { items, loading } = useListReport(result);
  const selection = useLegSelection(board.loadGeneration);
  const mobile = useIsMobile();

  const rows = useMemo(
    () => items.filter((r) => sidesMatchQuery(r, board.searchText)),
    [items, board.searchText],
  );
  const arrivals = useMemo(() => rows.map((r) => r.arrival), [rows]);
  const departures = useMemo(() => rows.map((r) => r.departure), [rows]);
  const width = useGeneralWidth();
  const columns = useMemo(
    () =>
      generalColumns({
        t,
        zone: board.timeZone,
        day: board.day,
        width,
        selection,
        arrivals,
        departures,
      }),
    [t, board.timeZone, board.day, width, selection, arrivals, departures],
  );
  const selectedSides = useMemo(
    () =>
      rows.flatMap((r) => [
        ...(r.arrival && selection.selected.has(r.arrival._id)
          ? [{ leg: r.arrival, side: 'arrival' as const }]
          : []),
        ...(r.departure && selection.selected.has(r.departure._id)
          ? [{ leg: r.departure, side: 'departure' as const }]
          : []),
      ]),
    [rows, selection.selected],
  );

  return (
    <>
      {mobile ? (
        <BoardCards
          label={t('titles.general')}
          data={rows}
          getRowId={rowId}
          cardHeight={84}
          loading={loading}
          empty={t('general.empty')}
          renderCard={(row) => (
            <GeneralCard row={row} zone={board.timeZone} day={board.day} selection={selection} />
          )}
        />
      ) : (
        <div className={styles.dense} data-width={width}>
          <BoardTable
            label={t('titles.general')}
            data={rows}
            columns={columns}
            getRowId={rowId}
            cellClassName={sideClass}
            loading={loading}
            empty={t('general.empty')}
          />
        </div>
      )}
      <CopyMenu sides={selectedSides} timeZone={board.timeZone} />
    </>
  );
}
