import { ARRIVALS_COLUMNS } from '@board/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { figure } from '../../../../lib/legs/leg-format.ts';
import { useLegs } from '../../api/list-legs.ts';
import { useBoard } from '../../state/board-context.tsx';
import { CardFigure } from '../cards/card-figure.tsx';
import { TimeCell } from '../leg-cells.tsx';
import { legListCells } from '../leg-list-cells.tsx';
import { LegListView } from '../leg-list-view.tsx';
import { flightCellClass, screenColumns } from '../list-columns.tsx';

/** A rescheduled flight's cell is marked on every list. */
const cellClass = flightCellClass(ARRIVALS_COLUMNS);

/** Llegadas: the station's arrivals of the day, with the columns of section 2. */
export function ArrivalsView() {
  const { t } = useTranslation();
  const board = useBoard();
  const zone = board.timeZone;
  const result = useLegs({ station: board.station, day: board.day, query: board.query }, true);
  const columns = useMemo(
    () =>
      screenColumns(
        ARRIVALS_COLUMNS,
        { t, zone },
        {
          cells: {
            ...legListCells(t, 'arrival'),
            eta: (leg) => (
              <TimeCell leg={leg} value={leg.eta} zone={zone} marker={leg.change_control_landed} />
            ),
          },
        },
      ),
    [t, zone],
  );
  return (
    <LegListView
      label={t('titles.arrivals')}
      empty={t('arrivals.empty')}
      result={result}
      columns={columns}
      cellClassName={cellClass}
      side="arrival"
      cardExtra={(leg) => (
        <>
          <CardFigure label={t('board.cols.tape')} value={leg.pea_tape} />
          <CardFigure label="Pax" value={figure(leg.paxs_boarded?.count.adult)} />
          <CardFigure label={t('board.cols.bags')} value={figure(leg.baggage_total)} />
        </>
      )}
    />
  );
}
