import { movementActionResponse } from '@board/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { settleMovement } from './rejected-movements.ts';

/** POST /v1/movement/retry: applies a rejected message again, as it is now. */
export async function retryMovement(id: number) {
  const response = await api.post('v1/movement/retry', { id }, movementActionResponse);
  return response.data;
}

export function useRetryMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMovement,
    onSuccess: (record) => settleMovement(queryClient, record),
  });
}
