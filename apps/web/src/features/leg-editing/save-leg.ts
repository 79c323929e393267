import { type Leg, legSchema } from '@board/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error.ts';
import { showSavedLeg } from '../../lib/legs/saved-leg.ts';
import type { LegWrite } from './api/leg-write.ts';
import { type SaveAbout, useDeliverSave } from './waiting-saves/deliver-save.ts';

/** The leg as recorded now, when the server refused a save as made from an older version. */
export function conflictingLeg(error: Error): Leg | null {
  if (!(error instanceof ApiError) || error.code !== 'VERSION_CONFLICT') return null;
  const current = legSchema.safeParse(error.current);
  return current.success ? current.data : null;
}

/**
 * A leg's save from a drawer: sent at once, or kept on the device while there is no network
 * (`useDeliverSave`, which shows a saved leg on the board). A refusal as stale answers the leg as
 * recorded now, which the board's lists then show too: the ones kept had missed that change.
 */
export function useSaveLeg() {
  const queryClient = useQueryClient();
  const deliver = useDeliverSave();
  return useMutation({
    // Offline, the save is kept on the device: it must run, not wait for the network.
    networkMode: 'always',
    mutationFn: ({ write, about }: { write: LegWrite; about: SaveAbout }) => deliver(write, about),
    onError(error) {
      const current = conflictingLeg(error);
      if (current) showSavedLeg(queryClient, current);
    },
  });
}
