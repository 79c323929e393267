import { dispatcherListResponse } from '@board/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { boardKeys } from '../../../lib/legs/board-keys.ts';

/** GET /v1/dispatcher/list: the CDA drawer's suggestions for a station. */
export function dispatchersQuery(station: string) {
  return queryOptions({
    queryKey: boardKeys.dispatchers(station),
    queryFn: () =>
      api
        .get(`v1/dispatcher/list?station=${encodeURIComponent(station)}`, dispatcherListResponse)
        .then((r) => r.data),
    // The lists change seldom; one read per session and station is enough.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useDispatchers = (station: string) => useQuery(dispatchersQuery(station));
