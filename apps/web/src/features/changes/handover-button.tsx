import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HandoverDrawer } from './handover-drawer.tsx';

/**
 * Relevo de turno: the button and the drawer it opens. The toolbar it sits in lends it its look:
 * a button around its icon, with words where the toolbar has room for them.
 */
export function HandoverButton({ look }: { look: { action: string; actionLabel: string } }) {
  const { t } = useTranslation();
  const [handingOver, setHandingOver] = useState(false);
  return (
    <>
      <button
        type="button"
        className={look.action}
        onClick={() => setHandingOver(true)}
        title={t('handover.button')}
        aria-label={t('handover.button')}
      >
        <ClipboardList aria-hidden="true" />
        {/* Its words where the toolbar has room; elsewhere its aria-label names the icon. */}
        <span className={look.actionLabel}>{t('handover.button')}</span>
      </button>
      <HandoverDrawer open={handingOver} onClose={() => setHandingOver(false)} />
    </>
  );
}
