import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './drawer.module.css';

/** The drawer's slide, in and out (section 9: 300 ms). */
export const DRAWER_ANIMATION_MS = 300;

export interface DrawerProps {
  open: boolean;
  onClose(): void;
  title: string;
  /** A line under the title: which flight the drawer is about. */
  subtitle?: ReactNode;
  /** The wider of the two drawer widths of section 9 (30rem) rather than 480px. */
  wide?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A panel sliding in from the right over a dimmed page. It is drawn above everything but the
 * toasts (a save's failure must stay readable), and leaves full screen first: a panel opened
 * over a full-screen board would not be shown.
 */
export function Drawer({ open, onClose, title, subtitle, wide, footer, children }: DrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(open);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (open) {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      setShown(true);
      setLeaving(false);
      return;
    }
    setLeaving(true);
    const timer = setTimeout(() => setShown(false), DRAWER_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open]);

  // Focus moves into the drawer and back where it was when the drawer goes.
  useEffect(() => {
    if (!shown) return;
    const before = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(
      'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])',
    );
    (first ?? panel.current)?.focus();
    return () => before?.focus?.();
  }, [shown]);

  if (!shown) return null;
  return createPortal(
    <div className={styles.layer} data-leaving={leaving || undefined}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className={wide ? `${styles.panel} ${styles.wide}` : styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          }
        }}
      >
        <header className={styles.header}>
          <div className={styles.heading}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {subtitle && <div className={styles.subtitle}>{subtitle}</div>}
          </div>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('common.close')}
          >
            <X aria-hidden="true" />
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
