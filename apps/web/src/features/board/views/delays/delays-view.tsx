import { DELAYS_COLUMNS, delayLines, legMatchesQuery } from '@board/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDelayCodes } from '../../../../catalogues/list-delay-codes.ts';
import { useIsMobile } from '../../../../lib/use-is-mobile.ts';
import { useDelays } from '../../api/list-delays.ts';
import { useBoard } from '../../state/board-context.tsx';
import { BoardTable } from '../../table/board-table.tsx';
import cells from '../cells.module.css';
import { flightCellClass, screenColumns } from '../list-columns.tsx';
import { useListReport } from '../use-list-report.ts';
import { delayCells } from './delay-cells.tsx';
import { DelayCodesBar } from './delay-codes-bar.tsx';
import { DelaysCards } from './delays-cards.tsx';

/** A rescheduled flight's cell is marked on every list. */
const cellClass = flightCellClass(DELAYS_COLUMNS);

/** Demoras: delayed departures, one line per delay entry; uncoded ones stand out (section 2). */
export function DelaysView() {
  const { t } = useTranslation();
  const board = useBoard();
  const mobile = useIsMobile();
  const zone = board.timeZone;
  const result = useDelays({ station: board.station, day: board.day, query: board.query });
  // Read here so the catalogue is at hand when a drawer opens; its failure has its own toast.
  useDelayCodes();
  const { items, loading } = useListReport(result);

  const lines = useMemo(
    () => delayLines(items.filter((leg) => legMatchesQuery(leg, board.searchText))),
    [items, board.searchText],
  );
  const columns = useMemo(
    () => screenColumns(DELAYS_COLUMNS, { t, zone }, { cells: delayCells(zone) }),
    [t, zone],
  );

  return (
    <>
      <DelayCodesBar />
      {mobile ? (
        <DelaysCards lines={lines} zone={zone} loading={loading} />
      ) : (
        <BoardTable
          label={t('titles.delays')}
          data={lines}
          columns={columns}
          getRowId={(line) => line.key}
          rowClassName={(line) => (line.entry ? undefined : cells.noCode)}
          cellClassName={cellClass}
          loading={loading}
          empty={t('delays.empty')}
        />
      )}
    </>
  );
}
