/** What other parts of the server may use of the stations module. */
import type { Db } from '../../db/client.ts';
import { stationZones } from './station-access.ts';

export { openStationDay, requireNetworkDay } from './station-access.ts';

/** Whether the code names a station with a board, as a user's home station must. */
export async function stationHasBoard(db: Db, code: string): Promise<boolean> {
  return (await stationZones(db)).has(code);
}
