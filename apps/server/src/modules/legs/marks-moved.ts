import { addDays, checkContinuity, daysShowing } from '@board/domain';
import { MOST_CHANGED_AS_ROWS } from './day-deltas.ts';
import type { LegRow } from './leg-record.ts';
import { continuityLegOf, type DatedContinuityLeg } from './legs.repository.ts';

/** A station and one of its local days, whose board shows a leg. */
export interface StationDay {
  station: string;
  day: string;
}

/** What a write did: its legs as they were before (null if it created them), and more. */
interface Written {
  /** The aircraft flying the legs written, before and after. */
  readonly aircraft: ReadonlySet<string>;
  readonly before: ReadonlyMap<string, LegRow | null>;
  /** The station days the legs written were and are shown on, each side. */
  readonly touched: readonly StationDay[];
}

const within = (day: string, first: string, last: string) => day >= first && day <= last;
const keyOf = ({ station, day }: StationDay) => `${station}|${day}`;

/** The marks each leg carries on the boards of `day`, over the legs that board's check reads. */
function marksOn(day: string, network: readonly DatedContinuityLeg[]) {
  const [first, last] = [addDays(day, -2), addDays(day, 2)];
  const found = checkContinuity(network.filter((leg) => within(leg.datop_local, first, last)));
  return (id: string) => JSON.stringify(found.get(id) ?? []);
}

/** The boards of `day` that show a leg: its departure's station and its arrival's. */
function boardsOf(leg: DatedContinuityLeg, day: string): StationDay[] {
  const [first, last] = [addDays(day, -1), addDays(day, 1)];
  const boards: StationDay[] = [];
  if (within(leg.datop_local, first, last)) boards.push({ station: leg.depstn, day });
  if (within(leg.arrival_date, first, last)) boards.push({ station: leg.arrstn, day });
  return boards;
}

/** The station days of these legs from `first` to `last`: their boards show them. */
function daysOfLegs(network: readonly DatedContinuityLeg[], first: string, last: string) {
  const boards = new Map<string, StationDay>();
  for (const leg of network) {
    for (const board of [
      { station: leg.depstn, day: leg.datop_local },
      { station: leg.arrstn, day: leg.arrival_date },
    ]) {
      if (within(board.day, first, last)) boards.set(keyOf(board), board);
    }
  }
  return [...boards.values()];
}

/**
 * The station days, beyond those showing the legs written, whose lists a write changed: an
 * aircraft's continuity marks are worked out over its legs anywhere in the network, two days
 * either side of the board's day (station-day.ts), so a change to one of its legs moves the
 * marks of its other legs on other stations' boards, and on its own station's two days away.
 * Each board of those days that shows a leg of the aircraft is checked, the marks as they were
 * before the write against those after it, and named when one differs.
 */
export function marksMoved(
  written: Written,
  /** The aircraft's legs as they are now, from four days before the days touched to four after. */
  after: readonly DatedContinuityLeg[],
  /** False when the write's days are to be read again, whatever its size (leg-writer.ts). */
  rows = true,
): StationDay[] {
  if (written.aircraft.size === 0) return [];
  const days = written.touched.map((side) => side.day).sort();
  const [first, last] = [addDays(days[0] as string, -2), addDays(days.at(-1) as string, 2)];
  // A big write (a feed slice) is sent as "read the day again" anyway: every board showing one of
  // its aircraft's legs reads again, without working out the marks twice per day.
  if (!rows || written.aircraft.size > MOST_CHANGED_AS_ROWS) return daysOfLegs(after, first, last);
  const others = after.filter((leg) => !written.before.has(leg._id));
  const was = [...written.before.values()].flatMap((row) => (row ? [continuityLegOf(row)] : []));
  const before = [...others, ...was];
  const showing = new Set(
    written.touched.flatMap(({ station, day }) =>
      daysShowing(day).map((shown) => keyOf({ station, day: shown })),
    ),
  );
  const moved = new Map<string, StationDay>();
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const [then, now] = [marksOn(day, before), marksOn(day, after)];
    for (const leg of others) {
      if (then(leg._id) === now(leg._id)) continue;
      for (const board of boardsOf(leg, day)) {
        if (!showing.has(keyOf(board))) moved.set(keyOf(board), board);
      }
    }
  }
  return [...moved.values()];
}
