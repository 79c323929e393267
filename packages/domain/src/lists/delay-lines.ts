import type { DelayEntry, Leg } from '../schemas/legs.ts';

/** A line of the Demoras list: one delay entry, or the delayed leg alone while it has none. */
export interface DelayLine {
  key: string;
  leg: Leg;
  /** One of the leg's delay entries; null for a delayed leg no one has coded yet. */
  entry: DelayEntry | null;
}

/** One line per delay entry of each leg, or one line without code for a leg not coded yet. */
export function delayLines(legs: readonly Leg[]): DelayLine[] {
  return legs.flatMap((leg): DelayLine[] =>
    leg.delays.length === 0
      ? [{ key: leg._id, leg, entry: null }]
      : leg.delays.map((entry, index) => ({ key: `${leg._id}#${index}`, leg, entry })),
  );
}
