import { sideOf } from '@board/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Drawer } from '../../components/ui/index.ts';
import type { DrawerProps } from '../../lib/legs/drawer-request.ts';
import { legSubtitle } from '../../lib/legs/leg-format.ts';
import { MovementSection } from './movement/movement-section.tsx';

/**
 * A drawer that only shows what the leg carries (crew, connections): nobody records anything
 * there, so there is no form, only the flight it is about and a close button.
 */
export function LegViewDrawer(props: DrawerProps & { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { leg, side } = props.request;
  const { day } = sideOf(leg, side);
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      subtitle={legSubtitle(leg, day)}
      footer={
        <Button variant="secondary" onClick={props.onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {props.children}
      <MovementSection leg={leg} side={side} />
    </Drawer>
  );
}
