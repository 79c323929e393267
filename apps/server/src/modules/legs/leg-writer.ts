import { randomUUID } from 'node:crypto';
import { currentRegistration, type LegsChangedEvent } from '@board/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { announceLegsChanged } from '../../lib/change-bus.ts';
import { changeMessage } from '../../lib/change-message.ts';
import { letOthersIn } from '../../lib/let-others-in.ts';
import { networkSpan, stationDeltas, toReadAgain } from './day-deltas.ts';
import { type FieldChange, insertChanges, type NewLegChange } from './leg-changes.repository.ts';
import { type ConnectionValues, replaceConnections } from './leg-connections.repository.ts';
import type { LegRow } from './leg-record.ts';
import {
  insertLegs,
  type LegKey,
  type LegValues,
  lockAircraft,
  lockLeg,
  lockLegsByKey,
  lockLegsOfFlight,
  type NewLeg,
  updateLeg,
} from './leg-writes.repository.ts';
import { aircraftLegs } from './legs.repository.ts';
import { marksMoved, type StationDay } from './marks-moved.ts';
import { keepChanges } from './station-changes.repository.ts';
import { markSynced, nextChangeNumbers } from './station-sync.repository.ts';

declare const locked: unique symbol;
/** A leg row read under its lock in the writer's transaction: the only kind it updates. */
export type LockedLeg = LegRow & { readonly [locked]: true };

/** Who a change is recorded as made by, in the leg's history. */
export interface LegAuthor {
  userId: string | null;
  userName: string;
  role: string | null;
}

/** A stored leg's change, as its writer works it out. */
export interface LegUpdate {
  /** The call's name in the leg's history. */
  call: string;
  values: LegValues;
  /** The watched fields it moves, as the leg's history shows them: none records no entry. */
  changes: FieldChange[];
  /**
   * Moves the leg to its next version: a station's record, or news a drawer opened before must
   * not save over unseen. Times from outside alone leave the version where it is.
   */
  nextVersion: boolean;
  /** The leg's connections, instead of the stored ones; undefined keeps them. */
  connections?: ConnectionValues[];
}

/** A leg to create: its key, its values and its connections. */
export interface LegCreate {
  leg: NewLeg;
  connections?: ConnectionValues[];
}

/** The boards that show a leg: its departure's station day and its arrival's. */
const sidesOf = (leg: Pick<LegRow, 'depstn' | 'datopLocal' | 'arrstn' | 'arrivalDate'>) => [
  { station: leg.depstn, day: leg.datopLocal },
  { station: leg.arrstn, day: leg.arrivalDate },
];

/**
 * The legs' writes inside one transaction (or a savepoint of it). Every change goes through here,
 * so none can skip a step: the leg is locked before it is changed, its history entry is written
 * with it, and the station days that showed it before and show it after are announced when the
 * work is done.
 */
export interface LegWriter {
  /** The transaction, for the caller's reads and its own tables. */
  readonly tx: DbOrTx;
  lock(id: string): Promise<LockedLeg | undefined>;
  lockOfFlight(key: Parameters<typeof lockLegsOfFlight>[1]): Promise<LockedLeg[]>;
  /** In id order: two writers locking overlapping sets never wait for each other for ever. */
  lockByKeys(keys: LegKey[]): Promise<LockedLeg[]>;
  /** Writes a locked leg's change and its history entry; returns the leg as written. */
  update(row: LockedLeg, update: LegUpdate): Promise<LegRow>;
  /** Creates legs, in one statement per few hundred; returns their ids in the same order. */
  create(legs: LegCreate[]): Promise<string[]>;
  /** Runs `work` under a savepoint: refused by the database, it leaves nothing written. */
  attempt(work: (writer: LegWriter) => Promise<void>): Promise<void>;
}

interface Pending {
  /** History entries still to write. */
  history: NewLegChange[];
  /** Every entry written, this level's and its savepoints', for the change markers. */
  recorded: NewLegChange[];
  touched: StationDay[];
  /** The legs written, and the aircraft flying them before and after. */
  legs: Set<string>;
  aircraft: Set<string>;
  /** Each leg written as it was before its first write here; null if created here. */
  before: Map<string, LegRow | null>;
}

const nothingYet = (): Pending => ({
  history: [],
  recorded: [],
  touched: [],
  legs: new Set(),
  aircraft: new Set(),
  before: new Map(),
});

type Side = Parameters<typeof sidesOf>[0] & { registration?: string | null };

/** Notes a leg written, as it was and as it is. */
function touch(pending: Pending, id: string | undefined, ...sides: Side[]) {
  if (id) pending.legs.add(id);
  for (const side of sides) {
    pending.touched.push(...sidesOf(side));
    const flying = currentRegistration(side.registration);
    if (flying) pending.aircraft.add(flying);
  }
}

/** What a savepoint's work touched, once it held. */
function absorb(pending: Pending, inner: Pending) {
  pending.touched.push(...inner.touched);
  pending.recorded.push(...inner.recorded);
  for (const id of inner.legs) pending.legs.add(id);
  for (const aircraft of inner.aircraft) pending.aircraft.add(aircraft);
  for (const [id, row] of inner.before) if (!pending.before.has(id)) pending.before.set(id, row);
}

const asLocked = (rows: LegRow[]) => rows as LockedLeg[];

function writerIn(tx: DbOrTx, author: LegAuthor, at: Date, pending: Pending): LegWriter {
  return {
    tx,
    lock: async (id) => (await lockLeg(tx, id)) as LockedLeg | undefined,
    lockOfFlight: async (key) => asLocked(await lockLegsOfFlight(tx, key)),
    lockByKeys: async (keys) => asLocked(await lockLegsByKey(tx, keys)),
    async update(row, { call, values, changes, nextVersion, connections }) {
      const written = await updateLeg(tx, row.id, values, at, { nextVersion });
      if (connections) await replaceConnections(tx, row.id, connections);
      if (changes.length > 0) {
        const { version } = written;
        const entry = { ...author, call, legId: row.id, version, changes, at };
        pending.history.push(entry);
        pending.recorded.push(entry);
      }
      if (!pending.before.has(row.id)) pending.before.set(row.id, row);
      touch(pending, row.id, row, written);
      return written;
    },
    async create(creates) {
      const ids = await insertLegs(
        tx,
        creates.map(({ leg }) => ({ ...leg, updatedAt: at })),
      );
      for (const [i, { leg, connections }] of creates.entries()) {
        const id = ids[i];
        if (id && connections) await replaceConnections(tx, id, connections);
        if (id) pending.before.set(id, null);
        touch(pending, id, leg);
      }
      return ids;
    },
    async attempt(work) {
      const inner = nothingYet();
      await tx.transaction(async (savepoint) => {
        await work(writerIn(savepoint, author, at, inner));
        await insertChanges(savepoint, inner.history);
      });
      absorb(pending, inner);
    },
  };
}

/** The written aircraft's legs over the days a write's deltas and marks read (day-deltas.ts). */
function networkOf(tx: DbOrTx, aircraft: ReadonlySet<string>, touched: Map<string, string[]>) {
  const span = networkSpan(touched);
  return aircraftLegs(tx, [...aircraft], span.first, span.last);
}

/** The station days touched, one announcement per station with its days in order. */
function byStation(touched: StationDay[]): Map<string, string[]> {
  const days = new Map<string, Set<string>>();
  for (const { station, day } of touched)
    days.set(station, (days.get(station) ?? new Set()).add(day));
  return new Map([...days].map(([station, set]) => [station, [...set].sort()]));
}

/**
 * The one entry for every write of legs. `transaction` runs the caller's work with a writer,
 * then, in the same transaction, writes the history entries and announces every station day the
 * work touched, and every one whose continuity marks it moved (marks-moved.ts), numbered per
 * station (stamping the last synchronisation of the stations whose legs a write from outside
 * changed: the feed, a movement message). Once committed, `committed` hands the announcements to
 * this process's listeners (the answer cache, the open boards), which thus never wait for the
 * database's notification of their own process's change.
 */
export function createLegWriter(deps: {
  db: Db;
  committed: (events: LegsChangedEvent[]) => void;
  /**
   * Whether changes carry their rows (the default). An in-process sender of many small writes
   * at once (the demo's records at start-up) announces its days to be read again instead: the
   * rows would cost more than the reads they save, as for any big write.
   */
  rows?: boolean;
}) {
  const rows = deps.rows ?? true;
  async function transaction<T>(
    options: { author: LegAuthor; at: Date; fromOutside: boolean },
    work: (writer: LegWriter) => Promise<T>,
  ): Promise<T> {
    const { author, at, fromOutside } = options;
    const { result, events } = await deps.db.transaction(async (tx) => {
      const pending = nothingYet();
      const result = await work(writerIn(tx, author, at, pending));
      // On the embedded database a transaction's statements follow each other without a turn
      // of the event loop: one turn here, between the caller's work and the writer's, lets a
      // waiting request in.
      await letOthersIn();
      await insertChanges(tx, pending.history);
      // The aircraft's marks are worked out from its legs as another writer may be changing them.
      await lockAircraft(tx, pending.aircraft);
      const fed = byStation(pending.touched);
      const network = fed.size > 0 ? await networkOf(tx, pending.aircraft, fed) : [];
      const stations = byStation([...pending.touched, ...marksMoved(pending, network, rows)]);
      if (fromOutside) await markSynced(tx, [...fed.keys()], at);
      const numbers = await nextChangeNumbers(tx, [...stations.keys()]);
      // Read after the numbers were taken: the stations' earlier writers have committed.
      const deltas = rows
        ? await stationDeltas(tx, stations, pending, pending.recorded, network)
        : toReadAgain(stations);
      const instant = at.toISOString();
      const events = [...stations].map(
        ([station, days]): LegsChangedEvent => ({
          id: randomUUID(),
          station,
          seq: numbers.get(station) ?? 0,
          days,
          at: instant,
          ...(fromOutside && fed.has(station) && { synced: instant }),
          deltas: deltas.get(station) ?? [],
        }),
      );
      await keepChanges(
        tx,
        events.map((event) => {
          const { station, seq } = event;
          return { station, seq, message: changeMessage(event), at };
        }),
      );
      await announceLegsChanged(tx, events);
      return { result, events };
    });
    if (events.length > 0) deps.committed(events);
    return result;
  }
  return { transaction };
}
export type LegWrites = ReturnType<typeof createLegWriter>;
