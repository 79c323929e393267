import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { vi } from 'vitest';
import { ToastProvider } from '../../components/ui/index.ts';
import { QueryFailureToasts } from '../query-failure-toasts.tsx';
import { type StationDay, StationDayContext } from '../station-day.tsx';
import type { DrawerProps, DrawerRequest } from './drawer-request.ts';

/** The board a drawer opens on in a test: Lima's, on the day the test legs fly. */
const board: StationDay = {
  station: 'LIM',
  timeZone: 'America/Lima',
  day: '2026-11-22',
  query: '',
};

/**
 * What a drawer on the board stands in: queries (no retries, so a failure shows at once), toasts
 * with the query failures', and the board's station and day. One query client per render.
 */
export function DrawerProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <QueryFailureToasts />
        <StationDayContext.Provider value={board}>{children}</StationDayContext.Provider>
      </ToastProvider>
    </QueryClientProvider>
  );
}

/** A test's request: to edit the departure, unless it says otherwise. */
type TestRequest = Pick<DrawerRequest, 'kind' | 'leg'> & Partial<DrawerRequest>;

/** Renders `Drawer` open on `request`, in its providers; `onClose` records every close. */
export function renderDrawer(Drawer: ComponentType<DrawerProps>, request: TestRequest) {
  const onClose = vi.fn();
  const view = render(
    <Drawer request={{ side: 'departure', readOnly: false, ...request }} open onClose={onClose} />,
    { wrapper: DrawerProviders },
  );
  return { ...view, onClose };
}
