import type { Leg, OvernightRow } from '@board/domain';

type PlacementProblem = OvernightRow['placement_problem'];

/**
 * The arrivals the drawer offers: those of rows without a placement problem (the server takes
 * an overnight only there), and the one the drawer was opened on, so a misplaced record stays
 * reachable while the user looks for its right arrival.
 */
export function offeredArrivals(rows: readonly OvernightRow[], opened: Leg): Leg[] {
  const offered = rows
    .filter((row) => row.placement_problem === null || row.arrival._id === opened._id)
    .map((row) => row.arrival);
  return offered.some((leg) => leg._id === opened._id) ? offered : [opened, ...offered];
}

/** Why `leg` can no longer hold an overnight, as its row says; null when it can. */
export function placementProblemOf(rows: readonly OvernightRow[], leg: Leg): PlacementProblem {
  return rows.find((row) => row.arrival._id === leg._id)?.placement_problem ?? null;
}
