import {
  CircleCheck,
  CircleExclamationPoint,
  Info,
  TriangleExclamationPoint,
  X,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './alert.module.css';

type AlertColor = 'success' | 'warning' | 'danger' | 'info';

export interface AlertProps {
  color: AlertColor;
  title?: string;
  children?: ReactNode;
  dismissible?: boolean;
  onDismiss?: () => void;
  className?: string;
}

const ICONS = {
  success: CircleCheck,
  warning: TriangleExclamationPoint,
  danger: CircleExclamationPoint,
  info: Info,
} as const;

export function Alert({
  color,
  title,
  children,
  dismissible = false,
  onDismiss,
  className,
}: AlertProps) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;

  const Icon = ICONS[color];
  // Problems interrupt the screen reader; good news and information wait their turn.
  const role = color === 'danger' || color === 'warning' ? 'alert' : 'status';
  const dismiss = () => {
    setDismissed(true);
    onDismiss?.();
  };

  return (
    <div role={role} className={[styles.alert, styles[color], className].filter(Boolean).join(' ')}>
      <Icon className={styles.icon} size={20} />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.text}>{children}</div>}
      </div>
      {dismissible && (
        <button
          type="button"
          className={styles.dismiss}
          onClick={dismiss}
          aria-label={t('ui.alert.dismiss')}
        >
          <X size={18} />
        </button>
      )}
    </div>
  );
}
