import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dispatchers } from '../../db/schema/catalogues.ts';

/** A station's dispatcher suggestions, in code order. */
export function dispatchersOf(db: DbOrTx, station: string) {
  return db
    .select({
      code: dispatchers.code,
      name: dispatchers.name,
      last_name: dispatchers.lastName,
      phone_number: dispatchers.phoneNumber,
    })
    .from(dispatchers)
    .where(eq(dispatchers.station, station))
    .orderBy(asc(dispatchers.code));
}
