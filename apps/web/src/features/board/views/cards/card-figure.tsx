import type { ReactNode } from 'react';
import styles from './leg-card.module.css';

/** A labelled value on a phone card. */
export function CardFigure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <span>
      <span className={styles.label}>{label}</span> {value === null || value === '' ? '–' : value}
    </span>
  );
}
