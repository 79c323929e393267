import { type ReactNode, useId } from 'react';
import styles from './admin-section.module.css';

interface AdminSectionProps {
  title: string;
  /** What the section is for, in one line under the title. */
  hint: string;
  /** A figure beside the title, e.g. how many stations there are. */
  count?: number;
  className?: string;
  testId: string;
  children: ReactNode;
}

/** One card of the administration page, named by its heading. */
export function AdminSection({
  title,
  hint,
  count,
  className,
  testId,
  children,
}: AdminSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={[styles.section, className].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
          {count !== undefined && <span className={styles.count}>{count}</span>}
        </h2>
        <p className={styles.hint}>{hint}</p>
      </header>
      {children}
    </section>
  );
}
