import { type Leg, type LegSide, legMatchesQuery } from '@board/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLegs } from '../../api/list-legs.ts';
import { isCancelled } from '../../format/leg-format.ts';
import { useBoard } from '../../frame/board-context.tsx';
import { BoardTable } from '../../table/board-table.tsx';
import cells from '../cells.module.css';
import styles from '../overnights/overnights-view.module.css';
import { useListReport } from '../use-list-report.ts';
import { milestoneColumns } from './milestone-columns.tsx';

const legId = (leg: Leg) => leg._id;
const greyCancelled = (leg: Leg) => (isCancelled(leg) ? cells.cancelledRow : undefined);

/** One side's table: the station day's arrivals or departures with their milestones. */
function MilestonesTable({ side }: { side: LegSide }) {
  const { t } = useTranslation();
  const board = useBoard();
  const zone = board.timeZone;
  const params = { station: board.station, day: board.day, query: board.query };
  const list = useListReport(useLegs(params, side === 'arrival'));
  const columns = useMemo(() => milestoneColumns(t, side, zone), [t, side, zone]);
  const title = t(`milestones.${side}`);
  return (
    <section className={styles.block} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <BoardTable
        label={title}
        data={list.items.filter((leg) => legMatchesQuery(leg, board.searchText))}
        columns={columns}
        getRowId={legId}
        rowClassName={greyCancelled}
        loading={list.loading}
        empty={t(side === 'arrival' ? 'arrivals.empty' : 'departures.empty')}
        maxHeight="40dvh"
      />
    </section>
  );
}

/** Hitos: turnaround milestones of the day's arrivals and departures (section 2). */
export function MilestonesView() {
  return (
    <>
      <MilestonesTable side="arrival" />
      <MilestonesTable side="departure" />
    </>
  );
}
