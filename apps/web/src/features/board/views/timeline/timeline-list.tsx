import {
  displayRegistration,
  localDate,
  localTime,
  type TimelineConflict,
  type TimelineGroup,
} from '@board/domain';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LegActionsButton } from '../cards/leg-actions-button.tsx';
import { DayMark } from '../day-mark.tsx';
import { LegMarker } from '../leg-marker.tsx';
import { PendingMark } from '../pending-mark.tsx';
import styles from './timeline.module.css';

interface ListProps {
  groups: readonly TimelineGroup[];
  conflictsByBar: ReadonlyMap<string, TimelineConflict[]>;
  zone: string;
  /** The station day shown: a time on another day is marked −1 or +1. */
  day: string;
  /** A bar to bring into view and focus (a conflict's jump); the count makes a repeat a new one. */
  jump: { barId: string; count: number } | null;
}

/**
 * The list's answer to a conflict's jump: its bar scrolled into view, focus on its first flight
 * (or on the line, when no flight of it can be opened), and a flash to find it by.
 */
function useListJump(list: HTMLElement | null, jump: ListProps['jump']) {
  useEffect(() => {
    const line =
      jump && list?.querySelector<HTMLElement>(`[data-bar-id="${CSS.escape(jump.barId)}"]`);
    if (!line) return;
    line.scrollIntoView({ block: 'center' });
    const flight = line.querySelector<HTMLButtonElement>('button:not(:disabled)');
    (flight ?? line).focus({ preventScroll: true });
    line.setAttribute('data-flash', 'true');
    const timer = setTimeout(() => line.removeAttribute('data-flash'), 2_000);
    return () => clearTimeout(timer);
  }, [list, jump]);
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
export function TimelineList({ groups, conflictsByBar, zone, day, jump }: ListProps) {
  const { t } = useTranslation();
  const [list, setList] = useState<HTMLElement | null>(null);
  useListJump(list, jump);
  return (
    <div className={styles.list} ref={setList}>
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
                      // Focused by a jump when none of its flights can be opened.
                      tabIndex={-1}
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
                                <LegMarker legId={part.leg._id} />
                                <PendingMark legId={part.leg._id} />
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
