import type { Db, DbOrTx } from '../../db/client.ts';
import { isConnectionLost } from '../../db/connection-errors.ts';
import { announceLegsChanged } from '../../lib/change-bus.ts';
import {
  insertChanges,
  insertLegs,
  type LegKey,
  markSynced,
  replaceConnections,
  updateLeg,
} from '../legs/index.ts';
import type { Judgement, LegWrite } from './feed-judge.ts';
import { lockStored, type StoredLeg } from './feed-stored.ts';

export type { LegWrite } from './feed-judge.ts';

/** How the history names the operations feed as the author of a change. */
const FEED_NAME = 'Operaciones (feed)';

/** A slice of a batch as written: its judgement, the writes applied and those refused. */
export interface WrittenSlice extends Judgement {
  failed: { write: LegWrite; error: unknown }[];
}

/**
 * Judges and writes a slice of a batch in one short transaction, its legs locked from the
 * judging to the commit: the fast path of items that were all checked. Should the database still
 * refuse one (a constraint no check foresaw, a leg another writer created meanwhile), the slice
 * is judged and written again with each item under its own savepoint, so only the refused items
 * are left out. A lost connection is nobody's item: it propagates.
 */
export async function writeSlice(
  db: Db,
  keys: LegKey[],
  judgeStored: (stored: Map<string, StoredLeg>) => Judgement,
  now: Date,
): Promise<WrittenSlice> {
  try {
    return await db.transaction(async (tx) => {
      const judged = judgeStored(await lockStored(tx, keys));
      await writeTogether(tx, judged.writes, now);
      await announce(tx, judged.writes, now);
      return { ...judged, failed: [] };
    });
  } catch (error) {
    if (isConnectionLost(error)) throw error;
  }
  return db.transaction(async (tx) => {
    const judged = judgeStored(await lockStored(tx, keys));
    const written: WrittenSlice = { ...judged, writes: [], failed: [] };
    for (const write of judged.writes) {
      try {
        await tx.transaction((savepoint) => writeOne(savepoint, write, now));
        written.writes.push(write);
      } catch (error) {
        if (isConnectionLost(error)) throw error;
        written.failed.push({ write, error });
      }
    }
    await announce(tx, written.writes, now);
    return written;
  });
}

async function writeTogether(tx: DbOrTx, writes: LegWrite[], now: Date): Promise<void> {
  if (writes.length === 0) return;
  const creates = writes.filter((w) => w.id === null);
  const ids = await insertLegs(
    tx,
    creates.map((w) => newLeg(w, now)),
  );
  const idOf = new Map(creates.map((w, i) => [w, ids[i]]));
  for (const write of writes) {
    const id = write.id ?? idOf.get(write);
    if (write.id) await updateLeg(tx, write.id, write.state, now);
    if (id && write.connections) await replaceConnections(tx, id, write.connections);
  }
  await insertChanges(
    tx,
    writes.flatMap((write) => historyOf(write, now)),
  );
}

/** The history entry of an update that changed a watched field (none for a new leg). */
function historyOf(write: LegWrite, now: Date) {
  if (!write.id || !write.history || write.history.changes.length === 0) return [];
  return [
    {
      legId: write.id,
      userId: null,
      userName: FEED_NAME,
      role: null,
      call: 'feed',
      version: write.history.version,
      changes: write.history.changes,
      at: now,
    },
  ];
}

async function writeOne(tx: DbOrTx, write: LegWrite, now: Date): Promise<void> {
  if (write.id) await updateLeg(tx, write.id, write.state, now);
  await insertChanges(tx, historyOf(write, now));
  const [id] = write.id ? [write.id] : await insertLegs(tx, [newLeg(write, now)]);
  if (id && write.connections) await replaceConnections(tx, id, write.connections);
}

const newLeg = (write: LegWrite, now: Date) => ({ ...write.key, ...write.state, updatedAt: now });

async function announce(tx: DbOrTx, writes: LegWrite[], now: Date): Promise<void> {
  await announceStationDays(
    tx,
    writes.flatMap((w) => w.touched),
    now,
  );
}

/**
 * Stamps the stations' last synchronisation and tells every board of the days that changed:
 * what every write from outside (feed or movement message) ends with, in its transaction.
 */
export async function announceStationDays(
  tx: DbOrTx,
  stationDays: LegWrite['touched'],
  now: Date,
): Promise<void> {
  const touched = new Map<string, Set<string>>();
  for (const { station, day } of stationDays) {
    touched.set(station, (touched.get(station) ?? new Set()).add(day));
  }
  await markSynced(tx, [...touched.keys()], now);
  for (const [station, days] of touched) {
    await announceLegsChanged(tx, { station, days: [...days].sort(), at: now.toISOString() });
  }
}
