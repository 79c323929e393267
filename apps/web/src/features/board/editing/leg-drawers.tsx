import type { Leg, LegSide, OvernightRow } from '@board/domain';
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
  /**
   * The Pernoctes rows an overnight may be moved between, chosen by registration and flight:
   * the drawer offers the arrivals of rows without a placement problem.
   */
  choices?: readonly OvernightRow[];
}

const DrawersContext = createContext<((request: DrawerRequest) => void) | null>(null);

/** Holds the one drawer a board shows at a time, above whichever view asked for it. */
export function LegDrawersProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<{ request: DrawerRequest; serial: number } | null>(null);
  const [open, setOpen] = useState(false);
  const openDrawer = useMemo(
    () => (request: DrawerRequest) => {
      setOpened((previous) => ({ request, serial: (previous?.serial ?? 0) + 1 }));
      setOpen(true);
    },
    [],
  );
  return (
    <DrawersContext.Provider value={openDrawer}>
      {children}
      {opened && (
        <LegDrawer
          // Every opening starts a new form from the leg as the row shows it now: reusing the
          // last one would keep the version it was saved from and make the next save a conflict.
          key={opened.serial}
          request={opened.request}
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
