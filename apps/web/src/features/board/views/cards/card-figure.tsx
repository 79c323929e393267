import type { ReactNode } from 'react';
import legSide from './leg-side.module.css';

/** A labelled value on a phone card. */
export function CardFigure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <span>
      <span className={legSide.label}>{label}</span> {value === null || value === '' ? '–' : value}
    </span>
  );
}
