import {
  type FeedBatchResult,
  type FeedLeg,
  type FieldError,
  feedLegSchema,
  toFieldErrors,
} from '@board/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { announceLegsChanged } from '../../lib/change-bus.ts';
import { listStations } from '../stations/stations.repository.ts';
import {
  type ConnectionValues,
  connectionsOfLegs,
  insertLegs,
  legsOfDepartureDay,
  markSynced,
  replaceConnections,
  updateLeg,
} from './feed.repository.ts';
import { type FeedState, feedStateOf, mergeFeedItem, sameState } from './feed-merge.ts';

/** What the feed logs with: the server's logger, or the console in command-line tools. */
export interface FeedLog {
  info(details: object, message: string): void;
}

type StoredLeg = { id: string | null; state: FeedState; connections: string };
const keyOf = (i: Pick<FeedLeg, 'airline' | 'flight_number' | 'datop_local' | 'depstn'>) =>
  `${i.airline}${i.flight_number}/${i.datop_local}/${i.depstn}`;

function connectionValues(item: FeedLeg): ConnectionValues[] | undefined {
  return item.connections?.map((c) => ({
    flightNumber: c.flight_number,
    datopLocal: c.datop_local,
    depstn: c.depstn,
    pax: c.pax,
    bags: c.bags,
  }));
}
const connectionsKey = (rows: ConnectionValues[]) =>
  JSON.stringify(
    rows
      .map((r) => [r.flightNumber, r.datopLocal, r.depstn, r.pax, r.bags])
      .sort((a, b) => String(a).localeCompare(String(b))),
  );

/**
 * The operations feed: validates each item on its own (a bad one never spoils the others), then
 * upserts the good ones by their operational key in one transaction, writing only legs that
 * actually changed, and announces the stations and days touched.
 */
export function createFeedService(deps: { db: Db; now: () => Date; log: FeedLog }) {
  async function ingest(items: unknown[]): Promise<FeedBatchResult> {
    const now = deps.now();
    const zones = new Map((await listStations(deps.db)).map((s) => [s.stn, s.time_zone]));
    const result: FeedBatchResult = {
      received: items.length,
      created: 0,
      updated: 0,
      unchanged: 0,
      rejected: 0,
      errors: [],
    };
    const reject = (index: number, key: string | null, fields: FieldError[]) => {
      result.rejected++;
      result.errors.push({
        index,
        key,
        fields: fields.map(({ path, key: k }) => ({ path, key: k })),
      });
    };

    const valid: { index: number; item: FeedLeg }[] = [];
    for (const [index, raw] of items.entries()) {
      const parsed = feedLegSchema.safeParse(raw);
      if (!parsed.success) {
        reject(index, null, toFieldErrors(parsed.error.issues));
        continue;
      }
      const item = parsed.data;
      const unknown = (['depstn', 'arrstn'] as const).filter((f) => item[f] && !zones.has(item[f]));
      if (unknown.length > 0) {
        const fields = unknown.map((path) => ({ path, key: 'validation.unknownStation' }));
        reject(index, keyOf(item), fields);
        continue;
      }
      valid.push({ index, item });
    }
    if (valid.length === 0) return result;

    await deps.db.transaction(async (tx) => {
      const stored = await loadStored(
        tx,
        valid.map((v) => v.item),
      );
      const touched = new Map<string, Set<string>>();
      const touch = (station: string, day: string) =>
        touched.set(station, (touched.get(station) ?? new Set()).add(day));
      const inserts: { key: string; item: FeedLeg }[] = [];
      const updates = new Set<string>();
      const connectionWrites = new Map<string, ConnectionValues[]>();

      for (const { index, item } of valid) {
        const key = keyOf(item);
        const before = stored.get(key) ?? null;
        if (!before && (!item.arrstn || !item.std || !item.sta)) {
          const missing = (['arrstn', 'std', 'sta'] as const).filter((f) => !item[f]);
          reject(
            index,
            key,
            missing.map((path) => ({ path, key: 'validation.createNeeds' })),
          );
          continue;
        }
        const arrstn = item.arrstn ?? before?.state.arrstn ?? '';
        const state = mergeFeedItem(before?.state ?? null, item, zones.get(arrstn) ?? 'UTC', now);
        const connections = connectionValues(item);
        const connectionsChanged =
          connections !== undefined && connectionsKey(connections) !== before?.connections;
        if (before && sameState(before.state, state) && !connectionsChanged) {
          result.unchanged++;
          continue;
        }
        if (!before) {
          result.created++;
          inserts.push({ key, item });
        } else if (before.id && !updates.has(key)) {
          result.updated++;
          updates.add(key);
        } else {
          result.unchanged++;
        }
        if (connections && connectionsChanged) connectionWrites.set(key, connections);
        stored.set(key, {
          id: before?.id ?? null,
          state,
          connections: connections ? connectionsKey(connections) : (before?.connections ?? '[]'),
        });
        touch(item.depstn, item.datop_local);
        touch(state.arrstn, state.arrivalDate);
        if (before && before.state.arrivalDate !== state.arrivalDate) {
          touch(before.state.arrstn, before.state.arrivalDate);
        }
      }

      const created = [...new Map(inserts.map((i) => [i.key, i.item])).entries()];
      const ids = await insertLegs(
        tx,
        created.map(([key, item]) => ({
          ...(stored.get(key) as StoredLeg).state,
          airline: item.airline,
          flightNumber: item.flight_number,
          datopLocal: item.datop_local,
          depstn: item.depstn,
          updatedAt: now,
        })),
      );
      created.forEach(([key], i) => {
        const leg = stored.get(key) as StoredLeg;
        leg.id = ids[i] ?? null;
      });
      for (const key of updates) {
        const leg = stored.get(key) as StoredLeg;
        if (leg.id) await updateLeg(tx, leg.id, leg.state, now);
      }
      for (const [key, rows] of connectionWrites) {
        const id = stored.get(key)?.id;
        if (id) await replaceConnections(tx, id, rows);
      }
      await markSynced(tx, [...touched.keys()], now);
      for (const [station, days] of touched) {
        await announceLegsChanged(tx, { station, days: [...days].sort(), at: now.toISOString() });
      }
    });
    deps.log.info(
      { created: result.created, updated: result.updated, rejected: result.rejected },
      'feed batch',
    );
    return result;
  }

  return { ingest };
}
export type FeedService = ReturnType<typeof createFeedService>;

/** The stored legs a batch may touch, by key, with their connections in comparable form. */
async function loadStored(db: DbOrTx, items: FeedLeg[]): Promise<Map<string, StoredLeg>> {
  const days = new Set(items.map((i) => `${i.depstn}|${i.datop_local}`));
  const stored = new Map<string, StoredLeg>();
  const rows = [];
  for (const day of days) {
    const [depstn = '', date = ''] = day.split('|');
    rows.push(...(await legsOfDepartureDay(db, depstn, date)));
  }
  const connections = new Map<string, ConnectionValues[]>();
  for (const c of await connectionsOfLegs(
    db,
    rows.map((r) => r.id),
  )) {
    connections.set(c.legId, [...(connections.get(c.legId) ?? []), c]);
  }
  for (const row of rows) {
    stored.set(
      keyOf({
        airline: row.airline,
        flight_number: row.flightNumber,
        datop_local: row.datopLocal,
        depstn: row.depstn,
      }),
      {
        id: row.id,
        state: feedStateOf(row),
        connections: connectionsKey(connections.get(row.id) ?? []),
      },
    );
  }
  return stored;
}
