import {
  type FeedBatchResult,
  type FeedItemKey,
  type FeedLeg,
  type FieldError,
  feedScheduleErrors,
  type ReadFeedItem,
  readFeedItem,
  translate,
} from '@board/domain';
import type { Db } from '../../db/client.ts';
import { airports } from '../../reference/airports.ts';
import type { AnswerCache, ConnectionValues } from '../legs/index.ts';
import { applyWrites, type LegWrite } from './feed-apply.ts';
import { feedChanges } from './feed-history.ts';
import { mergeFeedItem, sameState } from './feed-merge.ts';
import { connectionsKey, loadStored, type StoredLeg } from './feed-stored.ts';

/** What the feed logs with: the server's logger, or the console in command-line tools. */
export interface FeedLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
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

/** Where a read item's key is complete, the departure day its stored leg would be found in. */
function departureDay(read: ReadFeedItem) {
  const { depstn, datop_local } = read.key;
  return read.legKey && depstn && datop_local ? [{ depstn, day: datop_local }] : [];
}

/**
 * The operations feed. Every item is checked completely on its own (contract, text, stations,
 * schedule against what is stored, repeats within the batch) and reported with all its
 * problems; the good ones are then written, together when the database takes them all and each
 * on its own when it refuses some, so a bad item never spoils the others. Only legs that
 * actually changed are written, and the stations and days touched are announced.
 */
export function createFeedService(deps: {
  db: Db;
  now: () => Date;
  log: FeedLog;
  /**
   * The station days' answers this process keeps: forgotten as soon as the batch is committed,
   * so this process's next read shows it without waiting for its own notification.
   */
  cache?: Pick<AnswerCache, 'forget'>;
}) {
  async function ingest(items: unknown[]): Promise<FeedBatchResult> {
    const now = deps.now();
    // Any airport of the dataset is a valid origin or destination, station or not.
    const index = await airports();
    const zoneOf = (code: string) => index.get(code)?.timeZone;
    const result: FeedBatchResult = {
      received: items.length,
      created: 0,
      updated: 0,
      unchanged: 0,
      rejected: 0,
      errors: [],
    };
    const reject = (index: number, key: FeedItemKey, fields: FieldError[]) => {
      result.rejected++;
      result.errors.push({
        index,
        key,
        fields: fields.map((f) => ({ ...f, message: translate(f.key, f.params) })),
      });
    };

    const read = items.map(readFeedItem);
    const stored = await loadStored(deps.db, read.flatMap(departureDay));
    const firstOf = new Map<string, number>();
    const writes: LegWrite[] = [];
    for (const [index, one] of read.entries()) {
      const before = one.legKey ? (stored.get(one.legKey) ?? null) : undefined;
      const storedSchedule = before === undefined ? undefined : (before?.state ?? null);
      const fields = [...one.fields, ...feedScheduleErrors(one, storedSchedule, zoneOf)];
      // The first occurrence of a leg is judged; a later one cannot be told apart as correction
      // or mistake, so it is refused rather than silently overwriting the first.
      const first = one.legKey ? firstOf.get(one.legKey) : undefined;
      if (first !== undefined) {
        fields.push({ path: '', key: 'validation.duplicateInBatch', params: { index: first } });
      } else if (one.legKey) {
        firstOf.set(one.legKey, index);
      }
      if (fields.length > 0 || !one.item) {
        reject(index, one.key, fields);
        continue;
      }
      const write = planWrite(index, one.item, before ?? null, zoneOf, now);
      if (write) writes.push(write);
      else result.unchanged++;
    }

    const { applied, failed } = await applyWrites(deps.db, writes, now);
    for (const { station, day } of applied.flatMap((write) => write.touched)) {
      deps.cache?.forget({ station, days: [day] });
    }
    for (const write of applied) {
      if (write.id) result.updated++;
      else result.created++;
    }
    for (const { write, error } of failed) {
      const key = read[write.index]?.key as FeedItemKey;
      deps.log.warn({ err: error, key }, 'feed item refused by the database');
      reject(write.index, key, [{ path: '', key: 'validation.notSaved' }]);
    }
    result.errors.sort((a, b) => a.index - b.index);
    deps.log.info(
      { created: result.created, updated: result.updated, rejected: result.rejected },
      'feed batch',
    );
    return result;
  }

  return { ingest };
}
export type FeedService = ReturnType<typeof createFeedService>;

/** The write a checked item calls for, or null when it changes nothing stored. */
function planWrite(
  index: number,
  item: FeedLeg,
  before: StoredLeg | null,
  zoneOf: (station: string) => string | undefined,
  now: Date,
): LegWrite | null {
  const arrstn = item.arrstn ?? before?.state.arrstn ?? '';
  const state = mergeFeedItem(before?.state ?? null, item, zoneOf(arrstn) ?? 'UTC', now);
  const connections = connectionValues(item);
  const connectionsChanged =
    connections !== undefined && connectionsKey(connections) !== before?.connections;
  if (before && sameState(before.state, state) && !connectionsChanged) return null;
  const touched = [
    { station: item.depstn, day: item.datop_local },
    { station: state.arrstn, day: state.arrivalDate },
  ];
  if (
    before &&
    (before.state.arrivalDate !== state.arrivalDate || before.state.arrstn !== arrstn)
  ) {
    touched.push({ station: before.state.arrstn, day: before.state.arrivalDate });
  }
  return {
    index,
    id: before?.id ?? null,
    key: {
      airline: item.airline,
      flightNumber: item.flight_number,
      datopLocal: item.datop_local,
      depstn: item.depstn,
    },
    state,
    connections: connectionsChanged ? connections : undefined,
    touched,
    history: before ? { version: before.version, changes: feedChanges(before.state, state) } : null,
  };
}
