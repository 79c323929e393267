import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HandoverDrawer } from '../changes/handover-drawer.tsx';
import styles from './board-toolbar.module.css';

/** Relevo de turno: the button and the drawer it opens. */
export function HandoverButton() {
  const { t } = useTranslation();
  const [handingOver, setHandingOver] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.action}
        onClick={() => setHandingOver(true)}
        title={t('handover.button')}
        aria-label={t('handover.button')}
      >
        <ClipboardList aria-hidden="true" />
        {/* Its words where the toolbar has room; elsewhere its aria-label names the icon. */}
        <span className={styles.actionLabel}>{t('handover.button')}</span>
      </button>
      <HandoverDrawer open={handingOver} onClose={() => setHandingOver(false)} />
    </>
  );
}
