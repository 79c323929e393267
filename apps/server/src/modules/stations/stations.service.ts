import type { Db } from '../../db/client.ts';
import { listStations } from './stations.repository.ts';

export function createStationsService(db: Db) {
  return {
    listAll: () => listStations(db),
    listByCountry: (country: string) => listStations(db, country),
  };
}
