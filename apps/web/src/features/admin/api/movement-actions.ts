import { type MovementRecord, movementActionResponse, type RequestBody } from '@board/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { settleMovement } from './rejected-movements.ts';

/**
 * DUTY's action on a rejected message: each call answers the message as it now stands, which
 * settles into the queue at once.
 */
function useMovementAction<Body>(send: (body: Body) => Promise<{ data: MovementRecord }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) => (await send(body)).data,
    onSuccess: (record) => settleMovement(queryClient, record),
  });
}

/** POST /v1/movement/retry: applies a rejected message again, as it is now. */
export const useRetryMovement = () =>
  useMovementAction((body: RequestBody<'v1/movement/retry'>) =>
    api.post('v1/movement/retry', body, movementActionResponse),
  );

/** POST /v1/movement/discard: sets a rejected message aside for good. */
export const useDiscardMovement = () =>
  useMovementAction((body: RequestBody<'v1/movement/discard'>) =>
    api.post('v1/movement/discard', body, movementActionResponse),
  );

/**
 * POST /v1/movement/correct: applies a rejected message's text as DUTY corrected it; the server
 * keeps the text as received beside it.
 */
export const useCorrectMovement = () =>
  useMovementAction((body: RequestBody<'v1/movement/correct'>) =>
    api.post('v1/movement/correct', body, movementActionResponse),
  );
