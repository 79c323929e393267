import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../network.module.css';

/** The chart's figures as a table, folded under it: what a screen reader and a copy-paste use. */
export function ChartTable({
  caption,
  head,
  rows,
  summary,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  /** What the fold says, where a chart's figures take more than one table. */
  summary?: string;
}) {
  const { t } = useTranslation();
  return (
    <details className={styles.tableFold}>
      <summary>{summary ?? t('network.chartTable')}</summary>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // Rows are the figures in their order; they have no identity beyond it.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={i}>
              {row.map((cell, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row, in order
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
