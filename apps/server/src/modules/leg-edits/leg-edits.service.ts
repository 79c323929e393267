import {
  capabilities,
  type DelaysBody,
  type LegModifiedFields,
  type LegSide,
  type PeaComment,
} from '@board/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../auth/index.ts';
import { changesOfLeg, type LegWrites } from '../legs/index.ts';
import { createApplyEdit } from './apply-edit.ts';
import { delaysEdit } from './delays.ts';
import { modifiedEdit } from './modified.ts';
import { updatePeaEdit } from './update-pea.ts';

/**
 * The write calls of section 7, each an operation applied by `apply`, and a leg's history. A
 * call's `saveKey` (SAVE_KEY_HEADER) makes a save sent again answer without applying again.
 */
export function createLegEditsService(deps: {
  db: Db;
  now: () => Date;
  /** Writes, records and announces each change. */
  legWrites: LegWrites;
}) {
  const { apply, applyAll } = createApplyEdit(deps);
  return {
    /** POST /v1/leg/modified */
    modified: (
      user: AuthUser,
      body: { _id: string; version: number } & LegModifiedFields,
      saveKey?: string,
    ) => apply(user, modifiedEdit(body), saveKey),
    /** POST /v1/leg/updatePea */
    updatePea: (
      user: AuthUser,
      body: { _id: string; version: number; side: LegSide; peaTypeComments: PeaComment[] },
      saveKey?: string,
    ) => apply(user, updatePeaEdit(body), saveKey),
    /** POST /v1/leg/store-delays: the first delays of a departure. */
    storeDelays: (user: AuthUser, body: DelaysBody, saveKey?: string) =>
      apply(user, delaysEdit(body, 'store'), saveKey),
    /**
     * The first delays of several departures of one user's station, in one transaction, as the
     * demo's outstation teams code a day's late departures at once.
     */
    storeDelaysAll: (user: AuthUser, bodies: readonly DelaysBody[]) =>
      applyAll(
        user,
        bodies.map((body) => delaysEdit(body, 'store')),
      ),
    /** POST /v1/leg/update-delays: later changes to them. */
    updateDelays: (user: AuthUser, body: DelaysBody, saveKey?: string) =>
      apply(user, delaysEdit(body, 'update'), saveKey),

    /** A leg's recorded changes, newest first; a supervisor's view. */
    async history(user: AuthUser, legId: string) {
      if (!capabilities(user.role).supervisor) throw new AppError('FORBIDDEN');
      const rows = await changesOfLeg(deps.db, legId);
      return rows.reverse().map((r) => ({
        at: r.changedAt.toISOString(),
        user: { name: r.userName, role: r.role },
        call: r.call,
        version: r.version,
        changes: r.changes,
      }));
    },
  };
}
export type LegEditsService = ReturnType<typeof createLegEditsService>;
