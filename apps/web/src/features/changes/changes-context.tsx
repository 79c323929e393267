import { type ChangeEntry, changesSinceResponse } from '@board/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { boardKeys } from '../../lib/legs/board-keys.ts';
import { useStationDay } from '../../lib/station-day.tsx';

interface Changes {
  byLeg: ReadonlyMap<string, readonly ChangeEntry[]>;
  /** Marks the legs named as seen, or the whole day without them. */
  markSeen(ids?: string[]): void;
}

const ChangesContext = createContext<Changes | null>(null);
const done = z.object({ message: z.string() });

/**
 * What changed on the station day since this user last looked (decision 0041): read once, then
 * each live change adds its history entries (decision 0060), so a marker appears as it arrives.
 */
export function ChangesProvider({ children }: { children: ReactNode }) {
  const { station, day } = useStationDay();
  const queryClient = useQueryClient();
  const key = boardKeys.changes(station, day);
  const since = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await api.post('v1/leg/changes-since', { station, day }, changesSinceResponse)).data,
  });
  const mark = useMutation({
    mutationFn: (ids?: string[]) =>
      api.post('v1/leg/mark-seen', { station, day, ...(ids && { ids }) }, done),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const legs = since.data?.legs;
  const value = useMemo<Changes>(
    () => ({
      byLeg: new Map((legs ?? []).map((leg) => [leg._id, leg.changes])),
      markSeen: (ids) => mark.mutate(ids),
    }),
    [legs, mark.mutate],
  );
  return <ChangesContext.Provider value={value}>{children}</ChangesContext.Provider>;
}

/** The board's changes, or null outside a board (a drawer's preview, a test of one cell). */
export function useChanges(): Changes | null {
  return useContext(ChangesContext);
}
