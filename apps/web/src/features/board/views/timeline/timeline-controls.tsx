import type { TimelineRowsBy } from '@board/domain';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './timeline.module.css';
import { ZOOM_HOURS, type ZoomHours } from './timeline-scale.ts';

interface ControlsProps {
  by: TimelineRowsBy;
  onBy(by: TimelineRowsBy): void;
  zoom: ZoomHours;
  onZoom(zoom: ZoomHours): void;
  conflicts: number;
  showConflicts: boolean;
  onShowConflicts(show: boolean): void;
  mobile: boolean;
}

/** Rows by stand or by aircraft, how many hours fill the width, and the list of conflicts. */
export function TimelineControls(props: ControlsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.controls}>
      <fieldset className={styles.segmented}>
        <legend className="visually-hidden">{t('timeline.rowsBy')}</legend>
        {(['stand', 'registration'] as const).map((by) => (
          <button
            key={by}
            type="button"
            aria-pressed={props.by === by}
            onClick={() => props.onBy(by)}
          >
            {t(`timeline.by.${by}`)}
          </button>
        ))}
      </fieldset>
      {!props.mobile && (
        <label className={styles.zoom}>
          <span>{t('timeline.zoom')}</span>
          <select
            value={props.zoom}
            onChange={(event) => props.onZoom(Number(event.target.value) as ZoomHours)}
          >
            {ZOOM_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {t('timeline.hours', { count: hours })}
              </option>
            ))}
          </select>
        </label>
      )}
      <button
        type="button"
        className={styles.conflictsToggle}
        data-count={props.conflicts}
        aria-expanded={props.showConflicts}
        onClick={() => props.onShowConflicts(!props.showConflicts)}
      >
        <TriangleAlert aria-hidden="true" />
        {t('timeline.conflicts', { count: props.conflicts })}
      </button>
    </div>
  );
}
