import { type ReactNode, useMemo, useState } from 'react';
import { type DrawerRequest, DrawersContext } from './drawer-request.ts';
import { LegDrawer } from './leg-drawer.tsx';

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
