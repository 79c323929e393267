import { type Leg, legMatchesQuery } from '@board/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLegs } from '../../api/list-legs.ts';
import { dayMonth, displayRegistration, isCancelled } from '../../format/leg-format.ts';
import { useBoard } from '../../frame/board-context.tsx';
import { type BoardColumn, BoardTable } from '../../table/board-table.tsx';
import cells from '../cells.module.css';
import { EditButton } from '../edit-button.tsx';
import { FlightCell, TimeCell } from '../leg-cells.tsx';
import styles from '../overnights/overnights-view.module.css';
import { useListReport } from '../use-list-report.ts';
import { ARRIVAL_MILESTONES, DEPARTURE_MILESTONES, milestoneValue } from './milestone-fields.ts';

const legId = (leg: Leg) => leg._id;
const greyCancelled = (leg: Leg) => (isCancelled(leg) ? cells.cancelledRow : undefined);

/** Hitos: turnaround milestones of the day's arrivals and departures (section 2). */
export function MilestonesView() {
  const { t } = useTranslation();
  const board = useBoard();
  const zone = board.timeZone;
  const params = { station: board.station, day: board.day, query: board.query };
  const arrivals = useListReport(useLegs(params, true));
  const departures = useListReport(useLegs(params, false));
  const filter = (legs: Leg[]) => legs.filter((leg) => legMatchesQuery(leg, board.searchText));

  const arrivalColumns = useMemo<BoardColumn<Leg>[]>(
    () => [
      {
        id: 'edit',
        header: '',
        cell: ({ row }) => (
          <EditButton
            kind="milestones"
            leg={row.original}
            side="arrival"
            label={t('milestones.form.rowLabel', { flight: row.original.flight_number })}
          />
        ),
      },
      {
        id: 'date',
        header: t('board.cols.date'),
        cell: ({ row }) => dayMonth(row.original.arrival_date),
      },
      {
        id: 'flight',
        header: t('board.cols.flight'),
        cell: ({ row }) => <FlightCell leg={row.original} />,
      },
      { id: 'origin', header: t('board.cols.origin'), cell: ({ row }) => row.original.depstn },
      {
        id: 'registration',
        header: t('board.cols.registration'),
        cell: ({ row }) => displayRegistration(row.original.registration),
      },
      {
        id: 'sta',
        header: 'STA',
        cell: ({ row }) => <TimeCell leg={row.original} value={row.original.sta} zone={zone} />,
      },
      ...ARRIVAL_MILESTONES.map(
        ([id, header, path]): BoardColumn<Leg> => ({
          id,
          header: t(header),
          cell: ({ row }) => milestoneValue(row.original.milestones_arrival, path),
        }),
      ),
    ],
    [t, zone],
  );
  const departureColumns = useMemo<BoardColumn<Leg>[]>(
    () => [
      {
        id: 'edit',
        header: '',
        cell: ({ row }) => (
          <EditButton
            kind="milestones"
            leg={row.original}
            side="departure"
            label={t('milestones.form.rowLabel', { flight: row.original.flight_number })}
          />
        ),
      },
      {
        id: 'date',
        header: t('board.cols.date'),
        cell: ({ row }) => dayMonth(row.original.datop_local),
      },
      {
        id: 'flight',
        header: t('board.cols.flight'),
        cell: ({ row }) => <FlightCell leg={row.original} />,
      },
      {
        id: 'destination',
        header: t('board.cols.destination'),
        cell: ({ row }) => row.original.arrstn,
      },
      {
        id: 'registration',
        header: t('board.cols.registration'),
        cell: ({ row }) => displayRegistration(row.original.registration),
      },
      {
        id: 'std',
        header: 'STD',
        cell: ({ row }) => <TimeCell leg={row.original} value={row.original.std} zone={zone} />,
      },
      ...DEPARTURE_MILESTONES.map(
        ([id, header, path]): BoardColumn<Leg> => ({
          id,
          header: t(header),
          cell: ({ row }) => {
            const value = milestoneValue(row.original.milestones_departure, path);
            return path === 'pea_parking.type' && value
              ? t(`milestones.form.peaTypes.${value}`)
              : value;
          },
        }),
      ),
    ],
    [t, zone],
  );

  return (
    <>
      <section className={styles.block} aria-label={t('milestones.arrival')}>
        <h2 className={styles.heading}>{t('milestones.arrival')}</h2>
        <BoardTable
          label={t('milestones.arrival')}
          data={filter(arrivals.items)}
          columns={arrivalColumns}
          getRowId={legId}
          rowClassName={greyCancelled}
          loading={arrivals.loading}
          empty={t('arrivals.empty')}
          maxHeight="40dvh"
        />
      </section>
      <section className={styles.block} aria-label={t('milestones.departure')}>
        <h2 className={styles.heading}>{t('milestones.departure')}</h2>
        <BoardTable
          label={t('milestones.departure')}
          data={filter(departures.items)}
          columns={departureColumns}
          getRowId={legId}
          rowClassName={greyCancelled}
          loading={departures.loading}
          empty={t('departures.empty')}
          maxHeight="40dvh"
        />
      </section>
    </>
  );
}
