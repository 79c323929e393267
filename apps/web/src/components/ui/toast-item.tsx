import { TOAST_ANIMATION_MS, TOAST_DURATION_MS } from '@board/domain';
import {
  CircleCheck,
  CircleExclamationPoint,
  Info,
  TriangleExclamationPoint,
  X,
} from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './toast.module.css';

type ToastType = 'danger' | 'success' | 'warning' | 'info';

export interface ToastOptions {
  type: ToastType;
  title: string;
  text?: string;
}

export interface ToastEntry extends ToastOptions {
  id: number;
  leaving: boolean;
}

const ICONS = {
  success: CircleCheck,
  warning: TriangleExclamationPoint,
  danger: CircleExclamationPoint,
  info: Info,
} as const;

interface ToastItemProps {
  toast: ToastEntry;
  onLeave: (id: number) => void;
  onRemove: (id: number) => void;
}

/** One toast: it asks to leave after the display time, and to be removed once it has animated out. */
export function ToastItem({ toast, onLeave, onRemove }: ToastItemProps) {
  const { t } = useTranslation();
  const { id, leaving } = toast;

  useEffect(() => {
    const timer = setTimeout(() => onLeave(id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [id, onLeave]);

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => onRemove(id), TOAST_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [id, leaving, onRemove]);

  const Icon = ICONS[toast.type];
  return (
    <div
      className={[styles.toast, styles[toast.type], leaving && styles.leaving]
        .filter(Boolean)
        .join(' ')}
      style={{ animationDuration: `${TOAST_ANIMATION_MS}ms` }}
      data-type={toast.type}
    >
      <Icon className={styles.icon} size={20} />
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.text && <p className={styles.text}>{toast.text}</p>}
      </div>
      <button
        type="button"
        className={styles.close}
        onClick={() => onLeave(id)}
        aria-label={t('ui.toast.close')}
      >
        <X size={16} />
      </button>
    </div>
  );
}
