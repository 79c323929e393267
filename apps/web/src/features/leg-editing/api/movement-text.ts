import { type Leg, type LegSide, movementTextResponse } from '@board/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { boardKeys } from '../../../lib/legs/board-keys.ts';

/**
 * GET /v1/movement/text: the movement message the station sends for one side of a leg (null
 * while there is nothing to report), and the remark (SI) of the latest message that gave one. Keyed under the side's station day, so a live change of the
 * leg (a message received, a delay saved) refetches it while it is shown.
 */
export function movementTextQuery(leg: Leg, side: LegSide) {
  const arrival = side === 'arrival';
  const params = new URLSearchParams({ _id: leg._id, side });
  return queryOptions({
    queryKey: boardKeys.movementText(
      arrival ? leg.arrstn : leg.depstn,
      arrival ? leg.arrival_date : leg.datop_local,
      leg._id,
      side,
    ),
    queryFn: () => api.get(`v1/movement/text?${params}`, movementTextResponse).then((r) => r.data),
  });
}

export const useMovementText = (leg: Leg, side: LegSide) => useQuery(movementTextQuery(leg, side));
