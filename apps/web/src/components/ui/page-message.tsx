import type { ReactNode } from 'react';
import styles from './page-message.module.css';

export interface PageMessageProps {
  icon?: ReactNode;
  title?: string;
  text?: string;
  /** A button or link, e.g. "go home" on the not-found page. */
  action?: ReactNode;
  /** The not-found page uses 1; an empty state inside a page keeps the default 2. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** A centred message for empty states and whole-page outcomes. */
export function PageMessage({
  icon,
  title,
  text,
  action,
  headingLevel = 2,
  className,
}: PageMessageProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.message, className].filter(Boolean).join(' ')}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      {title && <Heading className={styles.title}>{title}</Heading>}
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
