import { overnightListResponse } from '@board/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type BoardListParams, boardKeys } from '../../../lib/legs/board-keys.ts';

/** POST /v1/leg/list-overnights: aircraft staying the night, filtered by tracked registrations. */
export function listOvernights(params: BoardListParams & { email: string }) {
  return api.post('v1/leg/list-overnights', params, overnightListResponse);
}

export function overnightsQuery(params: BoardListParams, email: string) {
  return queryOptions({
    queryKey: boardKeys.list(params.station, params.day, 'overnights', params.query),
    queryFn: () => listOvernights({ ...params, email }),
    placeholderData: keepPreviousData,
  });
}

export function useOvernights(params: BoardListParams, email: string) {
  return useQuery(overnightsQuery(params, email));
}
