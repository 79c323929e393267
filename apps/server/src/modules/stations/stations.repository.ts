import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { stations } from '../../db/schema/stations.ts';
import type { Airport } from '../../reference/airports.ts';

const columns = {
  stn: stations.code,
  name: stations.name,
  country: stations.country,
  time_zone: stations.timeZone,
};

/** The stations with a board, of one country or all. */
export function listStations(db: DbOrTx, country?: string) {
  const board = eq(stations.board, true);
  return db
    .select(columns)
    .from(stations)
    .where(country ? and(board, eq(stations.country, country)) : board)
    .orderBy(asc(stations.code));
}

/**
 * Makes an airport a station with a board, or takes its board away. The row stays when cleared:
 * users and records name it. Name, country and zone are the dataset's when the row is new; a
 * station's own name, once given, is kept.
 */
export async function setBoard(db: DbOrTx, airport: Airport, board: boolean): Promise<void> {
  await db
    .insert(stations)
    .values({
      code: airport.code,
      name: airport.name,
      country: airport.country,
      timeZone: airport.timeZone,
      board,
    })
    .onConflictDoUpdate({
      target: stations.code,
      set: { board, country: airport.country, timeZone: airport.timeZone },
    });
}

/**
 * Gives every stored station the country and zone the airport reference gives it now, and
 * answers the codes it changed: a station stored before the reference was corrected (a zone an
 * hour off) would otherwise keep its old clock on its board. It runs at every start, so it costs
 * one read of the few stations when they match the reference, and one write more, for all those
 * that do not, when some differ; the write changes only a row still unlike the reference, so two
 * processes starting together change each row once.
 */
export async function alignStationsWithReference(
  db: DbOrTx,
  reference: (code: string) => Airport | undefined,
): Promise<string[]> {
  const rows = await db
    .select({ code: stations.code, country: stations.country, timeZone: stations.timeZone })
    .from(stations);
  const stale = rows.flatMap((row) => {
    const airport = reference(row.code);
    const same = !airport || (airport.timeZone === row.timeZone && airport.country === row.country);
    return same ? [] : [sql`(${row.code}, ${airport.country}, ${airport.timeZone})`];
  });
  if (stale.length === 0) return [];
  const changed = await db
    .update(stations)
    .set({ country: sql`now.country`, timeZone: sql`now.time_zone` })
    .from(sql`(values ${sql.join(stale, sql`, `)}) as now (code, country, time_zone)`)
    .where(
      sql`${stations.code} = now.code and (${stations.country}, ${stations.timeZone}) is distinct from (now.country, now.time_zone)`,
    )
    .returning({ code: stations.code });
  return changed.map((row) => row.code).sort();
}

/** The accounts whose home station it is, the active ones first, each group by name. */
export function accountsOfStation(db: DbOrTx, code: string) {
  return db
    .select({
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      active: sql<boolean>`${users.deactivatedAt} is null`,
    })
    .from(users)
    .where(eq(users.stationCode, code))
    .orderBy(sql`${users.deactivatedAt} is not null`, asc(users.fullName), asc(users.email));
}
