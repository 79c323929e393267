import { LegActionsDrawer } from './actions/leg-actions-drawer.tsx';
import { CdaDrawer } from './cda/cda-drawer.tsx';
import type { DrawerRequest } from './leg-drawers.tsx';
import { PeaDrawer } from './pea/pea-drawer.tsx';

export interface DrawerProps {
  request: DrawerRequest;
  open: boolean;
  onClose(): void;
}

/** The drawer of the request's kind. */
export function LegDrawer(props: DrawerProps) {
  switch (props.request.kind) {
    case 'actions':
      return <LegActionsDrawer {...props} />;
    case 'cda':
      return <CdaDrawer {...props} />;
    case 'pea':
      return <PeaDrawer {...props} />;
    default:
      return null;
  }
}
