import type { Leg } from '@board/domain';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STATUS_KEYS } from './leg-format.ts';
import styles from './leg-status.module.css';

/** The status of a leg as the board marks it: CNLD, Reprogramado with warning, Confirmado. */
export function LegStatus({ leg }: { leg: Leg | null }) {
  const { t } = useTranslation();
  switch (leg?.leg_status_timeline) {
    case 'CANCELED':
      return <span className={styles.cancelled}>{t(STATUS_KEYS.CANCELED)}</span>;
    case 'RESCHEDULED':
      return (
        <span className={styles.rescheduled}>
          <TriangleAlert aria-hidden="true" />
          {t(STATUS_KEYS.RESCHEDULED)}
        </span>
      );
    case 'CONFIRMED':
      return (
        <span className={styles.confirmed}>
          <CircleCheck aria-hidden="true" />
          {t(STATUS_KEYS.CONFIRMED)}
        </span>
      );
    default:
      return null;
  }
}

/** A colour marker dot with its meaning for screen readers and as a tooltip. */
export function Marker({ colour, label }: { colour: string | null; label: string }) {
  if (!colour) return null;
  return (
    <span
      className={styles.marker}
      data-colour={colour}
      title={label}
      role="img"
      aria-label={label}
    />
  );
}
