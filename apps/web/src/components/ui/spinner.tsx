import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced text; defaults to the translated "loading". */
  'aria-label'?: string;
  /** Inside a control that already says it is busy (aria-busy), the spinner is only decoration. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({
  size = 'md',
  'aria-label': ariaLabel,
  decorative = false,
  className,
}: SpinnerProps) {
  const { t } = useTranslation();
  const classes = [styles.spinner, styles[size], className].filter(Boolean).join(' ');
  if (decorative) return <span className={classes} aria-hidden="true" />;
  return <span className={classes} role="status" aria-label={ariaLabel ?? t('ui.loading')} />;
}
