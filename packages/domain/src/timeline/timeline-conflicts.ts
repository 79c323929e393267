import { minimumGroundTime } from '../rules/ground-time.ts';
import type { Leg, TurnaroundRow } from '../schemas/legs.ts';
import type { TimelineBar } from './timeline-bars.ts';

export const CONFLICT_KINDS = ['standOverlap', 'shortGround', 'departsBeforeArrival'] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];

/**
 * Something on the day's picture that cannot all happen as shown: two aircraft on one stand at
 * once, a turnaround shorter than its type's minimum, or an outbound due off-block before its
 * inbound is on block.
 */
export interface TimelineConflict {
  kind: ConflictKind;
  /** The bars it concerns, the first the one to jump to. */
  barIds: string[];
  flights: string[];
  /** When it starts to bite, for ordering the list. */
  at: number;
  stand?: string;
  /** The ground time expected, and the type's minimum (shortGround). */
  minutes?: number;
  minimum?: number;
}

const time = (value: string | null | undefined) => (value ? new Date(value).getTime() : null);
const onBlock = (a: Leg) =>
  time(a.control_taxi_on_blocks) ?? time(a.eta) ?? (time(a.sta) as number);
const offBlockDue = (d: Leg) => time(d.etd) ?? (time(d.std) as number);
const gone = (d: Leg) => d.control_taxi_pushback !== null || d.atd !== null;
const flightsOf = (bar: TimelineBar) =>
  [bar.arrival?.leg.flight_number, bar.departure?.leg.flight_number].filter((f): f is string =>
    Boolean(f),
  );

/** Bars on one stand whose times overlap: two aircraft cannot park there together. */
function standOverlaps(bars: readonly TimelineBar[]): TimelineConflict[] {
  const byStand = new Map<string, TimelineBar[]>();
  for (const bar of bars) {
    if (bar.cancelled || !bar.stand) continue;
    byStand.set(bar.stand.number, [...(byStand.get(bar.stand.number) ?? []), bar]);
  }
  const found: TimelineConflict[] = [];
  for (const [stand, onStand] of byStand) {
    const sorted = [...onStand].sort((a, b) => a.start - b.start);
    sorted.forEach((bar, i) => {
      for (const later of sorted.slice(i + 1)) {
        if (later.start >= bar.end) break;
        found.push({
          kind: 'standOverlap',
          barIds: [later.id, bar.id],
          flights: [...flightsOf(bar), ...flightsOf(later)],
          at: later.start,
          stand,
        });
      }
    });
  }
  return found;
}

/** The turnaround's conflicts of time: too short for the type, or out before it is in. */
function turnConflicts(row: TurnaroundRow): TimelineConflict[] {
  const { arrival, departure } = row;
  if (!arrival || !departure || gone(departure)) return [];
  const inAt = onBlock(arrival);
  const outAt = offBlockDue(departure);
  const common = {
    barIds: [`${row.arrival_id ?? '-'}|${row.departure_id ?? '-'}`],
    flights: [arrival.flight_number, departure.flight_number],
    at: inAt,
  };
  if (outAt < inAt) return [{ kind: 'departsBeforeArrival', ...common }];
  const minutes = Math.round((outAt - inAt) / 60_000);
  const minimum = minimumGroundTime(departure.material);
  return minutes < minimum ? [{ kind: 'shortGround', ...common, minutes, minimum }] : [];
}

/**
 * Every conflict of the day, in the order they come. A turnaround already pushed back is past
 * changing and is not flagged for its ground time; a cancelled leg holds no stand.
 */
export function timelineConflicts(
  rows: readonly TurnaroundRow[],
  bars: readonly TimelineBar[],
): TimelineConflict[] {
  return [...standOverlaps(bars), ...rows.flatMap(turnConflicts)].sort((a, b) => a.at - b.at);
}
