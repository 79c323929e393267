import { type MovementRecord, movementListResponse } from '@board/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /v1/movement/list?outcome=rejected: the movement messages waiting for DUTY. */
export async function listRejectedMovements() {
  const response = await api.get('v1/movement/list?outcome=rejected', movementListResponse);
  return response.data.messages;
}

export const movementKeys = {
  rejected: ['movements', 'rejected'] as const,
};

export function rejectedMovementsQuery() {
  return queryOptions({ queryKey: movementKeys.rejected, queryFn: listRejectedMovements });
}

export function useRejectedMovements() {
  return useQuery(rejectedMovementsQuery());
}

/**
 * Puts a message the server just handled into the queue at once: still rejected, it stays with
 * its new reason; applied, unchanged or discarded, it leaves. The list is then read again, for
 * messages that arrived meanwhile.
 */
export function settleMovement(queryClient: QueryClient, record: MovementRecord): void {
  queryClient.setQueryData(movementKeys.rejected, (queue: MovementRecord[] | undefined) =>
    queue?.flatMap((message) => {
      if (message.id !== record.id) return [message];
      return record.outcome === 'rejected' ? [record] : [];
    }),
  );
  void queryClient.invalidateQueries({ queryKey: movementKeys.rejected });
}
