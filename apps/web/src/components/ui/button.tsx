import type { ComponentProps, ReactNode } from 'react';
import styles from './button.module.css';
import { Spinner } from './spinner.tsx';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: 'primary' | 'secondary' | 'tertiary';
  size?: 'md' | 'large';
  /** Shows a spinner in place of the icon and blocks further clicks until the work ends. */
  loading?: boolean;
  icon?: ReactNode;
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    styles.button,
    styles[variant],
    size === 'large' && styles.large,
    fullWidth && styles.fullWidth,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const leading = loading ? <Spinner size="sm" decorative /> : icon;
  return (
    <button
      {...rest}
      // A form's submit must be asked for explicitly: a stray button in a form never submits it.
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {leading && (
        <span className={styles.icon} aria-hidden="true">
          {leading}
        </span>
      )}
      {children}
    </button>
  );
}
