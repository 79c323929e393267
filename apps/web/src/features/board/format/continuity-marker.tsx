import type { ContinuityViolation } from '@board/domain';
import { Unlink2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './continuity-marker.module.css';

/**
 * A small broken-link sign where the aircraft's sequence of legs does not hold together at this
 * leg (packages/domain rules/continuity.ts). The reasons are its tooltip and its name for screen
 * readers; the row keeps its colours, since the leg itself may be fine and the data wrong.
 */
export function ContinuityMarker({
  violations,
}: {
  violations: readonly ContinuityViolation[] | undefined;
}) {
  const { t } = useTranslation();
  if (!violations || violations.length === 0) return null;
  const reasons = violations.map((v) => t(`continuity.reasons.${v.kind}`, v.params));
  return (
    <span
      className={styles.marker}
      role="img"
      title={reasons.join('\n')}
      aria-label={t('continuity.marker', { reasons: reasons.join('; ') })}
    >
      <Unlink2 aria-hidden="true" />
    </span>
  );
}
