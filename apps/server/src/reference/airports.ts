import { foldSearch, rankAirports } from '@board/domain';
import { type DatasetAirport, datasetEntries, iataCode } from './airport-dataset.ts';

/** An airport of the reference dataset: any of them may be a leg's origin or destination. */
export interface Airport {
  code: string;
  name: string;
  country: string;
  /** IANA zone name, accepted by this runtime's Intl. */
  timeZone: string;
  /** 3 a large airport, 2 medium, 1 small, 0 any other: a search puts larger ones first. */
  size: number;
}

export interface AirportIndex {
  readonly all: readonly Airport[];
  get(code: string): Airport | undefined;
  /**
   * Airports whose code, name or city answers the text, the exact code and city first
   * (rankAirports); `cities` by code, where known (the stations').
   */
  search(text: string, limit: number, cities?: ReadonlyMap<string, string>): Airport[];
}

const SIZES: Readonly<Record<string, number>> = {
  large_airport: 3,
  medium_airport: 2,
  small_airport: 1,
};

/** Ten thousand airports share a few hundred zones: each is tried once. */
const zoneChecks = new Map<string, boolean>();

function validZone(zone: string): boolean {
  let valid = zoneChecks.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    zoneChecks.set(zone, valid);
  }
  return valid;
}

/**
 * The dataset's entry as the product keeps it, with the zone its coordinates fall in
 * (airport-zones.json), or null when it has no IATA code or no zone this runtime computes with.
 */
export function airportOf(
  entry: DatasetAirport,
  zones: Readonly<Record<string, string>>,
): Airport | null {
  const code = iataCode(entry);
  if (!code) return null;
  const timeZone = zones[code];
  if (!timeZone || !validZone(timeZone)) return null;
  return {
    code,
    name: (entry.airport ?? code).trim(),
    country: (entry.country_code ?? '').toUpperCase(),
    timeZone,
    size: SIZES[entry.type ?? ''] ?? 0,
  };
}

function indexOf(list: Airport[]): AirportIndex {
  const byCode = new Map(list.map((airport) => [airport.code, airport]));
  // Each name folded once, not on every search.
  const folded = list.map((airport) => ({ airport, ...airport, folded: foldSearch(airport.name) }));
  return {
    all: list,
    get: (code) => byCode.get(code),
    search(text, limit, cities) {
      const cityOf = (code: string) => cities?.get(code);
      return rankAirports(folded, text, limit, cityOf).map(({ airport }) => airport);
    },
  };
}

let loaded: Promise<AirportIndex> | null = null;

/**
 * The airports dataset (airport-data-js), read once per process (about 0.3 s): ten thousand
 * airports with an IATA code, each with its country, and its time zone from its coordinates.
 */
export function airports(): Promise<AirportIndex> {
  loaded ??= (async () => {
    const [entries, { default: zones }] = await Promise.all([
      datasetEntries(),
      import('./airport-zones.json', { with: { type: 'json' } }),
    ]);
    const list = entries.flatMap((entry) => airportOf(entry, zones) ?? []);
    return indexOf(list.sort((a, b) => a.code.localeCompare(b.code)));
  })();
  return loaded;
}

let zones: Promise<ReadonlyMap<string, string>> | null = null;

/**
 * Every airport's zone by code, for the demo generator and Red's figures, which take a plain
 * map: made once per process, as Red asks on every read of its figures.
 */
export function airportZones(): Promise<ReadonlyMap<string, string>> {
  zones ??= airports().then(
    (index) => new Map(index.all.map((airport) => [airport.code, airport.timeZone])),
  );
  return zones;
}
