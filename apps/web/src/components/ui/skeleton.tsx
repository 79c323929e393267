import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** CSS length or pixels; defaults to the full width. */
  width?: string | number;
  /** Height of one row, CSS length or pixels. */
  height?: string | number;
  rows?: number;
  className?: string;
}

/** Grey placeholder bars shown while data loads; screen readers hear one "loading" instead. */
export function Skeleton({ width = '100%', height = 16, rows = 1, className }: SkeletonProps) {
  const { t } = useTranslation();
  const bar: CSSProperties = { width, height };
  return (
    <div className={[styles.skeleton, className].filter(Boolean).join(' ')} aria-busy="true">
      <span className="visually-hidden">{t('ui.loading')}</span>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical rows that never reorder
        <span key={row} className={styles.bar} style={bar} aria-hidden="true" />
      ))}
    </div>
  );
}
