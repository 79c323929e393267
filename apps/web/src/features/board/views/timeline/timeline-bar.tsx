import { type BarLeg, localTime, type TimelineBar, type TimelineConflict } from '@board/domain';
import { TriangleAlert } from 'lucide-react';
import { Fragment, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenDrawer } from '../../../../lib/legs/drawer-request.ts';
import { LegMarker, useHasLegMarker } from '../leg-marker.tsx';
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
  /** The part of this bar that holds the chart's one tab stop, if it does (chart-focus.ts). */
  focusPart: string | null;
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
function FlightButton(props: { part: BarLeg; label: string; tabIndex: 0 | -1 }) {
  const { part, label } = props;
  const openDrawer = useOpenDrawer();
  return (
    <button
      type="button"
      className={styles.flight}
      aria-label={label}
      tabIndex={props.tabIndex}
      data-nav={part.side}
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
  focusPart,
}: BarProps) {
  const { t } = useTranslation();
  const hasMarker = useHasLegMarker();
  // A marker cleared while it held the tab stop hands it to its flight.
  const stop = (side: BarLeg['side'], leg: string) => {
    const marker = `${side}-marker`;
    return {
      flight: focusPart === side || (focusPart === marker && !hasMarker(leg)) ? 0 : -1,
      marker: focusPart === marker ? 0 : -1,
    } as const;
  };
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
        data-start={bar.start}
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
          {[bar.arrival, bar.departure].map((part) => {
            if (!part) return null;
            const tabIndex = stop(part.side, part.leg._id);
            return (
              <Fragment key={part.side}>
                <FlightButton part={part} label={label(part)} tabIndex={tabIndex.flight} />
                <LegMarker
                  legId={part.leg._id}
                  roving={{ nav: `${part.side}-marker`, tabIndex: tabIndex.marker }}
                />
              </Fragment>
            );
          })}
          {bar.delayCodes && <span className={styles.delays}>{bar.delayCodes}</span>}
        </span>
      </div>
    </>
  );
});
