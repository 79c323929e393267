import type { DelayEntry, Leg } from '@board/domain';

export interface DelayRow {
  key: string;
  leg: Leg;
  /** One of the leg's delay entries; null for a delayed leg no one has coded yet. */
  entry: DelayEntry | null;
}

/** One row per delay entry of each leg, or one row without code for a delayed leg not coded. */
export function delayRows(legs: Leg[]): DelayRow[] {
  return legs.flatMap((leg): DelayRow[] =>
    leg.delays.length === 0
      ? [{ key: leg._id, leg, entry: null }]
      : leg.delays.map((entry, index) => ({ key: `${leg._id}#${index}`, leg, entry })),
  );
}
