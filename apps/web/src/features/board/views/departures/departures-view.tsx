import { DEPARTURES_COLUMNS } from '@board/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLegs } from '../../api/list-legs.ts';
import { useBoard } from '../../state/board-context.tsx';
import { CardFigure } from '../cards/card-figure.tsx';
import { LegListView } from '../leg-list-view.tsx';
import { flightCellClass, screenColumns } from '../list-columns.tsx';
import { DelayButton } from './delay-button.tsx';
import { departureCells } from './departure-cells.tsx';

/** A rescheduled flight's cell is marked on every list. */
const cellClass = flightCellClass(DEPARTURES_COLUMNS);

/** Salidas: the station's departures of the day, with the columns of section 2. */
export function DeparturesView() {
  const { t } = useTranslation();
  const board = useBoard();
  const zone = board.timeZone;
  const result = useLegs({ station: board.station, day: board.day, query: board.query }, false);
  const columns = useMemo(
    () => screenColumns(DEPARTURES_COLUMNS, { t, zone }, { cells: departureCells(t, zone) }),
    [t, zone],
  );
  return (
    <LegListView
      label={t('titles.departures')}
      empty={t('departures.empty')}
      result={result}
      columns={columns}
      cellClassName={cellClass}
      side="departure"
      cardExtra={(leg) => (
        <>
          <CardFigure label={t('board.cols.gate')} value={leg.pea_hall_departure} />
          <CardFigure label={t('board.cols.delays')} value={leg.delays_codes} />
          <CardFigure label={t('board.cols.minutes')} value={leg.delays_min_total || ''} />
          <DelayButton leg={leg} />
        </>
      )}
    />
  );
}
