import { movementActionResponse } from '@board/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { settleMovement } from './rejected-movements.ts';

/** POST /v1/movement/discard: sets a rejected message aside for good. */
export async function discardMovement(id: number) {
  const response = await api.post('v1/movement/discard', { id }, movementActionResponse);
  return response.data;
}

export function useDiscardMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardMovement,
    onSuccess: (record) => settleMovement(queryClient, record),
  });
}
