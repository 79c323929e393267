import { sql } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords.ts';
import { airports } from '../reference/airports.ts';
import type { Db } from './client.ts';
import { DEMO_STATIONS, DEMO_USERS } from './demo-data.ts';
import { DEMO_DISPATCHERS } from './demo-dispatchers.ts';
import { dispatchers, stations, users } from './schema.ts';

/**
 * Fills the demo stations and accounts. Safe to run again: stations are updated in place (a
 * station DUTY cleared stays cleared) and an existing account keeps its password (someone may
 * have changed it through the reset flow).
 */
export async function seedDemoData(db: Db): Promise<void> {
  const index = await airports();
  const rows = DEMO_STATIONS.map(({ code, name }) => {
    const airport = index.get(code);
    if (!airport) throw new Error(`demo station ${code} is not in the airports dataset`);
    return { code, name, country: airport.country, timeZone: airport.timeZone };
  });
  await db
    .insert(stations)
    .values(rows)
    .onConflictDoUpdate({
      target: stations.code,
      set: {
        name: sql`excluded.name`,
        country: sql`excluded.country`,
        timeZone: sql`excluded.time_zone`,
      },
    });
  for (const u of DEMO_USERS) {
    await db
      .insert(users)
      .values({
        email: u.email,
        fullName: u.fullName,
        role: u.role,
        stationCode: u.station,
        passwordHash: await hashPassword(u.password),
      })
      .onConflictDoNothing({ target: users.email });
  }
  // A station may have edited its list: entries already there are kept as they are.
  await db.insert(dispatchers).values(DEMO_DISPATCHERS).onConflictDoNothing();
}

/** Whether the database has never been filled (first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ code: stations.code }).from(stations).limit(1);
  return rows.length === 0;
}
