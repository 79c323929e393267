import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { delayCodesQuery } from '../../catalogues/list-delay-codes.ts';
import { whenIdle } from '../../lib/fetch-ahead.ts';
import { useOnline } from '../../lib/use-online.ts';
import { dispatchersQuery } from './api/list-dispatchers.ts';

/**
 * Reads the catalogues the recording drawers choose from (delay codes, the station's dispatchers)
 * once the board is idle, while there is a network: a person who loses it on the apron can
 * still code a delay from what was kept, though they never opened the drawer before. Each is
 * read once a session; the kept copies come back after a reload.
 */
export function useDrawerDataAhead(station: string): void {
  const queryClient = useQueryClient();
  const online = useOnline();
  useEffect(() => {
    if (!import.meta.env.PROD || !online) return;
    return whenIdle(() => {
      void queryClient.prefetchQuery(delayCodesQuery());
      void queryClient.prefetchQuery(dispatchersQuery(station));
    });
  }, [queryClient, online, station]);
}
