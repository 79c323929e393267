import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stationChangeCounters, stationChanges } from '../../db/schema/legs.ts';

/** How long a station's changes are kept for the boards that missed them. */
export const CHANGES_KEPT_MS = 60 * 60 * 1000;
/** Old changes are pruned by every this many writes of a station, not by each. */
const PRUNE_EVERY = 100;

/** The station's last change number: 0 before its first. */
export async function changeNumberOf(db: DbOrTx, station: string): Promise<number> {
  const [row] = await db
    .select({ seq: stationChangeCounters.seq })
    .from(stationChangeCounters)
    .where(eq(stationChangeCounters.station, station));
  return row?.seq ?? 0;
}

/** Keeps changes' messages, in their writing transaction; now and then prunes the old ones. */
export async function keepChanges(
  tx: DbOrTx,
  changes: { station: string; seq: number; message: string; at: Date }[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(stationChanges).values(changes);
  const pruned = changes.filter((change) => change.seq % PRUNE_EVERY === 0);
  for (const change of pruned) {
    const before = new Date(change.at.getTime() - CHANGES_KEPT_MS);
    await tx
      .delete(stationChanges)
      .where(and(eq(stationChanges.station, change.station), lt(stationChanges.at, before)));
  }
}

/** One kept change's message; null when it is not (pruned, or never written). */
export async function keptMessage(
  db: DbOrTx,
  station: string,
  seq: number,
): Promise<string | null> {
  const [row] = await db
    .select({ message: stationChanges.message })
    .from(stationChanges)
    .where(and(eq(stationChanges.station, station), eq(stationChanges.seq, seq)));
  return row?.message ?? null;
}

/** The messages of a station's kept changes after number `seq`, in order, at most `limit`. */
export async function changesAfter(
  db: DbOrTx,
  station: string,
  seq: number,
  limit: number,
): Promise<{ seq: number; message: string }[]> {
  return db
    .select({ seq: stationChanges.seq, message: stationChanges.message })
    .from(stationChanges)
    .where(and(eq(stationChanges.station, station), gt(stationChanges.seq, seq)))
    .orderBy(asc(stationChanges.seq))
    .limit(limit);
}
