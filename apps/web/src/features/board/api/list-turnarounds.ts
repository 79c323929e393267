import { turnaroundListResponse } from '@board/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type BoardListParams, boardKeys } from '../../../lib/legs/board-keys.ts';

/** POST /v1/leg/list-extend: the General board's turnaround rows. */
export function listTurnarounds(params: BoardListParams) {
  return api.post('v1/leg/list-extend', params, turnaroundListResponse);
}

export function turnaroundsQuery(params: BoardListParams) {
  return queryOptions({
    queryKey: boardKeys.list(params.station, params.day, 'general', params.query),
    queryFn: () => listTurnarounds(params),
    placeholderData: keepPreviousData,
    // Kept fresh by the live changes, which patch it (decision 0060): never read again only
    // because a window regained focus or the network came back.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useTurnarounds(params: BoardListParams) {
  return useQuery(turnaroundsQuery(params));
}
