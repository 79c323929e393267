import { isConnectionLost } from '../../db/connection-errors.ts';
import type { LegKey, LegUpdate, LegWriter, LegWrites } from '../legs/index.ts';
import type { Judgement, LegWrite } from './feed-judge.ts';
import { lockStored, type StoredLeg } from './feed-stored.ts';

export type { LegWrite } from './feed-judge.ts';

/** How the history names the operations feed as the author of a change. */
const FEED_AUTHOR = { userId: null, userName: 'Operaciones (feed)', role: null };

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
  legWrites: LegWrites,
  keys: LegKey[],
  judgeStored: (stored: Map<string, StoredLeg>) => Judgement,
  now: Date,
): Promise<WrittenSlice> {
  const options = { author: FEED_AUTHOR, at: now, fromOutside: true };
  try {
    return await legWrites.transaction(options, async (writer) => {
      const judged = judgeStored(await lockStored(writer, keys));
      await writeTogether(writer, judged.writes);
      return { ...judged, failed: [] };
    });
  } catch (error) {
    if (isConnectionLost(error)) throw error;
  }
  return legWrites.transaction(options, async (writer) => {
    const judged = judgeStored(await lockStored(writer, keys));
    const written: WrittenSlice = { ...judged, writes: [], failed: [] };
    for (const write of judged.writes) {
      try {
        await writer.attempt((inner) => writeOne(inner, write));
        written.writes.push(write);
      } catch (error) {
        if (isConnectionLost(error)) throw error;
        written.failed.push({ write, error });
      }
    }
    return written;
  });
}

/** The feed's update of a stored leg: its own fields, the version left where it was. */
const updateOf = (write: LegWrite): LegUpdate => ({
  call: 'feed',
  values: write.state,
  changes: write.changes,
  nextVersion: false,
  connections: write.connections,
});

const createOf = (write: LegWrite) => ({
  leg: { ...write.key, ...write.state },
  connections: write.connections,
});

async function writeTogether(writer: LegWriter, writes: LegWrite[]): Promise<void> {
  await writer.create(writes.filter((write) => write.stored === null).map(createOf));
  for (const write of writes) {
    if (write.stored) await writer.update(write.stored, updateOf(write));
  }
}

async function writeOne(writer: LegWriter, write: LegWrite): Promise<void> {
  if (write.stored) await writer.update(write.stored, updateOf(write));
  else await writer.create([createOf(write)]);
}
