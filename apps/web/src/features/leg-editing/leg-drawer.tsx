import type { DrawerProps } from '../../lib/legs/drawer-request.ts';
import { LegActionsDrawer } from './actions/leg-actions-drawer.tsx';
import { CdaDrawer } from './cda/cda-drawer.tsx';
import { ConnectionsDrawer } from './connections/connections-drawer.tsx';
import { CrewDrawer } from './crew/crew-drawer.tsx';
import { DelaysDrawer } from './delays/delays-drawer.tsx';
import { MilestonesDrawer } from './milestones/milestones-drawer.tsx';
import { OvernightDrawer } from './overnight/overnight-drawer.tsx';
import { PeaDrawer } from './pea/pea-drawer.tsx';
import { ServicesDrawer } from './services/services-drawer.tsx';

/** The drawer of the request's kind. */
export function LegDrawer(props: DrawerProps) {
  switch (props.request.kind) {
    case 'actions':
      return <LegActionsDrawer {...props} />;
    case 'cda':
      return <CdaDrawer {...props} />;
    case 'pea':
      return <PeaDrawer {...props} />;
    case 'delays':
      return <DelaysDrawer {...props} />;
    case 'services':
      return <ServicesDrawer {...props} />;
    case 'crew':
      return <CrewDrawer {...props} />;
    case 'connections':
      return <ConnectionsDrawer {...props} />;
    case 'overnight':
      return <OvernightDrawer {...props} />;
    case 'milestones':
      return <MilestonesDrawer {...props} />;
    default:
      return null;
  }
}
