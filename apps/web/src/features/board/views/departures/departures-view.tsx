import type { Leg } from '@board/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLegs } from '../../api/list-legs.ts';
import { figure } from '../../format/leg-format.ts';
import { useBoard } from '../../frame/board-context.tsx';
import type { BoardColumn } from '../../table/board-table.tsx';
import { CardFigure } from '../cards/card-figure.tsx';
import { EditButton } from '../edit-button.tsx';
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
import { DelayButton } from './delay-button.tsx';

/** Salidas: the station's departures of the day, with the columns of section 2. */
export function DeparturesView() {
  const { t } = useTranslation();
  const board = useBoard();
  const zone = board.timeZone;
  const result = useLegs({ station: board.station, day: board.day, query: board.query }, false);
  const columns = useMemo<BoardColumn<Leg>[]>(
    () => [
      {
        id: 'sku',
        header: 'Turn around',
        cell: ({ row }) => row.original.turn_around_sku_departure ?? '',
      },
      ...legBasics(t, 'departure'),
      {
        id: 'std',
        header: 'STD',
        cell: ({ row }) => <TimeCell leg={row.original} value={row.original.std} zone={zone} />,
      },
      cdaGroup(t, 'departure'),
      {
        id: 'crew',
        header: t('board.cols.crew'),
        cell: ({ row }) =>
          row.original.crew.length > 0 && (
            <EditButton
              kind="crew"
              leg={row.original}
              side="departure"
              label={t('board.cols.crew')}
            />
          ),
      },
      peaGroup(t, 'departure'),
      flightInfoGroup(t),
      {
        id: 'connections',
        header: t('board.cols.connections'),
        columns: [
          {
            id: 'pax_connection',
            header: 'Pax',
            cell: ({ row }) => row.original.pax_connection || '',
          },
          {
            id: 'bags_connection',
            header: t('board.cols.bags'),
            cell: ({ row }) => row.original.bags_connection || '',
          },
          {
            id: 'connections_view',
            header: '',
            cell: ({ row }) => (
              <EditButton
                kind="connections"
                leg={row.original}
                side="departure"
                label={t('board.cols.connections')}
              />
            ),
          },
        ],
      },
      {
        id: 'etd',
        header: 'ETD',
        cell: ({ row }) => (
          <TimeCell
            leg={row.original}
            value={row.original.etd}
            zone={zone}
            marker={row.original.change_control_pushback === 'RED' ? 'RED' : null}
          />
        ),
      },
      {
        id: 'taxi_out',
        header: t('board.cols.taxiOut'),
        columns: [
          {
            id: 'pushback',
            header: 'ATD',
            cell: ({ row }) => (
              <TimeCell
                leg={row.original}
                value={row.original.control_taxi_pushback}
                zone={zone}
                marker={row.original.change_control_pushback}
              />
            ),
          },
          {
            id: 'takeoff',
            header: t('board.cols.takeoff'),
            cell: ({ row }) => (
              <TimeCell leg={row.original} value={row.original.control_taxi_toff} zone={zone} />
            ),
          },
        ],
      },
      {
        id: 'delays',
        header: t('board.cols.delays'),
        columns: [
          {
            id: 'delay_codes',
            header: t('board.cols.codes'),
            cell: ({ row }) => row.original.delays_codes,
          },
          {
            id: 'delay_minutes',
            header: t('board.cols.minutes'),
            cell: ({ row }) => row.original.delays_min_total || '',
          },
          { id: 'delay_edit', header: '', cell: ({ row }) => <DelayButton leg={row.original} /> },
        ],
      },
      servicesColumn(t, 'departure'),
      attentionsGroup(t),
      {
        id: 'capacity',
        header: t('board.cols.capacity'),
        cell: ({ row }) => figure(row.original.capacity),
      },
      {
        id: 'occupation',
        header: t('board.cols.occupation'),
        cell: ({ row }) =>
          row.original.occupational_factor === null ? '' : `${row.original.occupational_factor}%`,
      },
    ],
    [t, zone],
  );
  return (
    <LegListView
      label={t('titles.departures')}
      empty={t('departures.empty')}
      result={result}
      columns={columns}
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
