import { type FeedLegInput, minimumGroundTime } from '@board/domain';
import { ON_BLOCKS_LATEST } from './actuals.ts';
import { pickOne, seededRandom } from './random.ts';

/** Share of the hub's departures where operations would swap the aircraft if one were free. */
const SWAP_WISH = 0.04;

const at = (instant: string | null | undefined) => Date.parse(instant ?? '');
export const feedKey = (item: FeedLegInput) =>
  `${item.airline}${item.flight_number}/${item.datop_local}/${item.depstn}`;

/**
 * When an aircraft back at the hub is free for the rest of the day: its last arrival's estimate
 * plus the latest on-blocks and the type's minimum ground time. Null when its day does not end
 * at the hub.
 */
function freeFrom(legs: FeedLegInput[], hub: string): number | null {
  const last = legs.at(-1);
  if (!last || last.arrstn !== hub) return null;
  return at(last.eta ?? last.sta) + (ON_BLOCKS_LATEST + minimumGroundTime(last.material)) * 60_000;
}

/**
 * Aircraft swaps of one hub day, as the registration each changed leg is now flown by. A swap
 * hands the rest of an aircraft's day, from one of its departures from the hub, to an aircraft
 * of the same type that has finished its own day at the hub by then (the first one stays on the
 * ground); when no aircraft is free, there is no swap. An aircraft's first departure of the day
 * is never swapped, so it keeps a turn at the hub within a day either side. Each aircraft takes
 * part in one swap a day at most.
 */
export function demoSwaps(items: FeedLegInput[], hub: string): Map<string, string> {
  const byAircraft = new Map<string, FeedLegInput[]>();
  for (const item of items) {
    if (item.status === 'CANCELED' || !item.registration) continue;
    const legs = byAircraft.get(item.registration) ?? [];
    legs.push(item);
    byAircraft.set(item.registration, legs);
  }
  for (const legs of byAircraft.values()) legs.sort((a, b) => at(a.std) - at(b.std));

  const departures = [...byAircraft.values()]
    .flatMap((legs) => legs.filter((leg) => leg.depstn === hub).slice(1))
    .sort((a, b) => at(a.std) - at(b.std));
  const involved = new Set<string>();
  const swaps = new Map<string, string>();
  for (const departure of departures) {
    const replaced = departure.registration ?? '';
    const random = seededRandom(`swap:${feedKey(departure)}`);
    if (random() >= SWAP_WISH || involved.has(replaced)) continue;
    const leaves = at(departure.etd ?? departure.std);
    const free = [...byAircraft.entries()]
      .filter(([registration, legs]) => {
        const from = freeFrom(legs, hub);
        return (
          !involved.has(registration) &&
          legs[0]?.material === departure.material &&
          from !== null &&
          from <= leaves
        );
      })
      .map(([registration]) => registration)
      .sort();
    if (free.length === 0) continue;
    const spare = pickOne(random, free);
    involved.add(replaced).add(spare);
    const legs = byAircraft.get(replaced) ?? [];
    for (const leg of legs.slice(legs.indexOf(departure))) swaps.set(feedKey(leg), spare);
  }
  return swaps;
}
