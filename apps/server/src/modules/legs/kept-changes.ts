import type { Db } from '../../db/client.ts';
import type { ReadKept } from '../../lib/change-bus.ts';
import { readChangeMessage } from '../../lib/change-message.ts';
import { changeNumberOf, changesAfter, keptMessage } from './station-changes.repository.ts';

/** The most changes one catch-up sends: past this, reading the lists again is cheaper. */
const MOST_CAUGHT_UP = 500;

/** A change another process announced, read with its rows where its writer kept them. */
export function readKeptChange(db: Db): ReadKept {
  return async (station, seq) => {
    const text = await keptMessage(db, station, seq);
    return text === null ? null : readChangeMessage(text);
  };
}

/**
 * The messages of a station's changes after number `seq`, as their texts, when every one of them
 * is still kept (and not too many); otherwise `complete` is false and the board reads its lists
 * again. The last number is read first: a change committed meanwhile only adds to the messages.
 */
export async function keptChangesAfter(
  db: Db,
  station: string,
  seq: number,
): Promise<{ complete: boolean; messages: string[] }> {
  const last = await changeNumberOf(db, station);
  if (seq >= last) return { complete: true, messages: [] };
  if (last - seq > MOST_CAUGHT_UP) return { complete: false, messages: [] };
  const rows = await changesAfter(db, station, seq, MOST_CAUGHT_UP);
  const complete = rows.length >= last - seq && rows[0]?.seq === seq + 1;
  return { complete, messages: complete ? rows.map((row) => row.message) : [] };
}
