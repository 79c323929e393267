import { type Leg, type LegSide, movementMessageOf, sideOf } from '@board/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../../components/ui/index.ts';
import type { DrawerProps } from '../../../lib/legs/drawer-request.ts';
import type { DrawerKind } from '../../../lib/legs/edit-access.ts';
import { EditButton } from '../../../lib/legs/edit-button.tsx';
import { legSubtitle } from '../../../lib/legs/leg-format.ts';
import parts from '../drawer-parts.module.css';
import { MovementSection } from '../movement/movement-section.tsx';
import styles from './leg-actions-drawer.module.css';

interface Action {
  kind: DrawerKind;
  label: string;
  /** What is recorded now, in a few words. */
  value: ReactNode;
}

function actionsOf(leg: Leg, side: LegSide, t: (key: string) => string): Action[] {
  const arrival = side === 'arrival';
  const { services, trailers, cda } = sideOf(leg, side);
  const common: Action[] = [
    {
      kind: 'cda',
      label: 'CDA',
      value: cda?.display_name,
    },
    {
      kind: 'pea',
      label: t('edits.actions.pea'),
      value: `${arrival ? (leg.pea_number_arrival ?? '') : (leg.pea_number_departure ?? '')} · ${trailers.length} ${t('edits.actions.tows')}`,
    },
    { kind: 'services', label: t('board.cols.services'), value: services.length },
  ];
  if (arrival) return common;
  return [
    ...common,
    {
      kind: 'delays',
      label: t('board.cols.delays'),
      value: leg.delays_codes && `${leg.delays_codes} · ${leg.delays_min_total}'`,
    },
    { kind: 'crew', label: t('board.cols.crew'), value: leg.crew.length || '' },
    {
      kind: 'connections',
      label: t('board.cols.connections'),
      value: leg.pax_connection ? `${leg.pax_connection} pax` : '',
    },
  ];
}

/**
 * On a phone a leg is a card with no room for a row of buttons: one button opens this list of
 * what can be recorded or read on the leg, each entry opening its own drawer.
 */
export function LegActionsDrawer({ request, open, onClose }: DrawerProps) {
  const { t } = useTranslation();
  const { leg, side } = request;
  const { day } = sideOf(leg, side);
  // On a phone this list is how a leg is reached: once the side has something to report, its
  // message is shown here unfolded, one tap from the card.
  const reportable = movementMessageOf(leg, side) !== null;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('edits.actions.title')}
      subtitle={legSubtitle(leg, day)}
    >
      <ul className={parts.list}>
        {actionsOf(leg, side, t).map((action) => (
          <li key={action.kind} className={styles.item}>
            <span className={styles.label}>{action.label}</span>
            <span className={styles.value}>{action.value}</span>
            <EditButton kind={action.kind} leg={leg} side={side} label={action.label} />
          </li>
        ))}
      </ul>
      <MovementSection leg={leg} side={side} initiallyOpen={reportable} />
    </Drawer>
  );
}
