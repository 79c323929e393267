import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stations } from '../../db/schema.ts';

const columns = {
  stn: stations.code,
  name: stations.name,
  country: stations.country,
  time_zone: stations.timeZone,
};

export function listStations(db: DbOrTx, country?: string) {
  const query = db.select(columns).from(stations);
  return (country ? query.where(eq(stations.country, country)) : query).orderBy(asc(stations.code));
}
