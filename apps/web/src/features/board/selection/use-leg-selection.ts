import { canSelectLeg, type Leg } from '@board/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';

/**
 * The sides of the board a user checked, by leg id. It starts over when the user starts a new
 * load (`generation`), and survives live refreshes: a leg still on the board stays checked.
 */
export function useLegSelection(generation: number) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the generation is the trigger
  useEffect(() => setSelected(new Set()), [generation]);

  const toggle = useCallback((leg: Leg | null, on: boolean) => {
    if (!canSelectLeg(leg)) return;
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(leg._id);
      else next.delete(leg._id);
      return next;
    });
  }, []);

  const setMany = useCallback((legs: (Leg | null)[], on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      for (const leg of legs) {
        if (!canSelectLeg(leg)) continue;
        if (on) next.add(leg._id);
        else next.delete(leg._id);
      }
      return next;
    });
  }, []);

  return useMemo(
    () => ({ selected, toggle, setMany, clear: () => setSelected(new Set()) }),
    [selected, toggle, setMany],
  );
}
export type LegSelection = ReturnType<typeof useLegSelection>;

/** The state of a side's select-all box: all, some (indeterminate) or none of its legs. */
export function sideState(legs: (Leg | null)[], selected: ReadonlySet<string>) {
  const selectable = legs.filter(canSelectLeg);
  const count = selectable.filter((leg) => selected.has(leg._id)).length;
  return {
    checked: selectable.length > 0 && count === selectable.length,
    indeterminate: count > 0 && count < selectable.length,
    disabled: selectable.length === 0,
  };
}
