import type { Leg, LegSide } from '@board/domain';
import { EllipsisVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOpenDrawer } from '../../../../lib/legs/drawer-request.ts';
import { isCancelled } from '../../../../lib/legs/leg-format.ts';
import styles from './leg-actions-button.module.css';

/** A phone card's way into the leg's drawers; a cancelled leg has none to open. */
export function LegActionsButton({ leg, side }: { leg: Leg; side: LegSide }) {
  const { t } = useTranslation();
  const openDrawer = useOpenDrawer();
  return (
    <button
      type="button"
      className={styles.button}
      disabled={isCancelled(leg)}
      aria-label={t('edits.actions.open', { flight: leg.flight_number })}
      onClick={() => openDrawer({ kind: 'actions', leg, side, readOnly: true })}
    >
      <EllipsisVertical aria-hidden="true" />
    </button>
  );
}
