import type { Leg } from '@board/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardKeys } from '../../api/board-keys.ts';
import { showSavedLeg } from '../../api/saved-leg.ts';

/**
 * The mutation of a write that answers the leg as saved (section 7). The saved version shows in
 * every kept list at once, so a drawer opened right after starts from it; the board and the
 * leg's history are then read again for what the server worked out around it.
 */
export function useLegSave<TVariables>(send: (variables: TVariables) => Promise<Leg>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess(saved) {
      showSavedLeg(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: boardKeys.all });
      void queryClient.invalidateQueries({ queryKey: boardKeys.legHistory(saved._id) });
    },
  });
}
