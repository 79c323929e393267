import {
  displayRegistration,
  localDate,
  localTime,
  type TimelineConflict,
  type TimelineGroup,
} from '@board/domain';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChangeMarker } from '../../changes/change-marker.tsx';
import { LegActionsButton } from '../cards/leg-actions-button.tsx';
import { DayMark } from '../day-mark.tsx';
import styles from './timeline.module.css';

interface ListProps {
  groups: readonly TimelineGroup[];
  conflictsByBar: ReadonlyMap<string, TimelineConflict[]>;
  zone: string;
  /** The station day shown: a time on another day is marked −1 or +1. */
  day: string;
}

/** A bar's end as the station's time, marked when it falls on another day. */
function At({ at, zone, day }: { at: number; zone: string; day: string }) {
  const instant = new Date(at);
  return (
    <>
      {localTime(instant, zone)}
      <DayMark day={localDate(instant, zone)} board={day} />
    </>
  );
}

/**
 * On a phone the picture becomes a list read downwards: each stand with its aircraft in time
 * order, the same conflict markers, the same way into a leg's drawers as the cards.
 */
export function TimelineList({ groups, conflictsByBar, zone, day }: ListProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.list}>
      {groups.map((group) => (
        <section key={group.key} aria-label={t(`timeline.group.${group.key}`)}>
          <h2 className={styles.listGroup}>{t(`timeline.group.${group.key}`)}</h2>
          {group.rows.map((row) => (
            <div key={row.key} className={styles.listRow}>
              <h3 className={styles.listStand}>
                {group.key === 'none' || group.key === 'fleet'
                  ? displayRegistration(row.label) || '—'
                  : row.label}
              </h3>
              <ul>
                {row.bars.map((bar) => {
                  const conflicts = conflictsByBar.get(bar.id);
                  return (
                    <li
                      key={bar.id}
                      className={styles.listBar}
                      data-bar-id={bar.id}
                      data-conflict={conflicts ? true : undefined}
                      data-cancelled={bar.cancelled || undefined}
                    >
                      <span className={styles.listWhen}>
                        <span className={styles.listTimes}>
                          {bar.openStart ? '…' : <At at={bar.start} zone={zone} day={day} />}–
                          {bar.openEnd ? '…' : <At at={bar.end} zone={zone} day={day} />}
                        </span>
                        <span className={styles.muted}>
                          {displayRegistration(bar.registration)}
                        </span>
                      </span>
                      <span className={styles.listFlights}>
                        {[bar.arrival, bar.departure].map(
                          (part) =>
                            part && (
                              <span key={part.side} className={styles.listFlight}>
                                {part.leg.flight_number}
                                <ChangeMarker legId={part.leg._id} />
                                <LegActionsButton leg={part.leg} side={part.side} />
                              </span>
                            ),
                        )}
                      </span>
                      {conflicts && (
                        <span className={styles.listConflict}>
                          <TriangleAlert aria-hidden="true" />
                          {conflicts.map((c) => t(`timeline.conflict.${c.kind}`)).join(' · ')}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
