import { localDate, localTime, type TimelineConflict } from '@board/domain';
import { useTranslation } from 'react-i18next';
import { DayMark } from '../day-mark.tsx';
import styles from './timeline.module.css';

interface ConflictListProps {
  conflicts: readonly TimelineConflict[];
  day: string;
  zone: string;
  onJump(conflict: TimelineConflict): void;
}

/** What the picture flags, in the order it comes, each with a way to the bar. */
export function ConflictList({ conflicts, day, zone, onJump }: ConflictListProps) {
  const { t } = useTranslation();
  if (conflicts.length === 0) {
    return <p className={styles.noConflicts}>{t('timeline.noConflicts')}</p>;
  }
  return (
    <ol
      className={styles.conflicts}
      aria-label={t('timeline.conflicts', { count: conflicts.length })}
    >
      {conflicts.map((conflict) => (
        <li key={`${conflict.kind}:${conflict.barIds.join(',')}`} className={styles.conflict}>
          <span className={styles.conflictTime}>
            {localTime(new Date(conflict.at), zone)}
            <DayMark day={localDate(new Date(conflict.at), zone)} board={day} />
          </span>
          <span className={styles.conflictText}>
            <strong>{t(`timeline.conflict.${conflict.kind}`)}</strong>
            <span>
              {t(`timeline.conflictDetail.${conflict.kind}`, {
                stand: conflict.stand,
                flights: conflict.flights.join(', '),
                minutes: conflict.minutes,
                minimum: conflict.minimum,
              })}
            </span>
          </span>
          <button type="button" className={styles.jump} onClick={() => onJump(conflict)}>
            {t('timeline.jump')}
          </button>
        </li>
      ))}
    </ol>
  );
}
