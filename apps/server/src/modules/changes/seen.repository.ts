import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { legSeen, stationDaySeen } from '../../db/schema/changes.ts';

/** When the user last looked at the station day as a whole; null before the first look. */
export async function daySeenAt(
  db: DbOrTx,
  userId: string,
  station: string,
  day: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ seenAt: stationDaySeen.seenAt })
    .from(stationDaySeen)
    .where(
      and(
        eq(stationDaySeen.userId, userId),
        eq(stationDaySeen.station, station),
        eq(stationDaySeen.day, day),
      ),
    );
  return row?.seenAt ?? null;
}

export async function markDaySeen(
  db: DbOrTx,
  userId: string,
  station: string,
  day: string,
  at: Date,
): Promise<void> {
  await db
    .insert(stationDaySeen)
    .values({ userId, station, day, seenAt: at })
    .onConflictDoUpdate({
      target: [stationDaySeen.userId, stationDaySeen.station, stationDaySeen.day],
      set: { seenAt: at },
    });
}

/** When the user last looked at each of these legs on its own. */
export async function legsSeenAt(
  db: DbOrTx,
  userId: string,
  legIds: string[],
): Promise<Map<string, Date>> {
  if (legIds.length === 0) return new Map();
  const rows = await db
    .select({ legId: legSeen.legId, seenAt: legSeen.seenAt })
    .from(legSeen)
    .where(and(eq(legSeen.userId, userId), inArray(legSeen.legId, legIds)));
  return new Map(rows.map((r) => [r.legId, r.seenAt]));
}

export async function markLegsSeen(
  db: DbOrTx,
  userId: string,
  legIds: string[],
  at: Date,
): Promise<void> {
  if (legIds.length === 0) return;
  await db
    .insert(legSeen)
    .values(legIds.map((legId) => ({ userId, legId, seenAt: at })))
    .onConflictDoUpdate({ target: [legSeen.userId, legSeen.legId], set: { seenAt: at } });
}
