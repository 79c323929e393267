import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './link-element.module.css';

type LinkTarget = '_self' | '_blank' | '_parent' | '_top';

export interface LinkElementProps extends Omit<ComponentProps<'a'>, 'href' | 'target'> {
  href: string;
  target?: LinkTarget;
  /** Keeps the link visible but inert, e.g. a download not yet available. */
  disabled?: boolean;
  icon?: ReactNode;
  children: ReactNode;
}

export function LinkElement({
  href,
  target = '_self',
  disabled = false,
  icon,
  children,
  className,
  rel,
  ...rest
}: LinkElementProps) {
  const { t } = useTranslation();
  const classes = [styles.link, disabled && styles.disabled, className].filter(Boolean).join(' ');
  const content = (
    <>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </>
  );

  if (disabled) {
    // Without href an anchor cannot be followed; the role keeps it announced as a link.
    return (
      <a {...rest} role="link" aria-disabled="true" className={classes}>
        {content}
      </a>
    );
  }

  const opensTab = target === '_blank';
  // A new tab must not get a handle on this window (window.opener) nor our address.
  const relValue = opensTab ? [rel, 'noopener noreferrer'].filter(Boolean).join(' ') : rel;
  return (
    <a {...rest} href={href} target={target} rel={relValue} className={classes}>
      {content}
      {opensTab && <span className="visually-hidden"> {t('ui.link.newTab')}</span>}
    </a>
  );
}
