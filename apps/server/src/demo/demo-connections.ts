import type { FeedLegInput } from '@board/domain';
import { between, seededRandom } from './random.ts';

/** An inbound passenger needs this long at the hub; the airline sells waits of up to the other. */
const SHORTEST_CONNECTION_MIN = 60;
const LONGEST_CONNECTION_MIN = 240;
const MOST_INBOUNDS = 4;

const minutesBetween = (from: string | undefined, to: string | undefined) =>
  (Date.parse(to ?? '') - Date.parse(from ?? '')) / 60_000;

/**
 * The hub's departures with the passengers and bags of inbound flights connecting to them: up
 * to four flights scheduled to land between one and four hours before the departure, a handful
 * of passengers each. Cancelled flights carry no connections and bring none.
 */
export function withConnections(items: FeedLegInput[], hub: string): FeedLegInput[] {
  const inbounds = items.filter((item) => item.arrstn === hub && item.status !== 'CANCELED');
  return items.map((item) => {
    if (item.depstn !== hub || item.status === 'CANCELED') return item;
    const candidates = inbounds.filter((inbound) => {
      const wait = minutesBetween(inbound.sta, item.std);
      return wait >= SHORTEST_CONNECTION_MIN && wait <= LONGEST_CONNECTION_MIN;
    });
    const random = seededRandom(`connections:${item.flight_number}/${item.datop_local}/${hub}`);
    const count = between(random, 0, Math.min(MOST_INBOUNDS, candidates.length));
    if (count === 0) return item;
    const connections = [];
    for (let i = 0; i < count; i++) {
      const [inbound] = candidates.splice(Math.floor(random() * candidates.length), 1);
      if (!inbound) break;
      const pax = between(random, 1, 12);
      connections.push({
        flight_number: `LA${inbound.flight_number}`,
        datop_local: inbound.datop_local,
        depstn: inbound.depstn,
        pax,
        bags: between(random, Math.floor(pax / 2), pax + 2),
      });
    }
    return { ...item, connections };
  });
}
