import type { Leg } from '@board/domain';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STATUS_KEYS } from '../../../lib/legs/leg-format.ts';
import styles from './leg-status.module.css';

const ICONS = { RESCHEDULED: TriangleAlert, CONFIRMED: CircleCheck } as const;

/**
 * The status of a leg as the board marks it: CNLD, Reprogramado with a warning icon, Confirmado
 * with a check. `compact` (phone cards) keeps the icon and gives the word as its name and tooltip.
 */
export function LegStatus({ leg, compact = false }: { leg: Leg | null; compact?: boolean }) {
  const { t } = useTranslation();
  const status = leg?.leg_status_timeline;
  if (!status) return null;
  const word = t(STATUS_KEYS[status]);
  if (status === 'CANCELED') return <span className={styles.cancelled}>{word}</span>;
  const Icon = ICONS[status];
  const className = status === 'RESCHEDULED' ? styles.rescheduled : styles.confirmed;
  if (compact) {
    return (
      <span className={className} role="img" aria-label={word} title={word}>
        <Icon aria-hidden="true" />
      </span>
    );
  }
  return (
    <span className={className}>
      <Icon aria-hidden="true" />
      {word}
    </span>
  );
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
