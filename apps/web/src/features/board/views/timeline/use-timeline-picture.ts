import {
  sidesMatchQuery,
  type TimelineConflict,
  type TimelineRowsBy,
  type TurnaroundRow,
  timelineBars,
  timelineConflicts,
  timelineGroups,
} from '@board/domain';
import { useMemo } from 'react';

/**
 * What the timeline draws from the day's turnarounds that match the search: the bars, their
 * rows grouped by stand or aircraft, and the conflicts, also by bar.
 */
export function useTimelinePicture(items: TurnaroundRow[], searchText: string, by: TimelineRowsBy) {
  const rows = useMemo(
    () => items.filter((r) => sidesMatchQuery(r, searchText)),
    [items, searchText],
  );
  const bars = useMemo(() => timelineBars(rows), [rows]);
  const groups = useMemo(() => timelineGroups(bars, by), [bars, by]);
  const conflicts = useMemo(() => timelineConflicts(rows, bars), [rows, bars]);
  const conflictsByBar = useMemo(() => {
    const map = new Map<string, TimelineConflict[]>();
    for (const conflict of conflicts) {
      for (const id of conflict.barIds) map.set(id, [...(map.get(id) ?? []), conflict]);
    }
    return map;
  }, [conflicts]);
  return { bars, groups, conflicts, conflictsByBar };
}
