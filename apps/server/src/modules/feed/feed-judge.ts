import {
  type FeedItemKey,
  type FeedLeg,
  type FieldError,
  feedScheduleErrors,
  type ReadFeedItem,
} from '@board/domain';
import type { ConnectionValues, FieldChange, LegKey, LockedLeg } from '../legs/index.ts';
import type { FeedState } from './feed-merge.ts';
import { connectionsKey, type StoredLeg } from './feed-stored.ts';
import { mergeIntoLeg } from './merge-into-leg.ts';

/** One item's write: a new leg or the new feed state of a stored one. */
export interface LegWrite {
  index: number;
  /** The stored leg to update, locked; null to create one. */
  stored: LockedLeg | null;
  key: LegKey;
  state: FeedState;
  /** The leg's connections to store instead of the current ones; undefined keeps them. */
  connections: ConnectionValues[] | undefined;
  /** For an update: what it changes of the watched fields, kept in the leg's history. */
  changes: FieldChange[];
}

/** One item of a batch as read against the contract, before anything stored is compared. */
export interface FeedEntry {
  index: number;
  read: ReadFeedItem;
  /** The index of the first item of the batch with the same leg key, when this one repeats it. */
  repeatOf?: number;
}

/** What a slice of a batch comes to against the legs as stored. */
export interface Judgement {
  writes: LegWrite[];
  rejected: { index: number; key: FeedItemKey; fields: FieldError[] }[];
  unchanged: number;
}

/** The stored legs a slice's items name: those whose key the contract could read. */
export const keysOf = (entries: FeedEntry[]): LegKey[] =>
  entries.flatMap(({ read }) => {
    const { airline, flight_number, datop_local, depstn } = read.key;
    return read.legKey && airline && flight_number && datop_local && depstn
      ? [{ airline, flightNumber: flight_number, datopLocal: datop_local, depstn }]
      : [];
  });

/**
 * Judges each entry against its leg as stored (schedule checks, repeats) and plans the write of
 * the good ones that change something.
 */
export function judge(
  entries: FeedEntry[],
  stored: Map<string, StoredLeg>,
  zoneOf: (station: string) => string | undefined,
  now: Date,
): Judgement {
  const judgement: Judgement = { writes: [], rejected: [], unchanged: 0 };
  for (const { index, read, repeatOf } of entries) {
    const before = read.legKey ? (stored.get(read.legKey) ?? null) : undefined;
    const storedSchedule = before === undefined ? undefined : (before?.state ?? null);
    const fields = [...read.fields, ...feedScheduleErrors(read, storedSchedule, zoneOf)];
    // The first occurrence of a leg is judged; a later one cannot be told apart as correction
    // or mistake, so it is refused rather than silently overwriting the first.
    if (repeatOf !== undefined) {
      fields.push({ path: '', key: 'validation.duplicateInBatch', params: { index: repeatOf } });
    }
    if (fields.length > 0 || !read.item) {
      judgement.rejected.push({ index, key: read.key, fields });
      continue;
    }
    const write = planWrite(index, read.item, before ?? null, zoneOf, now);
    if (write) judgement.writes.push(write);
    else judgement.unchanged++;
  }
  return judgement;
}

function connectionValues(item: FeedLeg): ConnectionValues[] | undefined {
  return item.connections?.map((c) => ({
    flightNumber: c.flight_number,
    datopLocal: c.datop_local,
    depstn: c.depstn,
    pax: c.pax,
    bags: c.bags,
  }));
}

/** The write a checked item calls for, or null when it changes nothing stored. */
function planWrite(
  index: number,
  item: FeedLeg,
  before: StoredLeg | null,
  zoneOf: (station: string) => string | undefined,
  now: Date,
): LegWrite | null {
  const arrstn = item.arrstn ?? before?.state.arrstn ?? '';
  const merge = mergeIntoLeg(before?.row ?? null, item, zoneOf(arrstn) ?? 'UTC', now);
  const connections = connectionValues(item);
  const connectionsChanged =
    connections !== undefined && connectionsKey(connections) !== before?.connections;
  if (!merge.changed && !connectionsChanged) return null;
  return {
    index,
    stored: before?.row ?? null,
    key: {
      airline: item.airline,
      flightNumber: item.flight_number,
      datopLocal: item.datop_local,
      depstn: item.depstn,
    },
    state: merge.state,
    connections: connectionsChanged ? connections : undefined,
    changes: merge.changes,
  };
}
