import { legHistoryResponse } from '@board/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { boardKeys } from '../../../lib/legs/board-keys.ts';

/** GET /v1/leg/history: who changed what on a leg, newest first (supervisors only). */
export function legHistoryQuery(legId: string) {
  return queryOptions({
    queryKey: boardKeys.legHistory(legId),
    queryFn: () =>
      api
        .get(`v1/leg/history?_id=${encodeURIComponent(legId)}`, legHistoryResponse)
        .then((r) => r.data),
  });
}

export const useLegHistory = (legId: string, enabled: boolean) =>
  useQuery({ ...legHistoryQuery(legId), enabled });
