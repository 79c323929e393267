import { legListResponse } from '@board/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type BoardListParams, boardKeys } from '../../../lib/legs/board-keys.ts';

/** POST /v1/leg/list: a station's arrivals (arrival true) or departures of a day. */
export function listLegs(params: BoardListParams & { arrival: boolean }) {
  return api.post('v1/leg/list', params, legListResponse);
}

export function legsQuery(params: BoardListParams, arrival: boolean) {
  const kind = arrival ? 'arrivals' : 'departures';
  return queryOptions({
    queryKey: boardKeys.list(params.station, params.day, kind, params.query),
    queryFn: () => listLegs({ ...params, arrival }),
    placeholderData: keepPreviousData,
    // Kept fresh by the live changes, which patch it (decision 0060): never read again only
    // because a window regained focus or the network came back.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLegs(params: BoardListParams, arrival: boolean) {
  return useQuery(legsQuery(params, arrival));
}
