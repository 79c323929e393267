import { movementActionResponse, type movementCorrectRequest } from '@board/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { settleMovement } from './rejected-movements.ts';

/**
 * POST /v1/movement/correct: applies a rejected message's text as DUTY corrected it; the server
 * keeps the text as received beside it.
 */
export async function correctMovement(body: z.input<typeof movementCorrectRequest>) {
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
