import { type FeedLegInput, localDate, minimumGroundTime, zonedInstant } from '@board/domain';
import { actualsDue } from './actuals.ts';
import { withConnections } from './demo-connections.ts';
import { demoEstimates, readyAfter } from './demo-timing.ts';
import { type Aircraft, CREW_NAMES, ROUTES, SEATS, STANDS } from './network.ts';
import { between, pickOne, seededRandom } from './random.ts';

const ROUND_TRIPS = 5;
/**
 * Share of round trips cancelled: both legs, so the aircraft stays where it is. Never the first
 * of an aircraft's day, so each aircraft flies every day and its turns at the hub stay within a
 * day either side (the reach of the board's pairing).
 */
const CANCELLED_ROUND_TRIPS = 0.03;
const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

interface Context {
  hub: 'LIM' | 'SCL';
  day: string;
  zones: ReadonlyMap<string, string>;
  now: Date;
}

function stand(random: () => number, station: string) {
  const set = STANDS[station as 'LIM' | 'SCL'] ?? STANDS.other;
  const type = random() < 0.7 ? ('bridge' as const) : ('remote' as const);
  return { type, number: pickOne(random, set[type]) };
}

function crew(random: () => number, material: '320' | '321') {
  const cabin = material === '321' ? 5 : 4;
  const positions = ['CPT', 'FO', 'JC', ...Array.from({ length: cabin - 1 }, () => 'TC')];
  return positions.map((position) => ({
    position,
    name: pickOne(random, CREW_NAMES),
    crew_number: String(between(random, 10000, 99999)),
  }));
}

/**
 * One leg of an aircraft's day, with figures, status, estimates and its actual times already
 * past. `ready` is when the aircraft is ready to leave after its previous leg (null when
 * nothing holds it); the answer's `ready` is when it is ready again after this one, unchanged by
 * a cancelled leg, which nobody flies.
 */
function leg(
  ctx: Context,
  aircraft: Aircraft,
  flight: { number: number; from: string; to: string; std: Date; block: number },
  ready: Date | null,
  cancelled: boolean,
): { item: FeedLegInput; ready: Date | null } {
  const { from, to, std } = flight;
  const datop = localDate(std, ctx.zones.get(from) ?? 'UTC');
  const key = `LA${flight.number}/${datop}/${from}`;
  const random = seededRandom(`leg:${key}`);
  const sta = plus(std, flight.block);
  const estimates = demoEstimates(random, std, sta, ready);
  const seats = SEATS[aircraft.material];
  const adult = between(random, Math.floor(seats * 0.55), seats - 2);
  const bags = Math.round(adult * (0.6 + random() * 0.4));
  const ssr = () => (random() < 0.25 ? between(random, 1, 3) : 0);
  const item: FeedLegInput = {
    airline: 'LA',
    flight_number: String(flight.number),
    datop_local: datop,
    depstn: from,
    arrstn: to,
    std: std.toISOString(),
    sta: sta.toISOString(),
    etd: estimates.etd?.toISOString() ?? null,
    eta: estimates.eta?.toISOString() ?? null,
    registration: aircraft.registration,
    material: aircraft.material,
    capacity: seats,
    pax: { adult, infant: between(random, 0, 4) },
    ssrs: {
      INAD: random() < 0.03 ? 1 : 0,
      WCHR: ssr(),
      WCHC: ssr(),
      WCHS: ssr(),
      AVIH: ssr(),
      PETC: ssr(),
    },
    baggage_total: bags,
    baggage_weight_total: bags * between(random, 18, 24),
    load: random() < 0.3 ? between(random, 1000, 2600) : between(random, 0, 999),
    crew_type: `A${aircraft.material} STD`,
    crew: crew(random, aircraft.material),
    stand_departure: {
      ...stand(random, from),
      hall: `${pickOne(random, ['A', 'B', 'C'])}${between(random, 1, 24)}`,
    },
    stand_arrival: { ...stand(random, to), tape: String(between(random, 1, 8)) },
  };
  if (cancelled) return { item: { ...item, status: 'CANCELED', etd: null, eta: null }, ready };
  const rescheduled = random() < 0.03;
  if (rescheduled) item.status = 'RESCHEDULED';
  else if (std > ctx.now) item.status = 'CONFIRMED';
  return {
    item: { ...item, ...actualsDue({ key, std, sta, ...estimates }, ctx.now) },
    ready: readyAfter(estimates, sta, aircraft.material),
  };
}

/**
 * A hub's demo day: each of its aircraft leaves the hub in the morning, flies round trips to the
 * hub's stations, and comes back to spend the night there. Each turn is planned 10 to 25 minutes
 * (35 at the hub) above the type's minimum ground time, and a late leg's lateness carries on to
 * the aircraft's next legs as far as those minutes do not absorb it. A cancelled round trip
 * keeps the aircraft at the hub. Connections are added at the hub. Deterministic from hub, day
 * and now.
 */
export function demoHubDay(ctx: Context, fleet: Aircraft[]): FeedLegInput[] {
  const zone = ctx.zones.get(ctx.hub) ?? 'UTC';
  const routes = Object.entries(ROUTES[ctx.hub]);
  const items: FeedLegInput[] = [];
  const base = ctx.hub === 'LIM' ? 2000 : 3000;
  fleet
    .filter((a) => a.hub === ctx.hub)
    .forEach((aircraft, index) => {
      const random = seededRandom(`day:${ctx.hub}/${ctx.day}/${aircraft.registration}`);
      const minimum = minimumGroundTime(aircraft.material);
      // First departures spread from 05:00, a few minutes apart.
      let at = plus(zonedInstant(ctx.day, '05:00', zone), index * 4);
      // Back home before midnight, so the next day starts where this one ended.
      const home = zonedInstant(ctx.day, '23:45', zone);
      let ready: Date | null = null;
      for (let trip = 0; trip < ROUND_TRIPS; trip++) {
        const [to, block] = routes[(index * 3 + trip * 5) % routes.length] ?? ['CUZ', 80];
        const back = plus(at, block + minimum + between(random, 10, 25));
        if (trip > 0 && plus(back, block) > home) break;
        const cancelled = trip > 0 && random() < CANCELLED_ROUND_TRIPS;
        const number = base + index * 10 + trip * 2;
        const there = { number, from: ctx.hub, to, std: at, block };
        const out = leg(ctx, aircraft, there, ready, cancelled);
        const returning = { number: number + 1, from: to, to: ctx.hub, std: back, block };
        const inbound = leg(ctx, aircraft, returning, out.ready, cancelled);
        items.push(out.item, inbound.item);
        ready = inbound.ready;
        at = plus(back, block + minimum + between(random, 10, 35));
      }
    });
  return withConnections(items, ctx.hub);
}
