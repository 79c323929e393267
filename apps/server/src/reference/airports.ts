import { createRequire } from 'node:module';
import { foldSearch, rankAirports } from '@board/domain';

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

/**
 * Zones the dataset has wrong for airports the airline flies to, checked against the IANA
 * time-zone database: these differ from the dataset's zone in daylight saving (Punta Arenas
 * keeps summer time all year since 2017) or are the zone tzdb assigns to the province.
 */
const ZONE_CORRECTIONS: Readonly<Record<string, string>> = {
  BRC: 'America/Argentina/Salta',
  MDZ: 'America/Argentina/Mendoza',
  PUQ: 'America/Punta_Arenas',
  SSA: 'America/Bahia',
};

interface DatasetAirport {
  iata?: string;
  time?: string;
  country_code?: string;
  airport?: string;
  type?: string;
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

/** The dataset's entry as the product keeps it, or null when it has no IATA code or usable zone. */
export function airportOf(entry: DatasetAirport): Airport | null {
  const code = entry.iata ?? '';
  if (!/^[A-Z]{3}$/.test(code)) return null;
  // The dataset holds at least one zone written with a space ("Asia/ Bangkok").
  const timeZone = ZONE_CORRECTIONS[code] ?? (entry.time ?? '').replace(/\s+/g, '');
  if (!validZone(timeZone)) return null;
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
 * airports with an IATA code, each with its country and time zone.
 */
export function airports(): Promise<AirportIndex> {
  loaded ??= (async () => {
    // Loaded on first use: the dataset is 1.5 MB of script that only the server needs.
    // Required, not imported: the package is CommonJS, and plain node's import of it does not
    // see its named exports.
    const { findAirports } = createRequire(import.meta.url)(
      'airport-data-js',
    ) as typeof import('airport-data-js');
    const entries: DatasetAirport[] = await findAirports({});
    const list = entries.flatMap((entry) => airportOf(entry) ?? []);
    return indexOf(list.sort((a, b) => a.code.localeCompare(b.code)));
  })();
  return loaded;
}

/** Every airport's zone by code, for the demo generator and tools that take a plain map. */
export async function airportZones(): Promise<Map<string, string>> {
  return new Map((await airports()).all.map((airport) => [airport.code, airport.timeZone]));
}
