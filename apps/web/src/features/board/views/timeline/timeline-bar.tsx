import { type BarLeg, localTime, type TimelineBar, type TimelineConflict } from '@board/domain';
import { TriangleAlert } from 'lucide-react';
import { Fragment, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeMarker } from '../../changes/change-marker.tsx';
import { useOpenDrawer } from '../../editing/drawer-request.ts';
import styles from './timeline.module.css';
import { LABEL_WIDTH } from './timeline-items.ts';
import { type TimeScale, xOf } from './timeline-scale.ts';

interface BarProps {
  bar: TimelineBar;
  scale: TimeScale;
  zone: string;
  conflicts: readonly TimelineConflict[] | undefined;
  /** Its lane of the row, and how many the row has: overlapping bars stack. */
  lane: number;
  lanes: number;
}

/**
 * A bar this wide or wider keeps its label in view while it runs out of the chart. Only these:
 * every sticky label is placed again on every frame of a scroll, and hundreds of them (a day of
 * short turns) halved the frames panning down. A short bar's label is in view with the bar.
 */
const STICKY_LABEL_PX = 320;

/** Room for bars in a row, above the scheduled outline. */
const BARS_TOP = 5;
const BARS_HEIGHT = 28;

/** The scheduled time on the stand, drawn as a thin outline under the bar. */
function ScheduledGhost({ bar, scale }: { bar: TimelineBar; scale: TimeScale }) {
  const start = bar.scheduledStart ?? bar.start;
  const end = bar.scheduledEnd ?? bar.end;
  if (bar.scheduledStart === null && bar.scheduledEnd === null) return null;
  return (
    <div
      className={styles.scheduled}
      style={{ left: xOf(scale, start), width: Math.max(xOf(scale, end) - xOf(scale, start), 2) }}
      aria-hidden="true"
    />
  );
}

/** A flight of the bar: the way into its drawers, as a row's buttons are on the board. */
function FlightButton({ part, label }: { part: BarLeg; label: string }) {
  const openDrawer = useOpenDrawer();
  return (
    <button
      type="button"
      className={styles.flight}
      aria-label={label}
      onClick={() =>
        openDrawer({ kind: 'actions', leg: part.leg, side: part.side, readOnly: false })
      }
    >
      {part.leg.flight_number}
    </button>
  );
}

/**
 * An aircraft's time on a stand. Solid once it is on block (what happened), lighter while only
 * expected; an open end fades out; a cancelled leg is greyed; a conflict rings it in red.
 */
export const TimelineBarView = memo(function TimelineBarView({
  bar,
  scale,
  zone,
  conflicts,
  lane,
  lanes,
}: BarProps) {
  const { t } = useTranslation();
  const left = xOf(scale, bar.start);
  const width = Math.max(xOf(scale, bar.end) - left, 6);
  const times = `${localTime(new Date(bar.start), zone)}–${localTime(new Date(bar.end), zone)}`;
  const stand = bar.stand?.number ?? t('timeline.noStand');
  const label = (part: BarLeg) =>
    t(part.side === 'arrival' ? 'timeline.openArrival' : 'timeline.openDeparture', {
      flight: part.leg.flight_number,
      stand,
      times,
    });
  const problems = conflicts?.map((c) => t(`timeline.conflict.${c.kind}`)).join(' · ');
  return (
    <>
      <ScheduledGhost bar={bar} scale={scale} />
      <div
        className={styles.bar}
        style={{
          left,
          width,
          top: BARS_TOP + (lane * BARS_HEIGHT) / lanes,
          height: BARS_HEIGHT / lanes - (lanes > 1 ? 2 : 4),
        }}
        data-bar-id={bar.id}
        data-actual={bar.actualStart || undefined}
        data-open-start={bar.openStart || undefined}
        data-open-end={bar.openEnd || undefined}
        data-cancelled={bar.cancelled || undefined}
        data-conflict={conflicts ? true : undefined}
        data-towed={bar.towedFrom ? true : undefined}
        data-long={width >= STICKY_LABEL_PX || undefined}
        title={[times, bar.registration, problems].filter(Boolean).join(' · ')}
      >
        {/* A long bar's label is held at the chart's left edge while the bar runs on out of
            view: a night's bar still says whose it is. */}
        <span className={styles.barLabel} style={{ left: LABEL_WIDTH + 4 }}>
          {conflicts && (
            <TriangleAlert className={styles.conflictMark} aria-label={problems} role="img" />
          )}
          {[bar.arrival, bar.departure].map(
            (part) =>
              part && (
                <Fragment key={part.side}>
                  <FlightButton part={part} label={label(part)} />
                  <ChangeMarker legId={part.leg._id} />
                </Fragment>
              ),
          )}
          {bar.delayCodes && <span className={styles.delays}>{bar.delayCodes}</span>}
        </span>
      </div>
    </>
  );
});
