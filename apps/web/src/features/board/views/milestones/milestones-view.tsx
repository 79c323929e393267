import { type Leg, type LegSide, legMatchesQuery } from '@board/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isCancelled } from '../../../../lib/legs/leg-format.ts';
import { useIsMobile } from '../../../../lib/use-is-mobile.ts';
import { useLegs } from '../../api/list-legs.ts';
import { useBoard } from '../../state/board-context.tsx';
import { BoardCards } from '../../table/board-cards.tsx';
import { BoardTable } from '../../table/board-table.tsx';
import { LEG_CARD_HEIGHT } from '../cards/leg-card.tsx';
import cells from '../cells.module.css';
import { rescheduledFlightClass } from '../list-columns.tsx';
import styles from '../overnights/overnights-view.module.css';
import { useListReport } from '../use-list-report.ts';
import { MilestoneCard } from './milestone-card.tsx';
import { milestoneColumns } from './milestone-columns.tsx';

const legId = (leg: Leg) => leg._id;
const greyCancelled = (leg: Leg) => (isCancelled(leg) ? cells.cancelledRow : undefined);
const flightCell = (leg: Leg, columnId: string) =>
  columnId === 'flight' ? rescheduledFlightClass(leg) : undefined;

/** One side's table: the station day's arrivals or departures with their milestones. */
function MilestonesTable({ side }: { side: LegSide }) {
  const { t } = useTranslation();
  const board = useBoard();
  const zone = board.timeZone;
  const params = { station: board.station, day: board.day, query: board.query };
  const list = useListReport(useLegs(params, side === 'arrival'));
  const columns = useMemo(() => milestoneColumns(t, side, zone), [t, side, zone]);
  const mobile = useIsMobile();
  const title = t(`milestones.${side}`);
  const legs = list.items.filter((leg) => legMatchesQuery(leg, board.searchText));
  const empty = t(side === 'arrival' ? 'arrivals.empty' : 'departures.empty');
  return (
    <section className={styles.block} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      {mobile ? (
        // A phone gets cards like every other view; the two lists share the screen as on a desk.
        <BoardCards
          label={title}
          data={legs}
          getRowId={legId}
          cardHeight={LEG_CARD_HEIGHT}
          renderCard={(leg) => <MilestoneCard leg={leg} side={side} zone={zone} />}
          loading={list.loading}
          empty={empty}
          maxHeight="40dvh"
        />
      ) : (
        <BoardTable
          label={title}
          data={legs}
          columns={columns}
          getRowId={legId}
          rowClassName={greyCancelled}
          cellClassName={flightCell}
          loading={list.loading}
          empty={empty}
          maxHeight="40dvh"
        />
      )}
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
