import type { OvernightRow } from '@board/domain';
import { TriangleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './overnights-view.module.css';

/**
 * A warning sign on a row listed only because it holds an overnight that no longer fits the day
 * (the aircraft lands or leaves again, or the flight was cancelled). The reason is its tooltip
 * and its name for screen readers; the drawer says it again with what to do.
 */
export function PlacementMarker({
  problem,
}: {
  problem: NonNullable<OvernightRow['placement_problem']>;
}) {
  const { t } = useTranslation();
  const reason = t(problem.key, problem.params);
  return (
    <span
      className={styles.marker}
      role="img"
      title={reason}
      aria-label={t('overnights.placement.marker', { reason })}
    >
      <TriangleExclamationPoint aria-hidden="true" />
    </span>
  );
}
