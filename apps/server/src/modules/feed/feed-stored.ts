import { feedLegKey } from '@board/domain';
import {
  type ConnectionValues,
  connectionsOfLegs,
  type LegKey,
  type LegWriter,
  type LockedLeg,
} from '../legs/index.ts';
import { type FeedState, feedStateOf } from './feed-merge.ts';

/** A stored leg as a batch compares against it; connections in the form connectionsKey gives. */
export interface StoredLeg {
  row: LockedLeg;
  state: FeedState;
  connections: string;
}

/** Connections in a form that compares equal whatever order they were sent or stored in. */
export const connectionsKey = (rows: ConnectionValues[]) =>
  JSON.stringify(
    rows
      .map((r) => [r.flightNumber, r.datopLocal, r.depstn, r.pax, r.bags])
      .sort((a, b) => String(a).localeCompare(String(b))),
  );

/**
 * The stored legs of some of a batch's items, by leg key, locked until the transaction ends: a
 * slice is judged against its legs as they are when it is written, and no other writer changes
 * them between the judging and the writing.
 */
export async function lockStored(
  writer: LegWriter,
  keys: LegKey[],
): Promise<Map<string, StoredLeg>> {
  const rows = await writer.lockByKeys(keys);
  const connections = new Map<string, ConnectionValues[]>();
  for (const c of await connectionsOfLegs(
    writer.tx,
    rows.map((r) => r.id),
  )) {
    connections.set(c.legId, [...(connections.get(c.legId) ?? []), c]);
  }
  const stored = new Map<string, StoredLeg>();
  for (const row of rows) {
    const key = feedLegKey({
      airline: row.airline,
      flight_number: row.flightNumber,
      datop_local: row.datopLocal,
      depstn: row.depstn,
    });
    stored.set(key, {
      row,
      state: feedStateOf(row),
      connections: connectionsKey(connections.get(row.id) ?? []),
    });
  }
  return stored;
}
