import {
  displayRegistration,
  type OvernightRow,
  PARKING_PLAN_COUNTRIES,
  sidesMatchQuery,
} from '@board/domain';
import { FileText } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../../config.ts';
import { useSession } from '../../../auth/index.ts';
import { useOvernights } from '../../api/list-overnights.ts';
import { dayMonth } from '../../format/leg-format.ts';
import { useBoard } from '../../frame/board-context.tsx';
import { type BoardColumn, BoardTable } from '../../table/board-table.tsx';
import { EditButton } from '../edit-button.tsx';
import { TimeCell } from '../leg-cells.tsx';
import { useListReport } from '../use-list-report.ts';
import { AddOvernightLink } from './add-overnight-link.tsx';
import styles from './overnights-view.module.css';
import { PlacementMarker } from './placement-marker.tsx';
import { RegistrationsLink } from './registrations-link.tsx';

const rowId = (row: OvernightRow) => row.arrival._id;

const record = (row: OvernightRow) => row.arrival.overnight;

/** Pernoctes: aircraft staying the night, in three tables side by side (section 2). */
export function OvernightsView() {
  const { t } = useTranslation();
  const board = useBoard();
  const { user } = useSession();
  const zone = board.timeZone;
  const result = useOvernights(
    { station: board.station, day: board.day, query: board.query },
    user?.email ?? '',
  );
  const { items, loading } = useListReport(result);
  const rows = useMemo(
    () => items.filter((r) => sidesMatchQuery(r, board.searchText)),
    [items, board.searchText],
  );
  const plan =
    board.country && (PARKING_PLAN_COUNTRIES as readonly string[]).includes(board.country);

  const arrivals = useMemo<BoardColumn<OvernightRow>[]>(
    () => [
      {
        id: 'date',
        header: t('board.cols.date'),
        cell: ({ row }) => dayMonth(row.original.arrival.arrival_date),
      },
      {
        id: 'flight',
        header: t('board.cols.flight'),
        cell: ({ row }) => row.original.arrival.flight_number,
      },
      {
        id: 'origin',
        header: t('board.cols.origin'),
        cell: ({ row }) => row.original.arrival.depstn,
      },
      {
        id: 'eta',
        header: 'ETA',
        cell: ({ row }) => (
          <TimeCell
            leg={row.original.arrival}
            value={row.original.arrival.eta ?? row.original.arrival.sta}
            zone={zone}
          />
        ),
      },
      {
        id: 'pea',
        header: t('board.cols.pea'),
        cell: ({ row }) => row.original.arrival.pea_number_arrival ?? '',
      },
      {
        id: 'tape',
        header: t('board.cols.tape'),
        cell: ({ row }) => row.original.arrival.pea_tape ?? '',
      },
    ],
    [t, zone],
  );
  const overnights = useMemo<BoardColumn<OvernightRow>[]>(
    () => [
      {
        id: 'registration',
        header: t('board.cols.registration'),
        cell: ({ row }) => displayRegistration(row.original.registration),
      },
      {
        id: 'type',
        header: t('overnights.type'),
        cell: ({ row }) => {
          const code = record(row.original)?.type.code;
          const name = code ? t(`overnights.types.${code}`) : '';
          const problem = row.original.placement_problem;
          // Most rows have no marker: plain text keeps the table's DOM small.
          if (!problem) return name;
          return (
            <>
              {name}
              <PlacementMarker problem={problem} />
            </>
          );
        },
      },
      {
        id: 'location',
        header: t('overnights.location'),
        cell: ({ row }) => record(row.original)?.ubication ?? '',
      },
      {
        id: 'cut',
        header: t('overnights.cut'),
        cell: ({ row }) => {
          const cut = record(row.original)?.cut;
          return cut === undefined ? '' : t(cut ? 'common.yes' : 'common.no');
        },
      },
      {
        id: 'comment',
        header: t('overnights.comment'),
        cell: ({ row }) => record(row.original)?.comment ?? '',
      },
      {
        id: 'action',
        header: t('board.cols.action'),
        cell: ({ row }) => (
          <EditButton
            kind="overnight"
            leg={row.original.arrival}
            side="arrival"
            label={t('overnights.rowLabel', {
              registration: displayRegistration(row.original.registration),
            })}
            choices={items}
          />
        ),
      },
    ],
    [t, items],
  );
  const departures = useMemo<BoardColumn<OvernightRow>[]>(
    () => [
      {
        id: 'date',
        header: t('board.cols.date'),
        cell: ({ row }) => dayMonth(row.original.departure?.datop_local),
      },
      {
        id: 'flight',
        header: t('board.cols.flight'),
        cell: ({ row }) => row.original.departure?.flight_number ?? '',
      },
      {
        id: 'destination',
        header: t('board.cols.destination'),
        cell: ({ row }) => row.original.departure?.arrstn ?? '',
      },
      {
        id: 'etd',
        header: 'ETD',
        cell: ({ row }) => (
          <TimeCell
            leg={row.original.departure}
            value={row.original.departure?.etd ?? row.original.departure?.std}
            zone={zone}
          />
        ),
      },
      {
        id: 'pea',
        header: t('board.cols.pea'),
        cell: ({ row }) => row.original.departure?.pea_number_departure ?? '',
      },
      {
        id: 'gate',
        header: t('board.cols.gate'),
        cell: ({ row }) => row.original.departure?.pea_hall_departure ?? '',
      },
    ],
    [t, zone],
  );

  const table = (label: string, columns: BoardColumn<OvernightRow>[]) => (
    <section className={styles.block} aria-label={label}>
      <h2 className={styles.heading}>{label}</h2>
      <BoardTable
        label={label}
        data={rows}
        columns={columns}
        getRowId={rowId}
        loading={loading}
        empty={t('overnights.empty')}
      />
    </section>
  );

  return (
    <>
      <div className={styles.links}>
        {plan ? (
          <a
            className={styles.link}
            href={`${appConfig.basePath}plans/${board.station}.pdf`}
            target="_blank"
            rel="noreferrer"
          >
            <FileText aria-hidden="true" />
            {t('overnights.parkingPlan')}
          </a>
        ) : (
          <span className={styles.link} aria-disabled="true">
            <FileText aria-hidden="true" />
            {t('overnights.parkingPlan')}
          </span>
        )}
        <RegistrationsLink />
        <AddOvernightLink rows={items} />
      </div>
      <div className={styles.tables}>
        {table(t('overnights.arrivals'), arrivals)}
        {table(t('overnights.overnights'), overnights)}
        {table(t('overnights.departures'), departures)}
      </div>
    </>
  );
}
