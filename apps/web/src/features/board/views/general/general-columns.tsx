import { canSelectLeg, type Leg, type TurnaroundRow } from '@board/domain';
import type { TFunction } from 'i18next';
import { dayMonth, figure } from '../../format/leg-format.ts';
import type { LegSelection } from '../../selection/use-leg-selection.ts';
import type { BoardColumn } from '../../table/board-table.tsx';
import { EditButton } from '../edit-button.tsx';
import { CdaCell, FlightCell, RegistrationCell, StandCell, TimeCell } from '../leg-cells.tsx';
import { SelectAllBox, SelectBox } from './select-box.tsx';

interface Options {
  t: TFunction;
  zone: string;
  selection: LegSelection;
  arrivals: (Leg | null)[];
  departures: (Leg | null)[];
}

/** The General board: Llegadas, turn around and Salidas blocks (section 2). */
export function generalColumns(o: Options): BoardColumn<TurnaroundRow>[] {
  const { t, zone, selection } = o;
  const a = (row: TurnaroundRow) => row.arrival;
  const d = (row: TurnaroundRow) => row.departure;
  const select = (side: 'arrival' | 'departure', leg: Leg | null) =>
    leg && (
      <SelectBox
        label={t('board.select.leg', { flight: leg.flight_number })}
        checked={selection.selected.has(leg._id)}
        disabled={!canSelectLeg(leg)}
        onChange={(on) => selection.toggle(leg, on)}
        side={side}
      />
    );
  return [
    {
      id: 'arrivals',
      header: t('general.arrivals'),
      columns: [
        {
          id: 'a_select',
          header: () => (
            <SelectAllBox
              label={t('board.select.allArrivals')}
              legs={o.arrivals}
              selection={selection}
            />
          ),
          cell: ({ row }) => select('arrival', a(row.original)),
        },
        {
          id: 'a_date',
          header: t('board.cols.date'),
          cell: ({ row }) => dayMonth(a(row.original)?.arrival_date),
        },
        {
          id: 'a_reg',
          header: t('board.cols.registration'),
          cell: ({ row }) => <RegistrationCell leg={a(row.original)} />,
        },
        {
          id: 'a_flight',
          header: t('board.cols.flight'),
          cell: ({ row }) => <FlightCell leg={a(row.original)} />,
        },
        {
          id: 'a_origin',
          header: t('board.cols.origin'),
          cell: ({ row }) => a(row.original)?.depstn ?? '',
        },
        {
          id: 'a_pea',
          header: t('board.cols.pea'),
          cell: ({ row }) => {
            const leg = a(row.original);
            return (
              <StandCell
                leg={leg}
                number={leg?.pea_number_arrival}
                type={leg?.pea_type_arrival}
                marker={leg?.change_pea_number_arrival ?? leg?.change_pea_type_arrival}
              />
            );
          },
        },
        {
          id: 'a_tape',
          header: t('board.cols.tape'),
          cell: ({ row }) => a(row.original)?.pea_tape ?? '',
        },
        {
          id: 'a_action',
          header: t('board.cols.action'),
          cell: ({ row }) => a(row.original) && <EditButton label={t('board.cols.pea')} />,
        },
        {
          id: 'a_sta',
          header: 'STA',
          cell: ({ row }) => (
            <TimeCell leg={a(row.original)} value={a(row.original)?.sta} zone={zone} />
          ),
        },
        {
          id: 'a_eta',
          header: 'ETA',
          cell: ({ row }) => {
            const leg = a(row.original);
            return (
              <TimeCell
                leg={leg}
                value={leg?.eta}
                zone={zone}
                marker={leg?.change_control_landed}
              />
            );
          },
        },
        {
          id: 'a_landed',
          header: t('board.cols.landed'),
          cell: ({ row }) => (
            <TimeCell
              leg={a(row.original)}
              value={a(row.original)?.control_taxi_landed}
              zone={zone}
            />
          ),
        },
        {
          id: 'a_blocks',
          header: t('board.cols.onBlocks'),
          cell: ({ row }) => (
            <TimeCell
              leg={a(row.original)}
              value={a(row.original)?.control_taxi_on_blocks}
              zone={zone}
            />
          ),
        },
        {
          id: 'a_cda',
          header: 'CDA',
          cell: ({ row }) => <CdaCell name={a(row.original)?.cda_assigned_arrival?.display_name} />,
        },
        {
          id: 'a_cda_action',
          header: '',
          cell: ({ row }) => a(row.original) && <EditButton label="CDA" />,
        },
      ],
    },
    {
      id: 'turn',
      header: t('general.turnAround'),
      columns: [
        {
          id: 't_estimated',
          header: t('board.cols.estimated'),
          cell: ({ row }) => figure(row.original.turn_around_estimated_time),
        },
        {
          id: 't_actual',
          header: t('board.cols.actual'),
          cell: ({ row }) => figure(row.original.turn_around_actual_time),
        },
        {
          id: 't_gantt',
          header: 'Gantt',
          cell: ({ row }) => figure(row.original.turn_around_gantt),
        },
      ],
    },
    {
      id: 'departures',
      header: t('general.departures'),
      columns: [
        {
          id: 'd_select',
          header: () => (
            <SelectAllBox
              label={t('board.select.allDepartures')}
              legs={o.departures}
              selection={selection}
            />
          ),
          cell: ({ row }) => select('departure', d(row.original)),
        },
        {
          id: 'd_date',
          header: t('board.cols.date'),
          cell: ({ row }) => dayMonth(d(row.original)?.datop_local),
        },
        {
          id: 'd_reg',
          header: t('board.cols.registration'),
          cell: ({ row }) => <RegistrationCell leg={d(row.original)} />,
        },
        {
          id: 'd_flight',
          header: t('board.cols.flight'),
          cell: ({ row }) => <FlightCell leg={d(row.original)} />,
        },
        {
          id: 'd_destination',
          header: t('board.cols.destination'),
          cell: ({ row }) => d(row.original)?.arrstn ?? '',
        },
        {
          id: 'd_pea',
          header: t('board.cols.pea'),
          cell: ({ row }) => {
            const leg = d(row.original);
            return (
              <StandCell
                leg={leg}
                number={leg?.pea_number_departure}
                type={leg?.pea_type_departure}
                marker={leg?.change_pea_number_departure ?? leg?.change_pea_type_departure}
              />
            );
          },
        },
        {
          id: 'd_gate',
          header: t('board.cols.gate'),
          cell: ({ row }) => d(row.original)?.pea_hall_departure ?? '',
        },
        {
          id: 'd_action',
          header: t('board.cols.action'),
          cell: ({ row }) => d(row.original) && <EditButton label={t('board.cols.pea')} />,
        },
        {
          id: 'd_std',
          header: 'STD',
          cell: ({ row }) => (
            <TimeCell leg={d(row.original)} value={d(row.original)?.std} zone={zone} />
          ),
        },
        {
          id: 'd_etd',
          header: 'ETD',
          cell: ({ row }) => {
            const leg = d(row.original);
            const marker = leg?.change_control_pushback === 'RED' ? 'RED' : null;
            return <TimeCell leg={leg} value={leg?.etd} zone={zone} marker={marker} />;
          },
        },
        {
          id: 'd_pushback',
          header: t('board.cols.pushback'),
          cell: ({ row }) => {
            const leg = d(row.original);
            return (
              <TimeCell
                leg={leg}
                value={leg?.control_taxi_pushback}
                zone={zone}
                marker={leg?.change_control_pushback}
              />
            );
          },
        },
        {
          id: 'd_toff',
          header: t('board.cols.takeoff'),
          cell: ({ row }) => (
            <TimeCell
              leg={d(row.original)}
              value={d(row.original)?.control_taxi_toff}
              zone={zone}
            />
          ),
        },
        {
          id: 'd_delay',
          header: t('board.cols.delay'),
          cell: ({ row }) => {
            const leg = d(row.original);
            if (!leg?.delays_codes) return null;
            return `${leg.delays_codes} · ${leg.delays_min_total}'`;
          },
        },
        {
          id: 'd_cda',
          header: 'CDA',
          cell: ({ row }) => <CdaCell name={d(row.original)?.cda_assigned?.display_name} />,
        },
        {
          id: 'd_cda_action',
          header: '',
          cell: ({ row }) => d(row.original) && <EditButton label="CDA" />,
        },
      ],
    },
  ];
}
