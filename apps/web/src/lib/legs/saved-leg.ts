import type { Leg } from '@board/domain';
import type { QueryClient } from '@tanstack/react-query';
import { boardKeys, isPatchedKind } from './board-keys.ts';

/**
 * What the board works out over the whole day for a leg (its turnaround and continuity): the save
 * answers the leg alone, so these stay as shown until the save's live change brings its rows.
 */
const WORKED_OUT = /^(turn_around_|continuity$|next_flight_number$)/;

function merged(shown: Leg, saved: Leg): Leg {
  const kept = Object.fromEntries(Object.entries(shown).filter(([key]) => WORKED_OUT.test(key)));
  return { ...shown, ...saved, ...kept };
}

const isLeg = (value: object, id: string): value is Leg =>
  (value as { _id?: unknown })._id === id &&
  typeof (value as { version?: unknown }).version === 'number';

/** A copy of a cached answer with every copy of the leg replaced by the saved one; as is if none. */
function replaced(value: unknown, saved: Leg): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const copy = replaced(item, saved);
      changed ||= copy !== item;
      return copy;
    });
    return changed ? next : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (isLeg(value, saved._id)) return merged(value, saved);
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    next[key] = replaced(child, saved);
    changed ||= next[key] !== child;
  }
  return changed ? next : value;
}

/**
 * The one way a leg the server answered reaches the board: it replaces every copy of the leg in
 * the answers kept, at once, so a drawer opened on it right after the save starts from the version
 * just saved, not the one before (which the server would refuse as a conflict). The save's live
 * change then brings the lists what the day works out around it (decision 0060); the other
 * answers (overnights, a drawer's connections) and the leg's history are read again.
 */
export function showSavedLeg(queryClient: QueryClient, saved: Leg): void {
  queryClient.setQueriesData({ queryKey: boardKeys.all }, (data: unknown) => replaced(data, saved));
  void queryClient.invalidateQueries({
    queryKey: boardKeys.all,
    predicate: (query) => !isPatchedKind(query.queryKey[3]) && query.queryKey[3] !== 'changes',
  });
  void queryClient.invalidateQueries({ queryKey: boardKeys.legHistory(saved._id) });
}
