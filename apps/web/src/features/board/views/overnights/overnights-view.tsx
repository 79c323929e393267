import { OVERNIGHTS_COLUMNS, type OvernightRow, sidesMatchQuery } from '@board/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../session/session.ts';
import { useOvernights } from '../../api/list-overnights.ts';
import { useBoard } from '../../frame/board-context.tsx';
import { type BoardColumn, BoardTable } from '../../table/board-table.tsx';
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
  const tables = useMemo(
    () =>
      [
        [t('overnights.arrivals'), screenColumns(ARRIVALS, { t, zone })],
        [
          t('overnights.overnights'),
          screenColumns(NIGHTS, { t, zone }, { cells: overnightCells(t, items) }),
        ],
        [t('overnights.departures'), screenColumns(DEPARTURES, { t, zone })],
      ] satisfies [string, BoardColumn<OvernightRow>[]][],
    [t, zone, items],
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
