import { getTimezone } from 'countries-and-timezones';
import { find } from 'geo-tz/all';
import { type DatasetAirport, datasetEntries, iataCode } from './airport-dataset.ts';
import { zoneFromBoundaries } from './zone-from-boundaries.ts';

/**
 * Reads each airport's zone off the time-zone boundaries (geo-tz's comprehensive product of
 * timezone-boundary-builder, one zone per country at least, as tzdb names them). About 1.5 s and
 * 300 MB for the whole dataset: run when the data file is written and in its test, never by the
 * server, which reads the file.
 */
export function lookupZone(entry: DatasetAirport): string {
  return zoneFromBoundaries(
    {
      country: (entry.country_code ?? '').toUpperCase(),
      datasetZone: datasetZone(entry),
      found:
        entry.latitude === undefined || entry.longitude === undefined
          ? []
          : find(entry.latitude, entry.longitude),
    },
    (zone) => getTimezone(zone)?.countries ?? [],
  );
}

/** The dataset's own zone, of which at least one is written with a space ("Asia/ Bangkok"). */
export function datasetZone(entry: DatasetAirport): string {
  return (entry.time ?? '').replace(/\s+/g, '');
}

/** Every airport's zone by code, sorted by code: what airport-zones.json holds. */
export async function lookupAllZones(): Promise<Record<string, string>> {
  const zones: [string, string][] = [];
  for (const entry of await datasetEntries()) {
    const code = iataCode(entry);
    if (code) zones.push([code, lookupZone(entry)]);
  }
  return Object.fromEntries(zones.sort(([a], [b]) => a.localeCompare(b)));
}
