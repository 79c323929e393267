import {
  dayOffset,
  editRefusal,
  type FieldError,
  type Leg,
  type LegSide,
  SAVE_KEY_HEADER,
} from '@board/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { announceLegsChanged } from '../../lib/change-bus.ts';
import type { AuthUser } from '../auth/auth-user.ts';
import {
  type AnswerCache,
  type FieldChange,
  insertChange,
  type LegRow,
  type LegValues,
  lockLeg,
  withConnections,
  writeLeg,
} from '../legs/index.ts';
import { stationZones } from '../stations/station-access.ts';
import { insertReceipt, pruneReceipts, receiptLeg } from './save-receipts.repository.ts';

/**
 * What an operation sees while it works out its change: the locked row, who saves, when, and the
 * transaction as its only database handle. An embedded database has one connection, which the
 * transaction holds, so any other handle would wait for ever.
 */
export interface EditContext {
  row: LegRow;
  tx: DbOrTx;
  user: AuthUser;
  now: Date;
}

export interface Computed {
  values: LegValues;
  changes: FieldChange[];
}

/** One recorded change to a leg, as an operation describes it to `apply`. */
export interface Edit {
  id: string;
  version: number;
  /** The call's name in the leg's history. */
  call: string;
  /** The sides whose station, day and status decide whether the user may save. */
  sides: LegSide[];
  compute(context: EditContext): Promise<Computed> | Computed;
}

export const noChange: Computed = { values: {}, changes: [] };

export const invalid = (fields: FieldError[]) => new AppError('VALIDATION_FAILED', { fields });

/** A key that already saved another leg: the client reused it, and nothing is guessed. */
const keyOfAnotherLeg = () =>
  invalid([{ path: SAVE_KEY_HEADER, key: 'validation.saveKeyOtherLeg' }]);

/** The leg record of the API for a stored row. */
export async function toApiLeg(db: DbOrTx, row: LegRow): Promise<Leg> {
  const [leg] = await withConnections(db, [row]);
  if (!leg) throw new Error('a stored leg without its record');
  return leg;
}

/** Refuses what section 6 refuses, for each side the edit touches. */
function checkAllowed(context: EditContext, sides: LegSide[], zones: Map<string, string>) {
  const { row, user, now } = context;
  for (const side of sides) {
    const station = side === 'arrival' ? row.arrstn : row.depstn;
    const day = side === 'arrival' ? row.arrivalDate : row.datopLocal;
    const zone = zones.get(station);
    const refusal = editRefusal({
      role: user.role,
      userStation: user.station,
      station,
      dayOffset: zone ? dayOffset(day, now, zone) : null,
      cancelled: row.status === 'CANCELED',
    });
    if (refusal) throw new AppError(refusal);
  }
}

/** The station days whose boards show this leg: its departure's and its arrival's. */
function stationDays(row: LegRow) {
  return [
    { station: row.depstn, days: [row.datopLocal] },
    { station: row.arrstn, days: [row.arrivalDate] },
  ];
}

/**
 * One edit inside a transaction: the leg's row as it stands after, and whether it changed. With
 * a save key, a save that already committed under it is answered with the leg as it stands,
 * before the version check: its resend carries the version it was made on, which its own first
 * send moved on. The leg's lock comes first, so two sends of one save wait for each other.
 */
async function applyIn(
  tx: DbOrTx,
  context: Omit<EditContext, 'row' | 'tx'>,
  edit: Edit,
  zones: Map<string, string>,
  saveKey?: string,
) {
  const { user, now } = context;
  const row = await lockLeg(tx, edit.id);
  if (!row) throw new AppError('NOT_FOUND');
  if (saveKey !== undefined) {
    const savedOn = await receiptLeg(tx, user.id, saveKey);
    if (savedOn === row.id) return { row, changed: false };
    if (savedOn !== undefined) throw keyOfAnotherLeg();
  }
  const result = await changeIn(tx, { user, now }, row, edit, zones);
  if (saveKey !== undefined) {
    const receipt = { userId: user.id, key: saveKey, legId: row.id, at: now };
    if (!(await insertReceipt(tx, receipt))) throw keyOfAnotherLeg();
    await pruneReceipts(tx, now);
  }
  return result;
}

/** Checks the user and the version on the locked row, then works out and records the change. */
async function changeIn(
  tx: DbOrTx,
  context: Omit<EditContext, 'row' | 'tx'>,
  row: LegRow,
  edit: Edit,
  zones: Map<string, string>,
) {
  const { user, now } = context;
  checkAllowed({ row, tx, user, now }, edit.sides, zones);
  if (row.version !== edit.version) {
    throw new AppError('VERSION_CONFLICT', { current: await toApiLeg(tx, row) });
  }
  const { values, changes } = await edit.compute({ row, tx, user, now });
  if (changes.length === 0) return { row, changed: false };
  const written = await writeLeg(tx, row.id, values, now);
  await insertChange(tx, {
    legId: row.id,
    userId: user.id,
    userName: user.fullName,
    role: user.role,
    call: edit.call,
    version: written.version,
    changes,
    at: now,
  });
  for (const event of stationDays(written)) {
    await announceLegsChanged(tx, { ...event, at: now.toISOString() });
  }
  return { row: written, changed: true };
}

/**
 * Applies edits all or nothing: lock the leg, check the user per side and the version, let the
 * operation work out its change, write, keep the audit entry and announce the change, in one
 * transaction. A change that changes nothing keeps the version and writes nothing. `applyAll`
 * does the same for several edits of one user in one transaction: each is still checked,
 * recorded and announced on its own, and one refusal refuses them all. A save key names one
 * save of one leg, so only `apply` takes one.
 */
export function createApplyEdit(deps: {
  db: Db;
  now: () => Date;
  /** The station days' answers this process keeps, forgotten after a change. */
  cache: Pick<AnswerCache, 'forget'>;
}) {
  async function applyEach(
    user: AuthUser,
    edits: readonly Edit[],
    saveKey?: string,
  ): Promise<Leg[]> {
    const now = deps.now();
    const zones = await stationZones(deps.db);
    const results = await deps.db.transaction(async (tx) => {
      const applied = [];
      for (const edit of edits) {
        applied.push(await applyIn(tx, { user, now }, edit, zones, saveKey));
      }
      return applied;
    });
    const legs: Leg[] = [];
    for (const result of results) {
      if (result.changed) for (const event of stationDays(result.row)) deps.cache.forget(event);
      legs.push(await toApiLeg(deps.db, result.row));
    }
    return legs;
  }
  const applyAll = (user: AuthUser, edits: readonly Edit[]) => applyEach(user, edits);
  /** One edit; `saveKey` names the save (SAVE_KEY_HEADER) so that it is applied once. */
  async function apply(user: AuthUser, edit: Edit, saveKey?: string): Promise<Leg> {
    const [leg] = await applyEach(user, [edit], saveKey);
    if (!leg) throw new Error('an applied edit without its leg');
    return leg;
  }
  return { apply, applyAll };
}
