import { movementActionResponse, type RequestBody } from '@board/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { settleMovement } from './rejected-movements.ts';

/**
 * POST /v1/movement/correct: applies a rejected message's text as DUTY corrected it; the server
 * keeps the text as received beside it.
 */
export async function correctMovement(body: RequestBody<'v1/movement/correct'>) {
  const response = await api.post('v1/movement/correct', body, movementActionResponse);
  return response.data;
}

export function useCorrectMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctMovement,
    onSuccess: (record) => settleMovement(queryClient, record),
  });
}
