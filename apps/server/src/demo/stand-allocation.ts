import { type FeedLegInput, localDate } from '@board/domain';
import { type Aircraft, STANDS } from './network.ts';

type StandType = 'bridge' | 'remote';
interface Stand {
  type: StandType;
  number: string;
}

/** Free time kept around an aircraft on a stand: early arrivals and late departures happen. */
const BEFORE_MS = 10 * 60_000;
const AFTER_MS = 40 * 60_000;

interface Turn {
  arrival: FeedLegInput | null;
  departure: FeedLegInput | null;
  from: number;
  to: number;
}

const time = (iso: string | undefined) => (iso ? new Date(iso).getTime() : Number.NaN);
const standsOf = (station: string) => STANDS[station as 'LIM' | 'SCL'] ?? STANDS.other;
const all = (station: string): Stand[] => {
  const set = standsOf(station);
  return [
    ...set.bridge.map((number) => ({ type: 'bridge' as const, number })),
    ...set.remote.map((number) => ({ type: 'remote' as const, number })),
  ];
};

/**
 * Each hub aircraft's own stand for the night at its hub, the same every night so that days sent
 * on different starts meet: remote stands first, then bridges, in fleet order.
 */
function homeStands(fleet: readonly Aircraft[]): Map<string, Stand> {
  const homes = new Map<string, Stand>();
  for (const hub of ['LIM', 'SCL'] as const) {
    const set = all(hub);
    const order = [
      ...set.filter((s) => s.type === 'remote'),
      ...set.filter((s) => s.type === 'bridge'),
    ];
    fleet
      .filter((a) => a.hub === hub)
      .forEach((aircraft, i) => {
        const stand = order[i % order.length];
        if (stand) homes.set(`${hub}/${aircraft.registration}`, stand);
      });
  }
  return homes;
}

/** The aircraft's visits to the station, in time order: each arrival with its next departure. */
function turnsAt(station: string, legs: readonly FeedLegInput[]): Turn[] {
  const moves = legs
    .filter((l) => l.status !== 'CANCELED' && (l.arrstn === station || l.depstn === station))
    .map((l) => ({
      leg: l,
      arriving: l.arrstn === station,
      at: time(l.arrstn === station ? l.sta : l.std),
    }))
    .sort((a, b) => a.at - b.at);
  const turns: Turn[] = [];
  let open: Turn | null = null;
  for (const move of moves) {
    if (move.arriving) {
      if (open) turns.push(open);
      open = { arrival: move.leg, departure: null, from: move.at, to: Number.POSITIVE_INFINITY };
    } else {
      const turn: Turn = open ?? {
        arrival: null,
        departure: null,
        from: Number.NEGATIVE_INFINITY,
        to: move.at,
      };
      turns.push({ ...turn, departure: move.leg, to: move.at });
      open = null;
    }
  }
  if (open) turns.push(open);
  return turns;
}

class StandBook {
  private readonly taken = new Map<string, [number, number][]>();
  isFree(stand: Stand, from: number, to: number): boolean {
    return (this.taken.get(stand.number) ?? []).every(([a, b]) => to <= a || from >= b);
  }
  take(stand: Stand, from: number, to: number): void {
    this.taken.set(stand.number, [...(this.taken.get(stand.number) ?? []), [from, to]]);
  }
}

function place(turn: Turn, stand: Stand): void {
  if (turn.arrival) {
    turn.arrival.stand_arrival = {
      ...turn.arrival.stand_arrival,
      type: stand.type,
      number: stand.number,
    };
  }
  if (turn.departure) {
    turn.departure.stand_departure = {
      ...turn.departure.stand_departure,
      type: stand.type,
      number: stand.number,
    };
  }
}

/** Whether the turn is a night at the aircraft's hub: it spans a change of local date, or is cut by the window. */
function isNight(turn: Turn, zone: string): boolean {
  if (!turn.arrival || !turn.departure) return true;
  return localDate(new Date(turn.from), zone) !== localDate(new Date(turn.to), zone);
}

/**
 * Gives every leg a stand its station could really use: an aircraft keeps one stand from
 * on-block to off-block, and no two aircraft are planned on one stand at once. Nights at a hub
 * are spent on the aircraft's own stand; daytime turns take the first free bridge, else the
 * first free remote stand, with room for some lateness either side. Changes the items in place.
 */
export function allocateStands(
  legs: readonly FeedLegInput[],
  fleet: readonly Aircraft[],
  zones: ReadonlyMap<string, string>,
): void {
  const homes = homeStands(fleet);
  const byStationAndAircraft = new Map<string, FeedLegInput[]>();
  for (const leg of legs) {
    for (const station of new Set([leg.depstn, leg.arrstn])) {
      const key = `${station}/${leg.registration ?? ''}`;
      byStationAndAircraft.set(key, [...(byStationAndAircraft.get(key) ?? []), leg]);
    }
  }
  const books = new Map<string, StandBook>();
  const daytime: { station: string; turn: Turn }[] = [];
  for (const [key, ofAircraft] of byStationAndAircraft) {
    const station = key.slice(0, key.indexOf('/'));
    const book = books.get(station) ?? new StandBook();
    books.set(station, book);
    for (const turn of turnsAt(station, ofAircraft)) {
      const home = homes.get(key);
      if (home && isNight(turn, zones.get(station) ?? 'UTC')) {
        book.take(home, turn.from - BEFORE_MS, turn.to + AFTER_MS);
        place(turn, home);
      } else {
        daytime.push({ station, turn });
      }
    }
  }
  daytime.sort((a, b) => a.turn.from - b.turn.from);
  for (const { station, turn } of daytime) {
    const book = books.get(station) ?? new StandBook();
    const from = turn.from - BEFORE_MS;
    const to = turn.to + AFTER_MS;
    const stands = all(station);
    const stand = stands.find((s) => book.isFree(s, from, to)) ?? stands[stands.length - 1];
    if (!stand) continue;
    book.take(stand, from, to);
    place(turn, stand);
  }
}
