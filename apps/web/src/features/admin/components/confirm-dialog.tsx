import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button, useModalDialog } from '../../../components/ui/index.ts';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The text of the button that goes ahead, e.g. "Quitar estación". */
  confirmLabel: string;
  /** The confirmation is not ready to be given yet (what it names is still loading). */
  waiting?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before an action that is hard to undo, as a modal dialog shown while it is mounted.
 * Focus starts on Cancelar, so a stray Enter keeps things as they are; Escape and a press
 * outside cancel too.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  waiting = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog({
    open: true,
    onClose: onCancel,
    initialFocus: () => cancel.current,
  });

  return createPortal(
    <dialog
      ref={dialog}
      className={styles.dialog}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div id={textId} className={styles.text}>
        {children}
      </div>
      <div className={styles.actions}>
        <Button ref={cancel} variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button className={styles.confirm} loading={waiting} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>,
    document.body,
  );
}
