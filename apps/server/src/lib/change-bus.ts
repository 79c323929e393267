import { setImmediate } from 'node:timers/promises';
import type { LegsChangedEvent } from '@board/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../db/client.ts';
import { inStationOrder } from './station-order.ts';

const CHANNEL = 'legs_changed';

/**
 * Announces that stations' legs changed, in one statement. Sent inside the writing transaction,
 * so listeners hear them only once the change is committed, and never for one that was rolled
 * back. Their rows stay out: a notification holds at most 8,000 bytes, so the other processes
 * read them where the writer kept them (`readKept`).
 */
export async function announceLegsChanged(
  tx: DbOrTx,
  events: readonly LegsChangedEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const payloads = events.map(
    (event) => sql`(${JSON.stringify({ ...event, deltas: undefined })}::text)`,
  );
  await tx.execute(
    sql`select pg_notify(${CHANNEL}, payload) from (values ${sql.join(payloads, sql`, `)}) as notified(payload)`,
  );
}

/**
 * Changes remembered as delivered, so that the second of their two ways in (their own process's
 * hand-over, the database's notification) is not delivered again: far more than arrive between
 * a commit and its notification.
 */
const DELIVERED_KEPT = 10_000;

type Listener = (event: LegsChangedEvent) => void;

/**
 * Whether a change is new here: each comes twice to the process that made it (its own hand-over,
 * then the database's notification), in either order, and is delivered the first time only.
 */
function firstTimes() {
  const delivered = new Set<string>();
  const isNew = (id: string): boolean => {
    if (delivered.has(id)) return false;
    delivered.add(id);
    if (delivered.size > DELIVERED_KEPT)
      delivered.delete(delivered.values().next().value as string);
    return true;
  };
  return Object.assign(isNew, { has: (id: string) => delivered.has(id) });
}

function readNotification(payload: string, log: FastifyBaseLogger): LegsChangedEvent | null {
  try {
    return JSON.parse(payload) as LegsChangedEvent;
  } catch {
    log.warn({ payload }, 'unreadable change notification');
    return null;
  }
}

/** The listeners of each station's changes. */
function stationListeners() {
  const byStation = new Map<string, Set<Listener>>();
  return {
    emit(event: LegsChangedEvent) {
      for (const listener of byStation.get(event.station) ?? []) listener(event);
    },
    subscribe(station: string, listener: Listener): () => void {
      const set = byStation.get(station) ?? new Set<Listener>();
      set.add(listener);
      byStation.set(station, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byStation.delete(station);
      };
    },
    clear: () => byStation.clear(),
  };
}

/** A change's full message as its writer kept it; null when it is not kept (or unreadable). */
export type ReadKept = (station: string, seq: number) => Promise<LegsChangedEvent | null>;

/**
 * What reads a notification: the change another process announced is completed with its rows
 * (`readKept`), then delivered, one after the other in the order notified.
 */
function completing(
  readKept: ReadKept,
  log: FastifyBaseLogger,
  delivered: (id: string) => boolean,
  deliver: (event: LegsChangedEvent) => void,
) {
  let reading: Promise<void> = Promise.resolve();
  async function completed(event: LegsChangedEvent): Promise<LegsChangedEvent> {
    try {
      return (await readKept(event.station, event.seq)) ?? event;
    } catch (error) {
      // Delivered without its rows: whoever keeps the days reads them again.
      log.warn({ err: error, station: event.station, seq: event.seq }, 'change rows unread');
      return event;
    }
  }
  /**
   * The change with its rows, or null for this process's own change, delivered already. The
   * embedded database notifies inside the commit, before the writer hands its change over: one
   * turn of the event loop lets the hand-over come first, so its rows are not read back.
   */
  async function unlessDelivered(event: LegsChangedEvent): Promise<LegsChangedEvent | null> {
    if (!delivered(event.id)) await setImmediate();
    return delivered(event.id) ? null : completed(event);
  }
  return (payload: string): void => {
    const event = readNotification(payload, log);
    if (!event) return;
    const full = unlessDelivered(event);
    reading = reading
      .then(async () => {
        const completedEvent = await full;
        if (completedEvent) deliver(completedEvent);
      })
      .catch((error: unknown) => log.error({ err: error }, 'change undelivered'));
  };
}

/**
 * One LISTEN per process, fanned out in memory to the open boards of each station. Every process
 * on the database hears every change, its own included, so one path serves one process or many.
 */
export function createChangeBus(database: Database, log: FastifyBaseLogger, readKept: ReadKept) {
  const listeners = stationListeners();
  const everyStation = new Set<Listener>();
  const resyncs = new Set<() => void>();
  let stop: (() => Promise<void>) | null = null;
  let last: string | null = null;
  const isNew = firstTimes();

  const ordered = inStationOrder(listeners.emit);

  function deliver(event: LegsChangedEvent): void {
    last = event.id;
    if (!isNew(event.id)) return;
    // The caches forget at once, whatever the order: the saving board's next read sees its save.
    for (const listener of everyStation) listener(event);
    ordered.add(event);
  }

  const notified = completing(readKept, log, isNew.has, deliver);

  return {
    async start(): Promise<void> {
      stop ??= await database.listen(CHANNEL, notified, () => {
        log.warn('listening for changes again: open boards and cached answers resynchronise');
        ordered.clear();
        for (const listener of resyncs) listener();
      });
    },
    /**
     * Delivers changes this process has just committed, without waiting for the database to
     * notify them back: the saving board's next read, and the answer cache, already see them. A
     * read made now holds them and every change committed before, so `lastHeard` moves on too.
     * Whichever of the two comes second is not delivered again.
     */
    deliverCommitted(events: readonly LegsChangedEvent[]): void {
      for (const event of events) deliver(event);
    },
    /**
     * The last change this process heard of, at any station; null before the first. Notifications
     * arrive in commit order, so a read made after hearing it holds it and every change before.
     */
    lastHeard: () => last,
    /**
     * Calls `listener` for each change at `station`, in the order of the station's numbers;
     * returns the function that unsubscribes.
     */
    subscribe: listeners.subscribe,
    /**
     * Calls `listener` when listening resumed after the connection was lost: changes announced
     * in the gap were missed, so whatever was derived from the announcements must be redone.
     */
    onResync(listener: () => void): () => void {
      resyncs.add(listener);
      return () => resyncs.delete(listener);
    },
    /** Calls `listener` for each change at any station as it comes (caches of answers). */
    subscribeAll(listener: Listener): () => void {
      everyStation.add(listener);
      return () => everyStation.delete(listener);
    },
    async close(): Promise<void> {
      ordered.clear();
      listeners.clear();
      everyStation.clear();
      resyncs.clear();
      await stop?.();
      stop = null;
    },
  };
}
export type ChangeBus = ReturnType<typeof createChangeBus>;
