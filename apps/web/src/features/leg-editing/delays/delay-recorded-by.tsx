import { type Leg, localDate, localTime } from '@board/domain';
import { useTranslation } from 'react-i18next';
import { dayMonth } from '../../../lib/legs/leg-format.ts';
import { useStationDay } from '../../../lib/station-day.tsx';
import parts from '../drawer-parts.module.css';
import styles from './delays-drawer.module.css';

/**
 * Who last recorded a delay entry (a person, or a movement message with its sub-code) and when,
 * and whether the duty manager changed it.
 */
export function DelayRecordedBy({ entry }: { entry: Leg['delays'][number] | undefined }) {
  const { t } = useTranslation();
  const { timeZone } = useStationDay();
  const when = (at: string) => `${dayMonth(localDate(at, timeZone))} ${localTime(at, timeZone)}`;
  return (
    <>
      {entry?.last_editor && (
        <p className={parts.muted}>
          {entry.source === 'MVT'
            ? t('mvt.received')
            : t('edits.delays.lastEdit', entry.last_editor)}
          {entry.sub_code &&
            ` · ${t('mvt.subCode', { code: `${entry.delay.code}${entry.sub_code}` })}`}
          {entry.last_update && (
            <>
              {' · '}
              <time dateTime={entry.last_update} className={styles.nowrap}>
                {when(entry.last_update)}
              </time>
            </>
          )}
        </p>
      )}
      {entry?.modified_by_duty && <p className={styles.badge}>{t('edits.delays.byDuty')}</p>}
    </>
  );
}
