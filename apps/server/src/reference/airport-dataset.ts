import { createRequire } from 'node:module';

/** An entry of the airports dataset (airport-data-js), as far as the product reads it. */
export interface DatasetAirport {
  iata?: string;
  time?: string;
  country_code?: string;
  continent?: string;
  airport?: string;
  type?: string;
  latitude?: number;
  longitude?: number;
}

/** Every entry of the dataset, read from the package (1.5 MB of script only the server needs). */
export async function datasetEntries(): Promise<DatasetAirport[]> {
  // Required, not imported: the package is CommonJS, and plain node's import of it does not
  // see its named exports.
  const { findAirports } = createRequire(import.meta.url)(
    'airport-data-js',
  ) as typeof import('airport-data-js');
  return findAirports({});
}

/** The dataset's IATA code of an entry, or null when it has none the product can use. */
export function iataCode(entry: DatasetAirport): string | null {
  const code = entry.iata ?? '';
  return /^[A-Z]{3}$/.test(code) ? code : null;
}
