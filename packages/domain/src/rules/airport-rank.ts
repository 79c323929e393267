/** What an airport search reads of an airport. */
export interface SearchedAirport {
  code: string;
  name: string;
  /** The city, where it is known (a station's name begins with it: "Lima - Jorge Chávez"). */
  city?: string;
  /** Larger airports first among equal matches: 3 large, 2 medium, 1 small, 0 other. */
  size?: number;
  /** The name as foldSearch writes it, when an index keeps it ready for every search. */
  folded?: string;
}

/** Text as a search compares it: upper case, without accents, single spaces. */
export const foldSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/** Where a word of the text begins with the needle. */
const wordStarts = (text: string, needle: string) =>
  text.startsWith(needle) || text.includes(` ${needle}`);

/** Whether the text begins with the needle as whole words ("SANTIAGO" in "SANTIAGO INTL"). */
const leadsWith = (text: string, needle: string) =>
  text === needle || text.startsWith(`${needle} `);

/**
 * How well an airport answers a search, best first, or null when it does not: its exact code,
 * then its city (a station's, or the name when it begins with the city, as "Santiago
 * International Airport" does), then a code that begins with the text, then a word of its name
 * that does, then its name holding the text anywhere.
 */
export function airportMatch(
  airport: SearchedAirport,
  needle: string,
  cityOf: (code: string) => string | undefined = () => airport.city,
): number | null {
  const name = airport.folded ?? foldSearch(airport.name);
  const known = cityOf(airport.code);
  const city = known ? foldSearch(known) : '';
  if (airport.code === needle) return 0;
  if (city === needle) return 1;
  if (leadsWith(name, needle) || leadsWith(city, needle)) return 2;
  if (airport.code.startsWith(needle)) return 3;
  if (wordStarts(name, needle) || wordStarts(city, needle)) return 4;
  if (name.includes(needle)) return 5;
  return null;
}

/**
 * The airports that answer a search, the best matches first, larger airports before smaller.
 * `cityOf` gives a city by code where the airports do not carry theirs (a station's).
 */
export function rankAirports<T extends SearchedAirport>(
  airports: readonly T[],
  text: string,
  limit: number,
  cityOf?: (code: string) => string | undefined,
): T[] {
  const needle = foldSearch(text);
  if (!needle) return [];
  return airports
    .flatMap((airport) => {
      const rank = airportMatch(airport, needle, cityOf ?? (() => airport.city));
      return rank === null ? [] : [{ airport, rank }];
    })
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        (b.airport.size ?? 0) - (a.airport.size ?? 0) ||
        a.airport.code.localeCompare(b.airport.code),
    )
    .slice(0, limit)
    .map(({ airport }) => airport);
}
