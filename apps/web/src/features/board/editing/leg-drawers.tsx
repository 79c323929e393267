import type { Leg, LegSide } from '@board/domain';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { DrawerKind } from './edit-access.ts';
import { LegDrawer } from './leg-drawer.tsx';

/**
 * What a row asked to open: which drawer, for which leg and side, to edit or to read. A phone
 * card first opens the list of a leg's drawers ('actions').
 */
export interface DrawerRequest {
  kind: DrawerKind | 'actions';
  leg: Leg;
  side: LegSide;
  readOnly: boolean;
}

const DrawersContext = createContext<((request: DrawerRequest) => void) | null>(null);

/** Holds the one drawer a board shows at a time, above whichever view asked for it. */
export function LegDrawersProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<DrawerRequest | null>(null);
  const [open, setOpen] = useState(false);
  const openDrawer = useMemo(
    () => (next: DrawerRequest) => {
      setRequest(next);
      setOpen(true);
    },
    [],
  );
  return (
    <DrawersContext.Provider value={openDrawer}>
      {children}
      {request && (
        <LegDrawer
          // A new request starts a new form, never one filled for another leg.
          key={`${request.kind}-${request.leg._id}-${request.side}`}
          request={request}
          open={open}
          onClose={() => setOpen(false)}
        />
      )}
    </DrawersContext.Provider>
  );
}

export function useOpenDrawer(): (request: DrawerRequest) => void {
  const open = useContext(DrawersContext);
  if (!open) throw new Error('useOpenDrawer is used outside a board');
  return open;
}
