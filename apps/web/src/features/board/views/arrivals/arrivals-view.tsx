import type { Leg } from '@board/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLegs } from '../../api/list-legs.ts';
import { figure } from '../../format/leg-format.ts';
import { useBoard } from '../../frame/board-context.tsx';
import type { BoardColumn } from '../../table/board-table.tsx';
import { CardFigure } from '../cards/card-figure.tsx';
import { TimeCell } from '../leg-cells.tsx';
import { LegListView } from '../leg-list-view.tsx';
import {
  attentionsGroup,
  cdaGroup,
  flightInfoGroup,
  legBasics,
  peaGroup,
  servicesColumn,
} from '../shared-columns.tsx';

/** Llegadas: the station's arrivals of the day, with the columns of section 2. */
export function ArrivalsView() {
  const { t } = useTranslation();
  const board = useBoard();
  const zone = board.timeZone;
  const result = useLegs({ station: board.station, day: board.day, query: board.query }, true);
  const columns = useMemo<BoardColumn<Leg>[]>(
    () => [
      ...legBasics(t, 'arrival'),
      {
        id: 'sta',
        header: 'STA',
        cell: ({ row }) => <TimeCell leg={row.original} value={row.original.sta} zone={zone} />,
      },
      cdaGroup(t, 'arrival'),
      peaGroup(t, 'arrival'),
      flightInfoGroup(t),
      {
        id: 'turn',
        header: t('general.turnAround'),
        columns: [
          {
            id: 'sku',
            header: 'SKU',
            cell: ({ row }) => row.original.turn_around_sku_arrival ?? '',
          },
          {
            id: 'turn_estimated',
            header: t('board.cols.estimated'),
            cell: ({ row }) => figure(row.original.turn_around_time_arrival),
          },
          {
            id: 'turn_actual',
            header: t('board.cols.actual'),
            cell: ({ row }) => figure(row.original.turn_around_actual_time_arrival),
          },
          {
            id: 'gantt',
            header: 'Gantt',
            cell: ({ row }) => figure(row.original.turn_around_gantt_vinculate),
          },
        ],
      },
      {
        id: 'eta',
        header: 'ETA',
        cell: ({ row }) => (
          <TimeCell
            leg={row.original}
            value={row.original.eta}
            zone={zone}
            marker={row.original.change_control_landed}
          />
        ),
      },
      {
        id: 'taxi_in',
        header: t('board.cols.taxiIn'),
        columns: [
          {
            id: 'landed',
            header: 'ATA',
            cell: ({ row }) => (
              <TimeCell leg={row.original} value={row.original.control_taxi_landed} zone={zone} />
            ),
          },
          {
            id: 'on_blocks',
            header: t('board.cols.onBlocks'),
            cell: ({ row }) => (
              <TimeCell
                leg={row.original}
                value={row.original.control_taxi_on_blocks}
                zone={zone}
              />
            ),
          },
          {
            id: 'taxi_time',
            header: t('board.cols.taxiTime'),
            cell: ({ row }) => figure(row.original.control_taxi_time),
          },
        ],
      },
      servicesColumn(t, 'arrival'),
      attentionsGroup(t),
    ],
    [t, zone],
  );
  return (
    <LegListView
      label={t('titles.arrivals')}
      empty={t('arrivals.empty')}
      result={result}
      columns={columns}
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
