import { type Leg, OVERNIGHTS_COLUMNS, type OvernightRow, sidesMatchQuery } from '@board/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../../lib/use-is-mobile.ts';
import { useSession } from '../../../../session/session.ts';
import { useOvernights } from '../../api/list-overnights.ts';
import { useBoard } from '../../state/board-context.tsx';
import { type BoardColumn, BoardTable } from '../../table/board-table.tsx';
import { FlightCell } from '../leg-cells.tsx';
import { flightCellClass, screenColumns } from '../list-columns.tsx';
import { useListReport } from '../use-list-report.ts';
import { overnightCells } from './overnight-cells.tsx';
import { OvernightLinks } from './overnight-links.tsx';
import styles from './overnights-view.module.css';

const rowId = (row: OvernightRow) => row.arrival._id;

/** The list's columns of one block (none: the night's record), each block a table of its own. */
const blockColumns = (block: string | undefined) =>
  OVERNIGHTS_COLUMNS.filter((column) => column.block?.id === block).map(
    ({ block: _, ...column }) => column,
  );
const ARRIVALS = blockColumns('arrivals');
const NIGHTS = blockColumns(undefined);
const DEPARTURES = blockColumns('departures');
const cellClass = flightCellClass(OVERNIGHTS_COLUMNS);

/**
 * Three tables share the width (or a phone's): a flight's status keeps its icon only, its word
 * as the icon's name and tooltip, so each block fits its box without scrolling sideways.
 */
const compactFlight = (key: string, legOf: (row: OvernightRow) => Leg | null) => ({
  [key]: (row: OvernightRow) => <FlightCell leg={legOf(row)} compact />,
});
const ARRIVAL_CELLS = compactFlight('a_flight', (row) => row.arrival);
const DEPARTURE_CELLS = compactFlight('d_flight', (row) => row.departure);

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
  const mobile = useIsMobile();
  const rows = useMemo(
    () => items.filter((r) => sidesMatchQuery(r, board.searchText)),
    [items, board.searchText],
  );
  const tables = useMemo(
    () =>
      [
        [t('overnights.arrivals'), screenColumns(ARRIVALS, { t, zone }, { cells: ARRIVAL_CELLS })],
        [
          t('overnights.overnights'),
          screenColumns(NIGHTS, { t, zone }, { cells: overnightCells(t, items, mobile) }),
        ],
        [
          t('overnights.departures'),
          screenColumns(DEPARTURES, { t, zone }, { cells: DEPARTURE_CELLS }),
        ],
      ] satisfies [string, BoardColumn<OvernightRow>[]][],
    [t, zone, items, mobile],
  );

  return (
    <>
      <OvernightLinks rows={items} />
      <div className={styles.tables}>
        {tables.map(([label, columns]) => (
          <section key={label} className={styles.block} aria-label={label}>
            <h2 className={styles.heading}>{label}</h2>
            <BoardTable
              label={label}
              data={rows}
              columns={columns}
              getRowId={rowId}
              cellClassName={cellClass}
              loading={loading}
              empty={t('overnights.empty')}
            />
          </section>
        ))}
      </div>
    </>
  );
}
