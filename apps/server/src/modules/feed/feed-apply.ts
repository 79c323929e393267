import type { Db, DbOrTx } from '../../db/client.ts';
import { isConnectionLost } from '../../db/connection-errors.ts';
import { announceLegsChanged } from '../../lib/change-bus.ts';
import {
  type ConnectionValues,
  type FieldChange,
  insertChanges,
  insertLegs,
  markSynced,
  replaceConnections,
  updateLeg,
} from '../legs/index.ts';
import type { FeedState } from './feed-merge.ts';

/** How the history names the operations feed as the author of a change. */
const FEED_NAME = 'Operaciones (feed)';

/** One item's write: a new leg or the new feed state of a stored one, and what it touches. */
export interface LegWrite {
  index: number;
  /** The stored leg to update; null to create one. */
  id: string | null;
  key: { airline: string; flightNumber: string; datopLocal: string; depstn: string };
  state: FeedState;
  /** The leg's connections to store instead of the current ones; undefined keeps them. */
  connections: ConnectionValues[] | undefined;
  /** Station and local day of each board the change shows on. */
  touched: { station: string; day: string }[];
  /** For an update: what it changes of the watched fields, kept in the leg's history. */
  history: { version: number; changes: FieldChange[] } | null;
}

export interface AppliedWrites {
  applied: LegWrite[];
  failed: { write: LegWrite; error: unknown }[];
}

/**
 * Writes a batch's items in one transaction, the fast path of a batch whose items were all
 * checked. Should the database still refuse one (a constraint no check foresaw, a leg another
 * writer created meanwhile), the batch is written again with each item under its own savepoint,
 * so only the refused items are left out. A lost connection is nobody's item: it propagates.
 */
export async function applyWrites(db: Db, writes: LegWrite[], now: Date): Promise<AppliedWrites> {
  if (writes.length === 0) return { applied: [], failed: [] };
  try {
    await db.transaction(async (tx) => {
      await writeTogether(tx, writes, now);
      await announce(tx, writes, now);
    });
    return { applied: writes, failed: [] };
  } catch (error) {
    if (isConnectionLost(error)) throw error;
  }
  return db.transaction(async (tx) => {
    const result: AppliedWrites = { applied: [], failed: [] };
    for (const write of writes) {
      try {
        await tx.transaction((savepoint) => writeOne(savepoint, write, now));
        result.applied.push(write);
      } catch (error) {
        if (isConnectionLost(error)) throw error;
        result.failed.push({ write, error });
      }
    }
    await announce(tx, result.applied, now);
    return result;
  });
}

async function writeTogether(tx: DbOrTx, writes: LegWrite[], now: Date): Promise<void> {
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
