import { type Leg, type LegSide, type OvernightRow, stationProperty } from '@board/domain';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session.ts';
import { useStationDay } from '../station-day.tsx';
import { useOpenDrawer } from './drawer-request.ts';
import { type DrawerKind, drawerAccess } from './edit-access.ts';
import styles from './edit-button.module.css';

interface EditButtonProps {
  kind: DrawerKind;
  leg: Leg;
  side: LegSide;
  /** What the button edits, for its accessible name. */
  label: string;
  /** Only the pencil (the word stays in the tooltip), where a second button shares a cell. */
  compact?: boolean;
  /** Overrides the word (the delay button reads Registrar before the first delay). */
  text?: string;
  /** The Pernoctes rows an overnight may be moved between (overnights only). */
  choices?: readonly OvernightRow[];
}

/** A row's Editar / Ver button (section 6): it opens the drawer of `kind` to edit or to read. */
export function EditButton(props: EditButtonProps) {
  const { kind, leg, side, label, compact = false, text, choices } = props;
  const { t } = useTranslation();
  const { user } = useSession();
  const { timeZone } = useStationDay();
  const openDrawer = useOpenDrawer();
  const viewer = {
    role: user?.role ?? null,
    station: user ? stationProperty(user.app_properties) : null,
  };
  const access = drawerAccess(kind, leg, side, viewer, timeZone, new Date());
  const word = access.word ? (access.readOnly ? t(access.word) : (text ?? t(access.word))) : '';
  return (
    <button
      type="button"
      className={compact ? `${styles.edit} ${styles.compact}` : styles.edit}
      disabled={!access.enabled}
      aria-label={`${word} ${label}`}
      title={compact ? `${word} ${label}` : undefined}
      onClick={() => openDrawer({ kind, leg, side, readOnly: access.readOnly, choices })}
    >
      {kind === 'crew' || kind === 'connections' ? null : <Pencil aria-hidden="true" />}
      {compact ? null : word || null}
    </button>
  );
}
