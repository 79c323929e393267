import { lazy, type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { DrawerInPlaceContext } from '../../components/ui/index.ts';
import { useFetchAhead } from '../../lib/fetch-ahead.ts';
import { type DrawerRequest, DrawersContext } from '../../lib/legs/drawer-request.ts';
import { DrawerLoading } from './drawer-loading.tsx';

// The drawers carry the recording forms and their rules: the board shows and filters its rows
// without them, and fetches them once it is idle, so an opening seldom waits.
const loadDrawers = () => import('./leg-drawer.tsx');
const LegDrawer = lazy(async () => ({ default: (await loadDrawers()).LegDrawer }));

/** Holds the one drawer a board shows at a time, above whichever view asked for it. */
export function LegDrawersProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<{ request: DrawerRequest; serial: number } | null>(null);
  const [open, setOpen] = useState(false);
  const standInShown = useRef(false);
  const openDrawer = useMemo(
    () => (request: DrawerRequest) => {
      standInShown.current = false;
      setOpened((previous) => ({ request, serial: (previous?.serial ?? 0) + 1 }));
      setOpen(true);
    },
    [],
  );
  useFetchAhead(loadDrawers);
  const close = () => setOpen(false);
  return (
    <DrawersContext.Provider value={openDrawer}>
      {children}
      {opened && (
        <DrawerInPlaceContext.Provider value={standInShown}>
          <Suspense
            fallback={
              <DrawerLoading
                request={opened.request}
                open={open}
                onClose={close}
                onShown={() => {
                  standInShown.current = true;
                }}
              />
            }
          >
            <LegDrawer
              // Every opening starts a new form from the leg as the row shows it now: reusing the
              // last one would keep the version it was saved from and make the next save a
              // conflict.
              key={opened.serial}
              request={opened.request}
              open={open}
              onClose={close}
            />
          </Suspense>
        </DrawerInPlaceContext.Provider>
      )}
    </DrawersContext.Provider>
  );
}
