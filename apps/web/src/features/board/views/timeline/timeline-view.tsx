import { localDate, type TimelineConflict, type TimelineRowsBy } from '@board/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../../lib/use-is-mobile.ts';
import { useTurnarounds } from '../../api/list-turnarounds.ts';
import { useBoard } from '../../state/board-context.tsx';
import { useListReport } from '../use-list-report.ts';
import { ConflictList } from './conflict-list.tsx';
import styles from './timeline.module.css';
import { TimelineChart } from './timeline-chart.tsx';
import { TimelineControls } from './timeline-controls.tsx';
import { TimelineList } from './timeline-list.tsx';
import type { ZoomHours } from './timeline-scale.ts';
import { useChartWidth } from './use-chart-width.ts';
import { useTimelinePicture } from './use-timeline-picture.ts';

/** The clock the now-line follows, read again every half minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Línea de tiempo: the station day as a picture of its stands (or aircraft), built from the
 * General board's turnarounds, so it follows the same date, search and live updates, and opens
 * the same drawers under the same permissions (decision 0039).
 */
export function TimelineView() {
  const { t } = useTranslation();
  const board = useBoard();
  const result = useTurnarounds({ station: board.station, day: board.day, query: board.query });
  const { items, loading } = useListReport(result);
  const mobile = useIsMobile();
  const now = useNow();
  const [by, setBy] = useState<TimelineRowsBy>('stand');
  const [zoom, setZoom] = useState<ZoomHours>(6);
  const [showConflicts, setShowConflicts] = useState(false);
  const [jump, setJump] = useState<{ barId: string; count: number } | null>(null);
  // Held in state: the chart measures and scrolls it, so it must render again once it exists.
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const viewPx = useChartWidth(scroller);

  const { bars, groups, conflicts, conflictsByBar } = useTimelinePicture(
    items,
    board.searchText,
    by,
  );
  const today = localDate(new Date(now), board.timeZone) === board.day;
  const startAt = today ? now - 3_600_000 : (bars[0]?.start ?? now);
  const jumpTo = (conflict: TimelineConflict) =>
    setJump((last) => ({ barId: conflict.barIds[0] ?? '', count: (last?.count ?? 0) + 1 }));

  return (
    <div className={styles.view}>
      <TimelineControls
        by={by}
        onBy={setBy}
        zoom={zoom}
        onZoom={setZoom}
        conflicts={conflicts.length}
        showConflicts={showConflicts}
        onShowConflicts={setShowConflicts}
        mobile={mobile}
      />
      {showConflicts && (
        <ConflictList conflicts={conflicts} day={board.day} zone={board.timeZone} onJump={jumpTo} />
      )}
      {!loading && bars.length === 0 && <p className={styles.empty}>{t('general.empty')}</p>}
      {mobile ? (
        <TimelineList
          groups={groups}
          conflictsByBar={conflictsByBar}
          zone={board.timeZone}
          day={board.day}
          jump={jump}
        />
      ) : (
        <section
          ref={setScroller}
          className={styles.scroller}
          aria-label={t('titles.timeline')}
          aria-busy={loading || undefined}
          data-testid="timeline"
        >
          {viewPx > 0 && (
            <TimelineChart
              bars={bars}
              groups={groups}
              conflictsByBar={conflictsByBar}
              day={board.day}
              zone={board.timeZone}
              zoom={zoom}
              now={now}
              scroller={scroller}
              startAt={startAt}
              jump={jump}
              viewPx={viewPx}
            />
          )}
        </section>
      )}
    </div>
  );
}
