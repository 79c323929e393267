import type { FeedLegInput } from '@board/domain';
import { demoSwaps, feedKey } from './demo-swaps.ts';
import { STANDS } from './network.ts';
import { pickOne, seededRandom } from './random.ts';

const keyFields = (item: FeedLegInput) => ({
  airline: item.airline,
  flight_number: item.flight_number,
  datop_local: item.datop_local,
  depstn: item.depstn,
});

/**
 * What operations change after a hub day's schedule is published: aircraft swaps (demo-swaps.ts)
 * and a few stand moves, sent as later feed updates, one per leg, so each leg keeps its history
 * (old registration, stand entries).
 */
export function demoChanges(items: FeedLegInput[], hub: string): FeedLegInput[] {
  const swaps = demoSwaps(items, hub);
  const changes: FeedLegInput[] = [];
  for (const item of items) {
    if (item.status === 'CANCELED') continue;
    const registration = swaps.get(feedKey(item));
    const stand = standMove(item);
    if (!registration && !stand) continue;
    changes.push({ ...keyFields(item), ...(registration && { registration }), ...stand });
  }
  return changes;
}

/** A stand moved on a few legs: to a remote stand on arrival, or to a bridge on departure. */
function standMove(item: FeedLegInput): Partial<FeedLegInput> | null {
  const random = seededRandom(`change:${feedKey(item)}`);
  const roll = random();
  if (roll < 0.055) {
    const set = STANDS[item.arrstn as 'LIM' | 'SCL'] ?? STANDS.other;
    return { stand_arrival: { type: 'remote', number: pickOne(random, set.spare.remote) } };
  }
  if (roll < 0.085) {
    const set = STANDS[item.depstn as 'LIM' | 'SCL'] ?? STANDS.other;
    return { stand_departure: { type: 'bridge', number: pickOne(random, set.spare.bridge) } };
  }
  return null;
}
