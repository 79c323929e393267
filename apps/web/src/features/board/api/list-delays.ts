import { legListResponse } from '@board/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type BoardListParams, boardKeys } from '../../../lib/legs/board-keys.ts';

/** POST /v1/leg/list-delays: the day's delayed departures, with or without a delay code. */
export function listDelays(params: BoardListParams) {
  return api.post('v1/leg/list-delays', params, legListResponse);
}

export function delaysQuery(params: BoardListParams) {
  return queryOptions({
    queryKey: boardKeys.list(params.station, params.day, 'delays', params.query),
    queryFn: () => listDelays(params),
    placeholderData: keepPreviousData,
    // Kept fresh by the live changes, which patch it (decision 0060): never read again only
    // because a window regained focus or the network came back.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDelays(params: BoardListParams) {
  return useQuery(delaysQuery(params));
}
