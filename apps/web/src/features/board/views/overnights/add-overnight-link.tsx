import { type OvernightRow, stationProperty } from '@board/domain';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOpenDrawer } from '../../../../lib/legs/drawer-request.ts';
import { drawerAccess } from '../../../../lib/legs/edit-access.ts';
import { useSession } from '../../../../session/session.ts';
import { useBoard } from '../../state/board-context.tsx';
import styles from './overnights-view.module.css';

/**
 * Agregar pernocte (section 2): shown when an arrival the server takes an overnight on has none
 * yet and the user may record on it. It opens the drawer on the first such aircraft; the drawer
 * lets the user choose another by registration and flight.
 */
export function AddOvernightLink({ rows }: { rows: readonly OvernightRow[] }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { timeZone } = useBoard();
  const openDrawer = useOpenDrawer();
  const first = rows.find(
    (row) => row.placement_problem === null && row.arrival.overnight === null,
  )?.arrival;
  if (!first) return null;
  const viewer = {
    role: user?.role ?? null,
    station: user ? stationProperty(user.app_properties) : null,
  };
  if (drawerAccess('overnight', first, 'arrival', viewer, timeZone, new Date()).readOnly) {
    return null;
  }
  return (
    <button
      type="button"
      className={styles.link}
      onClick={() =>
        openDrawer({
          kind: 'overnight',
          leg: first,
          side: 'arrival',
          readOnly: false,
          choices: rows,
        })
      }
    >
      <Plus aria-hidden="true" />
      {t('overnights.add')}
    </button>
  );
}
