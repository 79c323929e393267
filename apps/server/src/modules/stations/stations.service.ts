import {
  type Airport as AirportView,
  capabilities,
  type Role,
  type StationAccount,
} from '@board/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Airport, airports } from '../../reference/airports.ts';
import type { AuthUser } from '../auth/index.ts';
import { forgetStationZones } from './station-access.ts';
import { accountsOfStation, listStations, setBoard } from './stations.repository.ts';

/** Airports a search answers at most: enough to pick from, small enough to read. */
const SEARCH_LIMIT = 20;

export function createStationsService(db: Db) {
  const view = (airport: Airport, stations: ReadonlySet<string>): AirportView => ({
    code: airport.code,
    name: airport.name,
    country: airport.country,
    time_zone: airport.timeZone,
    station: stations.has(airport.code),
  });

  return {
    listAll: () => listStations(db),
    listByCountry: (country: string) => listStations(db, country),

    async searchAirports(text: string): Promise<AirportView[]> {
      const [index, list] = await Promise.all([airports(), listStations(db)]);
      const stations = new Set(list.map((s) => s.stn));
      // A station's name begins with its city ("Lima - Jorge Chávez"): a search finds it by it.
      const cities = new Map(list.map((s) => [s.stn, s.name.split(' - ')[0] ?? s.name]));
      return index.search(text, SEARCH_LIMIT, cities).map((airport) => view(airport, stations));
    },

    /** Who loses the station's board the moment DUTY takes it away: its accounts, to confirm. */
    async accounts(user: AuthUser, code: string): Promise<StationAccount[]> {
      if (!capabilities(user.role).supervisor) throw new AppError('FORBIDDEN');
      const rows = await accountsOfStation(db, code);
      return rows.map((row) => ({ ...row, role: row.role as Role | null }));
    },

    /** DUTY makes an airport a station with a board, or takes it away (section 6: supervisor). */
    async setBoard(user: AuthUser, code: string, board: boolean) {
      if (!capabilities(user.role).supervisor) throw new AppError('FORBIDDEN');
      const airport = (await airports()).get(code);
      if (!airport) {
        throw new AppError('VALIDATION_FAILED', {
          fields: [{ path: 'stn', key: 'validation.unknownAirport', params: { code } }],
        });
      }
      await setBoard(db, airport, board);
      forgetStationZones(db);
      return listStations(db);
    },
  };
}
