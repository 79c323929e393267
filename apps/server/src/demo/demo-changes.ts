import type { FeedLegInput } from '@board/domain';
import { STANDS } from './network.ts';
import { pickOne, seededRandom } from './random.ts';

const keyFields = (item: FeedLegInput) => ({
  airline: item.airline,
  flight_number: item.flight_number,
  datop_local: item.datop_local,
  depstn: item.depstn,
});

/**
 * What operations change after a schedule is published: a few aircraft swaps and stand moves,
 * sent as later feed updates so each leg keeps its history (old registration, stand entries).
 */
export function demoChanges(items: FeedLegInput[], spare: string[]): FeedLegInput[] {
  const changes: FeedLegInput[] = [];
  for (const item of items) {
    if (item.status === 'CANCELED') continue;
    const random = seededRandom(
      `change:${item.airline}${item.flight_number}/${item.datop_local}/${item.depstn}`,
    );
    const roll = random();
    if (roll < 0.015) {
      changes.push({ ...keyFields(item), registration: pickOne(random, spare) });
    } else if (roll < 0.07) {
      const set = STANDS[item.arrstn as 'LIM' | 'SCL'] ?? STANDS.other;
      changes.push({
        ...keyFields(item),
        stand_arrival: { type: 'remote', number: pickOne(random, set.remote) },
      });
    } else if (roll < 0.1) {
      const set = STANDS[item.depstn as 'LIM' | 'SCL'] ?? STANDS.other;
      changes.push({
        ...keyFields(item),
        stand_departure: { type: 'bridge', number: pickOne(random, set.bridge) },
      });
    }
  }
  return changes;
}
