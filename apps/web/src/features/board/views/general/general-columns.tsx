import { canSelectLeg, type Leg, sideOf, type TurnaroundRow } from '@board/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { dayMonth, figure } from '../../format/leg-format.ts';
import type { LegSelection } from '../../selection/use-leg-selection.ts';
import type { BoardColumn } from '../../table/board-table.tsx';
import cells from '../cells.module.css';
import { EditButton } from '../edit-button.tsx';
import { FlightCell, RegistrationCell, StandCell, TimeCell } from '../leg-cells.tsx';
import { SelectAllBox, SelectBox } from './select-box.tsx';

type Side = 'arrival' | 'departure';
type Column = BoardColumn<TurnaroundRow>;

interface Options {
  t: TFunction;
  zone: string;
  selection: LegSelection;
  arrivals: (Leg | null)[];
  departures: (Leg | null)[];
}

/** A column of one side: blank where the row has no leg on that side. */
function sideColumn(
  side: Side,
  id: string,
  header: string | (() => ReactNode),
  render: (leg: Leg) => ReactNode,
): Column {
  return {
    id: `${side === 'arrival' ? 'a' : 'd'}_${id}`,
    header,
    cell: ({ row }) => {
      const leg = side === 'arrival' ? row.original.arrival : row.original.departure;
      return leg ? render(leg) : null;
    },
  };
}

/** The assigned dispatcher's short name and the button that edits it, in one cell. */
function Cda({ leg, side }: { leg: Leg; side: Side }) {
  const { cda } = sideOf(leg, side);
  return (
    <span className={cells.cda}>
      <span>{cda?.display_name ?? ''}</span>
      <EditButton kind="cda" leg={leg} side={side} label="CDA" compact />
    </span>
  );
}

/** The columns both blocks open with: selection, date, registration, flight and station. */
function sideStart(side: Side, o: Options): Column[] {
  const { t, selection } = o;
  const arrival = side === 'arrival';
  return [
    sideColumn(
      side,
      'select',
      () => (
        <SelectAllBox
          label={t(arrival ? 'board.select.allArrivals' : 'board.select.allDepartures')}
          legs={arrival ? o.arrivals : o.departures}
          selection={selection}
        />
      ),
      (leg) => (
        <SelectBox
          label={t('board.select.leg', { flight: leg.flight_number })}
          checked={selection.selected.has(leg._id)}
          disabled={!canSelectLeg(leg)}
          onChange={(on) => selection.toggle(leg, on)}
          side={side}
        />
      ),
    ),
    sideColumn(side, 'date', t('board.cols.date'), (leg) =>
      dayMonth(arrival ? leg.arrival_date : leg.datop_local),
    ),
    sideColumn(side, 'reg', t('board.cols.registration'), (leg) => <RegistrationCell leg={leg} />),
    sideColumn(side, 'flight', t('board.cols.flight'), (leg) => <FlightCell leg={leg} />),
    arrival
      ? sideColumn(side, 'origin', t('board.cols.origin'), (leg) => leg.depstn)
      : sideColumn(side, 'destination', t('board.cols.destination'), (leg) => leg.arrstn),
  ];
}

function arrivalColumns(o: Options): Column[] {
  const { t, zone } = o;
  const time = (id: string, header: string, value: (leg: Leg) => string | null) =>
    sideColumn('arrival', id, header, (leg) => (
      <TimeCell leg={leg} value={value(leg)} zone={zone} />
    ));
  return [
    ...sideStart('arrival', o),
    sideColumn('arrival', 'pea', t('board.cols.pea'), (leg) => (
      <StandCell
        leg={leg}
        number={leg.pea_number_arrival}
        type={leg.pea_type_arrival}
        marker={leg.change_pea_number_arrival ?? leg.change_pea_type_arrival}
      />
    )),
    sideColumn('arrival', 'tape', t('board.cols.tape'), (leg) => leg.pea_tape ?? ''),
    sideColumn('arrival', 'action', t('board.cols.action'), (leg) => (
      <EditButton kind="pea" leg={leg} side="arrival" label={t('board.cols.pea')} />
    )),
    time('sta', 'STA', (leg) => leg.sta),
    sideColumn('arrival', 'eta', 'ETA', (leg) => (
      <TimeCell leg={leg} value={leg.eta} zone={zone} marker={leg.change_control_landed} />
    )),
    time('landed', t('board.cols.landed'), (leg) => leg.control_taxi_landed),
    time('blocks', t('board.cols.onBlocks'), (leg) => leg.control_taxi_on_blocks),
    sideColumn('arrival', 'cda', 'CDA', (leg) => <Cda leg={leg} side="arrival" />),
  ];
}

function departureColumns(o: Options): Column[] {
  const { t, zone } = o;
  return [
    ...sideStart('departure', o),
    sideColumn('departure', 'pea', t('board.cols.pea'), (leg) => (
      <StandCell
        leg={leg}
        number={leg.pea_number_departure}
        type={leg.pea_type_departure}
        marker={leg.change_pea_number_departure ?? leg.change_pea_type_departure}
      />
    )),
    sideColumn('departure', 'gate', t('board.cols.gate'), (leg) => leg.pea_hall_departure ?? ''),
    sideColumn('departure', 'action', t('board.cols.action'), (leg) => (
      <EditButton kind="pea" leg={leg} side="departure" label={t('board.cols.pea')} />
    )),
    sideColumn('departure', 'std', 'STD', (leg) => (
      <TimeCell leg={leg} value={leg.std} zone={zone} />
    )),
    sideColumn('departure', 'etd', 'ETD', (leg) => (
      <TimeCell
        leg={leg}
        value={leg.etd}
        zone={zone}
        marker={leg.change_control_pushback === 'RED' ? 'RED' : null}
      />
    )),
    sideColumn('departure', 'pushback', t('board.cols.pushback'), (leg) => (
      <TimeCell
        leg={leg}
        value={leg.control_taxi_pushback}
        zone={zone}
        marker={leg.change_control_pushback}
      />
    )),
    sideColumn('departure', 'toff', t('board.cols.takeoff'), (leg) => (
      <TimeCell leg={leg} value={leg.control_taxi_toff} zone={zone} />
    )),
    sideColumn('departure', 'delay', t('board.cols.delay'), (leg) =>
      leg.delays_codes ? `${leg.delays_codes} · ${leg.delays_min_total}'` : null,
    ),
    sideColumn('departure', 'cda', 'CDA', (leg) => <Cda leg={leg} side="departure" />),
  ];
}

/** The General board: Llegadas, turn around and Salidas blocks (section 2). */
export function generalColumns(o: Options): Column[] {
  const { t } = o;
  return [
    { id: 'arrivals', header: t('general.arrivals'), columns: arrivalColumns(o) },
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
    { id: 'departures', header: t('general.departures'), columns: departureColumns(o) },
  ];
}
