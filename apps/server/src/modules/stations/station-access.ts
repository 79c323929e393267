import { canSeeStation, dayOffset } from '@board/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../auth/index.ts';
import { listStations } from './stations.repository.ts';

/** The station catalogue changes a few times a year; every board call reads it. */
const STATIONS_TTL_MS = 60_000;
const catalogues = new WeakMap<Db, { at: number; stations: Promise<Map<string, string>> }>();

/**
 * Station code to time zone, read from the database at most once a minute: a station DUTY adds
 * or clears reaches this process at once and the others within that minute.
 */
export function stationZones(db: Db): Promise<Map<string, string>> {
  const cached = catalogues.get(db);
  if (cached && Date.now() - cached.at < STATIONS_TTL_MS) return cached.stations;
  const stations = listStations(db).then((rows) => new Map(rows.map((r) => [r.stn, r.time_zone])));
  catalogues.set(db, { at: Date.now(), stations });
  stations.catch(() => catalogues.delete(db));
  return stations;
}

export function forgetStationZones(db: Db): void {
  catalogues.delete(db);
}

/**
 * The checks every board read starts with: the station exists, the user's role may see it
 * (another station's data is refused, not hidden) and the day is in the station's window.
 */
export async function openStationDay(
  db: Db,
  user: AuthUser,
  station: string,
  day: string | null,
  now: Date,
) {
  const timeZone = (await stationZones(db)).get(station);
  if (!timeZone) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'station', key: 'validation.unknownStation' }],
    });
  }
  if (!canSeeStation(user.role, user.station, station)) throw new AppError('FORBIDDEN');
  if (day !== null && dayOffset(day, now, timeZone) === null) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'day', key: 'validation.dayOutOfWindow' }],
    });
  }
  return timeZone;
}

/**
 * Red's days: a day in the window of at least one station (each counts from its own today), so
 * the network refuses what every board refuses, with the same field message.
 */
export async function requireNetworkDay(db: Db, day: string, now: Date): Promise<void> {
  const zones = new Set((await stationZones(db)).values());
  if (![...zones].some((timeZone) => dayOffset(day, now, timeZone) !== null)) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'day', key: 'validation.dayOutOfWindow' }],
    });
  }
}
