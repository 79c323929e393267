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
import type { AuthUser } from '../auth/index.ts';
import {
  type FieldChange,
  type LegRow,
  type LegValues,
  type LegWriter,
  type LegWrites,
  type LockedLeg,
  withConnections,
} from '../legs/index.ts';
import { stationZones } from '../stations/index.ts';
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

/**
 * One edit inside the writer's transaction: the leg's row as it stands after. With
 * a save key, a save that already committed under it is answered with the leg as it stands,
 * before the version check: its resend carries the version it was made on, which its own first
 * send moved on. The leg's lock comes first, so two sends of one save wait for each other.
 */
async function applyIn(
  writer: LegWriter,
  context: Omit<EditContext, 'row' | 'tx'>,
  edit: Edit,
  zones: Map<string, string>,
  saveKey?: string,
): Promise<LegRow> {
  const { user, now } = context;
  const { tx } = writer;
  const row = await writer.lock(edit.id);
  if (!row) throw new AppError('NOT_FOUND');
  if (saveKey !== undefined) {
    const savedOn = await receiptLeg(tx, user.id, saveKey);
    if (savedOn === row.id) return row;
    if (savedOn !== undefined) throw keyOfAnotherLeg();
  }
  const result = await changeIn(writer, { user, now }, row, edit, zones);
  if (saveKey !== undefined) {
    const receipt = { userId: user.id, key: saveKey, legId: row.id, at: now };
    if (!(await insertReceipt(tx, receipt))) throw keyOfAnotherLeg();
    await pruneReceipts(tx, now);
  }
  return result;
}

/** Checks the user and the version on the locked row, then works out and writes the change. */
async function changeIn(
  writer: LegWriter,
  context: Omit<EditContext, 'row' | 'tx'>,
  row: LockedLeg,
  edit: Edit,
  zones: Map<string, string>,
): Promise<LegRow> {
  const { user, now } = context;
  const { tx } = writer;
  checkAllowed({ row, tx, user, now }, edit.sides, zones);
  if (row.version !== edit.version) {
    throw new AppError('VERSION_CONFLICT', { current: await toApiLeg(tx, row) });
  }
  const { values, changes } = await edit.compute({ row, tx, user, now });
  if (changes.length === 0) return row;
  return writer.update(row, { call: edit.call, values, changes, nextVersion: true });
}

/**
 * Applies edits all or nothing: lock the leg, check the user per side and the version, let the
 * operation work out its change, and write it through the leg writer (which records and
 * announces it), in one transaction. A change that changes nothing keeps the version and writes
 * nothing. `applyAll` does the same for several edits of one user in one transaction: each is
 * still checked and recorded on its own, and one refusal refuses them all. A save key names one
 * save of one leg, so only `apply` takes one.
 */
export function createApplyEdit(deps: { db: Db; now: () => Date; legWrites: LegWrites }) {
  async function applyEach(
    user: AuthUser,
    edits: readonly Edit[],
    saveKey?: string,
  ): Promise<Leg[]> {
    const now = deps.now();
    const zones = await stationZones(deps.db);
    const author = { userId: user.id, userName: user.fullName, role: user.role };
    const rows = await deps.legWrites.transaction(
      { author, at: now, fromOutside: false },
      async (writer) => {
        const applied: LegRow[] = [];
        for (const edit of edits) {
          applied.push(await applyIn(writer, { user, now }, edit, zones, saveKey));
        }
        return applied;
      },
    );
    const legs: Leg[] = [];
    for (const row of rows) legs.push(await toApiLeg(deps.db, row));
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
