import type { Leg, LegSide } from '@board/domain';
import type { TFunction } from 'i18next';
import { EditButton } from '../../../../lib/legs/edit-button.tsx';
import { dayMonth, displayRegistration } from '../../../../lib/legs/leg-format.ts';
import type { BoardColumn } from '../../table/board-table.tsx';
import { FlightCell, TimeCell } from '../leg-cells.tsx';
import { ARRIVAL_MILESTONES, DEPARTURE_MILESTONES, milestoneValue } from './milestone-fields.ts';

/** What tells the two tables apart: the day, the other station, the schedule and the record. */
const SIDES = {
  arrival: {
    day: (leg: Leg) => leg.arrival_date,
    station: { id: 'origin', header: 'board.cols.origin', of: (leg: Leg) => leg.depstn },
    schedule: { id: 'sta', header: 'STA', of: (leg: Leg) => leg.sta },
    fields: ARRIVAL_MILESTONES,
    record: (leg: Leg) => leg.milestones_arrival,
  },
  departure: {
    day: (leg: Leg) => leg.datop_local,
    station: { id: 'destination', header: 'board.cols.destination', of: (leg: Leg) => leg.arrstn },
    schedule: { id: 'std', header: 'STD', of: (leg: Leg) => leg.std },
    fields: DEPARTURE_MILESTONES,
    record: (leg: Leg) => leg.milestones_departure,
  },
} as const;

/** The columns of one Hitos table: the leg, then each milestone of that side (section 2). */
export function milestoneColumns(t: TFunction, side: LegSide, zone: string): BoardColumn<Leg>[] {
  const { day, station, schedule, fields, record } = SIDES[side];
  return [
    {
      id: 'edit',
      header: '',
      cell: ({ row }) => (
        <EditButton
          kind="milestones"
          leg={row.original}
          side={side}
          label={t('milestones.form.rowLabel', { flight: row.original.flight_number })}
        />
      ),
    },
    { id: 'date', header: t('board.cols.date'), cell: ({ row }) => dayMonth(day(row.original)) },
    {
      id: 'flight',
      header: t('board.cols.flight'),
      cell: ({ row }) => <FlightCell leg={row.original} />,
    },
    { id: station.id, header: t(station.header), cell: ({ row }) => station.of(row.original) },
    {
      id: 'registration',
      header: t('board.cols.registration'),
      cell: ({ row }) => displayRegistration(row.original.registration),
    },
    {
      id: schedule.id,
      header: schedule.header,
      cell: ({ row }) => (
        <TimeCell leg={row.original} value={schedule.of(row.original)} zone={zone} />
      ),
    },
    ...fields.map(
      ([id, header, path]): BoardColumn<Leg> => ({
        id,
        header: t(header),
        cell: ({ row }) => {
          const value = milestoneValue(record(row.original), path);
          // The PEA type is stored as a code (bridge, remote) and shown in words.
          return path === 'pea_parking.type' && value
            ? t(`milestones.form.peaTypes.${value}`)
            : value;
        },
      }),
    ),
  ];
}
