import { copySummary, type Leg } from '@board/domain';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/index.ts';
import { STATUS_KEYS } from '../../../lib/legs/leg-format.ts';
import styles from './copy-menu.module.css';

interface CopyMenuProps {
  sides: { leg: Leg; side: 'arrival' | 'departure' }[];
  timeZone: string;
}

/** The floating menu of a selection: how many sides are checked, and Copiar. */
export function CopyMenu({ sides, timeZone }: CopyMenuProps) {
  const { t } = useTranslation();
  const toast = useToast();
  if (sides.length === 0) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(
        copySummary(sides, timeZone, (status) => t(STATUS_KEYS[status])),
      );
      toast.show({ type: 'success', title: t('board.copy.done') });
    } catch {
      toast.show({ type: 'danger', title: t('board.copy.failed') });
    }
  };

  return (
    <div className={styles.menu} role="toolbar" aria-label={t('board.copy.label')}>
      <span className={styles.badge} data-wide={sides.length > 99} data-testid="selected-count">
        {sides.length}
      </span>
      <span className={styles.text}>{t('board.copy.selected', { count: sides.length })}</span>
      <button type="button" className={styles.button} onClick={copy}>
        <Copy aria-hidden="true" />
        {t('board.copy.action')}
      </button>
    </div>
  );
}
