/** What other parts of the server may use of the stations module. */
import type { Db } from '../../db/client.ts';
import { airports } from '../../reference/airports.ts';
import { forgetStationZones, stationZones } from './station-access.ts';
import { alignStationsWithReference } from './stations.repository.ts';

export { openStationDay, requireNetworkDay, stationZones } from './station-access.ts';
export { listStations } from './stations.repository.ts';
export { stationRoutes } from './stations.routes.ts';
export { createStationsService } from './stations.service.ts';

/** Whether the code names a station with a board, as a user's home station must. */
export async function stationHasBoard(db: Db, code: string): Promise<boolean> {
  return (await stationZones(db)).has(code);
}

/** The codes of the stations with a board: Red lists these, and the other airports together. */
export async function boardStations(db: Db): Promise<ReadonlySet<string>> {
  return new Set((await stationZones(db)).keys());
}

/**
 * Run at start: stations stored earlier take the country and zone the airport reference gives
 * them now. Answers the codes that changed.
 */
export async function alignStationZones(db: Db): Promise<string[]> {
  const index = await airports();
  const changed = await alignStationsWithReference(db, (code) => index.get(code));
  if (changed.length > 0) forgetStationZones(db);
  return changed;
}
