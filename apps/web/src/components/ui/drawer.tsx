import { X } from 'lucide-react';
import { type ReactNode, useContext, useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './drawer.module.css';
import { DrawerInPlaceContext } from './drawer-in-place.ts';
import { useModalDialog } from './use-modal-dialog.ts';

/** The drawer's slide, in and out (section 9: 300 ms); it stays on the page until it is out. */
const DRAWER_ANIMATION_MS = 300;

const FIELDS =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/** A drawer that records something starts on its first field; one that shows, on its title. */
function firstFocus(dialog: HTMLDialogElement): HTMLElement | null {
  return (
    dialog.querySelector<HTMLElement>(`[data-drawer-body] :is(${FIELDS})`) ??
    dialog.querySelector<HTMLElement>('h2')
  );
}

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
 * A panel sliding in from the right over a dimmed page, as the platform's modal dialog (see
 * use-modal-dialog.ts). It leaves full screen first: a panel opened over a full-screen board
 * would not be shown.
 */
export function Drawer({ open, onClose, title, subtitle, wide, footer, children }: DrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [shown, setShown] = useState(open);
  const standIn = useContext(DrawerInPlaceContext);
  // Read once, at the opening: the stand-in is gone by the next render.
  const [inPlace] = useState(() => standIn.current);
  const dialog = useModalDialog({ open: open && shown, onClose, initialFocus: firstFocus });

  useEffect(() => {
    if (open) {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      setShown(true);
      return;
    }
    const timer = setTimeout(() => setShown(false), DRAWER_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open]);

  if (!shown) return null;
  return createPortal(
    <dialog
      ref={dialog}
      className={[styles.panel, wide && styles.wide, inPlace && styles.inPlace]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
      data-drawer=""
    >
      {/* Not a <header>: inside a dialog it would read as a second banner of the page. */}
      <div className={styles.header}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title} tabIndex={-1}>
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
      </div>
      <div className={styles.body} data-drawer-body="">
        {children}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </dialog>,
    document.body,
  );
}
