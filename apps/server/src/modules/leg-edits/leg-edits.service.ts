import {
  capabilities,
  currentRegistration,
  type DelayEntry,
  type DelaysBody,
  dayOffset,
  delaySaveRefusal,
  EDITABLE_FIELD_SIDES,
  type EditableField,
  editRefusal,
  type FieldError,
  type Leg,
  type LegModifiedFields,
  type LegSide,
  legAsReadFields,
  milestonesAreBlank,
  milestonesRefusal,
  overnightPlacementProblem,
  overnightTypeProblem,
  type PeaChange,
  type PeaComment,
} from '@board/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sameJson } from '../../db/same-json.ts';
import { AppError } from '../../lib/app-error.ts';
import { announceLegsChanged } from '../../lib/change-bus.ts';
import type { AuthUser } from '../auth/session.service.ts';
import { delayCodeCatalogue } from '../catalogues/delay-code-catalogue.ts';
import type { AnswerCache } from '../legs/answer-cache.ts';
import { stationZones } from '../legs/board-access.ts';
import type { LegRow } from '../legs/leg-record.ts';
import { aircraftAtStation, withConnections } from '../legs/legs.repository.ts';
import {
  changesOfLeg,
  type FieldChange,
  insertChange,
  type LegValues,
  lockLeg,
  writeLeg,
} from './leg-edits.repository.ts';
import {
  toCdaRecord,
  toOvernightRecord,
  toServiceRecord,
  toTrailerRecord,
} from './recorded-values.ts';

/** The stored column of each part recorded through /v1/leg/modified. */
const COLUMNS = {
  cda_assigned: 'cdaAssigned',
  cda_assigned_arrival: 'cdaAssignedArrival',
  trailers_arrival: 'trailersArrival',
  trailers_departure: 'trailersDeparture',
  additional_services_arrival: 'servicesArrival',
  additional_services_departure: 'servicesDeparture',
  overnight: 'overnight',
  milestones_arrival: 'milestonesArrival',
  milestones_departure: 'milestonesDeparture',
} as const satisfies Partial<Record<EditableField, keyof LegRow>>;

interface Computed {
  values: LegValues;
  changes: FieldChange[];
}

const invalid = (fields: FieldError[]) => new AppError('VALIDATION_FAILED', { fields });

interface Edit {
  id: string;
  version: number;
  call: string;
  sides: LegSide[];
  /**
   * The values to write and the changes they make, from the locked current row; whatever else
   * it reads goes through the transaction, the one connection an embedded database has.
   */
  compute(row: LegRow, tx: DbOrTx): Promise<Computed> | Computed;
}

export function createLegEditsService(deps: {
  db: Db;
  now: () => Date;
  /** The station days' answers this process keeps, forgotten after a change. */
  cache: Pick<AnswerCache, 'forget'>;
}) {
  async function toApiLeg(db: DbOrTx, row: LegRow): Promise<Leg> {
    const [leg] = await withConnections(db, [row]);
    if (!leg) throw new Error('a stored leg without its record');
    return leg;
  }

  /** Refuses what section 6 refuses, for each side the edit touches. */
  function checkAllowed(
    user: AuthUser,
    row: LegRow,
    sides: LegSide[],
    zones: Map<string, string>,
    now: Date,
  ) {
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
   * A delays call may carry the rest of the leg as it was read (section 7): each such field must
   * still be what is stored, since this call does not change it.
   */
  async function checkAsRead(tx: DbOrTx, row: LegRow, body: DelaysBody) {
    const asRead = legAsReadFields(body);
    if (asRead.length === 0) return;
    const current = (await toApiLeg(tx, row)) as Record<string, unknown>;
    const changed = asRead.filter(([field, value]) => !sameJson(value, current[field]));
    if (changed.length > 0) {
      throw invalid(changed.map(([field]) => ({ path: field, key: 'validation.notOwned' })));
    }
  }

  /**
   * An overnight is recorded on the aircraft's last arrival of the day at the station, where the
   * Pernoctes list shows it, with a type that exists at that station.
   */
  async function checkOvernight(tx: DbOrTx, row: LegRow, typeCode: number | null) {
    const typeProblem = overnightTypeProblem(typeCode, row.arrstn);
    if (typeProblem) throw invalid([typeProblem]);
    const aircraft = currentRegistration(row.registration);
    if (!aircraft)
      throw invalid([{ path: 'overnight', key: 'validation.overnightNoRegistration' }]);
    const day = await aircraftAtStation(tx, aircraft, row.arrstn, row.arrivalDate);
    const arrival = day.arrivals.find((leg) => leg._id === row.id);
    if (!arrival) throw new Error('a leg missing from its own station day');
    const problem = overnightPlacementProblem(arrival, day.arrivals, day.departures);
    if (problem) throw invalid([problem]);
  }

  /**
   * One recorded change, all or nothing: lock the leg, check the user and the version, write,
   * keep the audit entry and announce the change, in one transaction.
   */
  async function apply(user: AuthUser, edit: Edit): Promise<Leg> {
    const now = deps.now();
    // Read before the transaction: an embedded database has one connection, which the
    // transaction holds, so a query outside it would wait for ever.
    const zones = await stationZones(deps.db);
    const result = await deps.db.transaction(async (tx) => {
      const row = await lockLeg(tx, edit.id);
      if (!row) throw new AppError('NOT_FOUND');
      checkAllowed(user, row, edit.sides, zones, now);
      if (row.version !== edit.version) {
        throw new AppError('VERSION_CONFLICT', { current: await toApiLeg(tx, row) });
      }
      const { values, changes } = await edit.compute(row, tx);
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
    });
    if (result.changed) for (const event of stationDays(result.row)) deps.cache.forget(event);
    return toApiLeg(deps.db, result.row);
  }

  async function recordDelays(user: AuthUser, body: DelaysBody, call: 'store' | 'update') {
    const now = deps.now();
    // Read before the transaction, as apply() explains; an airline code must be one it has set.
    const catalogue = new Map((await delayCodeCatalogue(deps.db)).map((c) => [c.code, c]));
    const unknown = body.delays.flatMap((entry, index) =>
      catalogue.has(entry.delay.code)
        ? []
        : [{ path: `delays.${index}.delay.code`, key: 'validation.delayCodeUnknown' }],
    );
    if (unknown.length > 0) throw new AppError('VALIDATION_FAILED', { fields: unknown });
    return apply(user, {
      id: body._id,
      version: body.version,
      call: `${call}-delays`,
      sides: ['departure'],
      async compute(row, tx) {
        const stored = row.delays as DelayEntry[];
        await checkAsRead(tx, row, body);
        if (body.depstn !== row.depstn) {
          throw new AppError('VALIDATION_FAILED', {
            fields: [{ path: 'depstn', key: 'validation.depstn' }],
          });
        }
        if (call === 'store' && stored.length > 0) {
          throw new AppError('VALIDATION_FAILED', {
            fields: [{ path: 'delays', key: 'validation.delaysExist' }],
          });
        }
        if (call === 'update' && stored.length === 0) {
          throw new AppError('VALIDATION_FAILED', {
            fields: [{ path: 'delays', key: 'validation.noDelaysYet' }],
          });
        }
        const refusal = delaySaveRefusal(user.role, stored);
        if (refusal) throw new AppError(refusal);
        const delays = body.delays.map((entry): DelayEntry => {
          const code = catalogue.get(entry.delay.code);
          const before = stored.find((s) => s.delay.code === entry.delay.code);
          const updated =
            !before || before.minutes !== entry.minutes || before.description !== entry.description;
          if (before && !updated) return { ...before, isUpdated: false };
          return {
            delay: {
              code: entry.delay.code,
              name: code?.name ?? '',
              iataResponsible: code?.iataResponsible ?? '',
            },
            minutes: entry.minutes,
            description: entry.description,
            last_editor: { name: user.fullName, role: user.role ?? '' },
            last_update: now.toISOString(),
            modified_by_duty: capabilities(user.role).supervisor,
            isUpdated: true,
          };
        });
        const meaningful = (list: DelayEntry[]) =>
          list.map((d) => [d.delay.code, d.minutes, d.description]);
        if (sameJson(meaningful(stored), meaningful(delays))) return { values: {}, changes: [] };
        return {
          values: { delays },
          changes: [{ field: 'delays', before: stored, after: delays }],
        };
      },
    });
  }

  return {
    /**
     * POST /v1/leg/modified: dispatchers, tows, additional services and milestones of either
     * side, and the overnight of the arrival.
     */
    modified(user: AuthUser, body: { _id: string; version: number } & LegModifiedFields) {
      const fields = (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).filter(
        (field) => body[field] !== undefined,
      );
      return apply(user, {
        id: body._id,
        version: body.version,
        call: 'modified',
        sides: [...new Set(fields.map((f) => EDITABLE_FIELD_SIDES[f]))],
        async compute(row, tx) {
          if (body.overnight) await checkOvernight(tx, row, body.overnight.type.code);
          const milestoneStations = [
            body.milestones_arrival && row.arrstn,
            body.milestones_departure && row.depstn,
          ];
          for (const station of milestoneStations) {
            const refusal = station ? milestonesRefusal(station) : null;
            if (refusal) throw new AppError(refusal);
          }
          const values: LegValues = {};
          const changes: FieldChange[] = [];
          for (const field of fields) {
            const after = recordOf(field, body);
            const before = row[COLUMNS[field]];
            if (sameJson(before, after)) continue;
            Object.assign(values, { [COLUMNS[field]]: after });
            changes.push({ field, before, after });
          }
          return { values, changes };
        },
      });
    },

    /** POST /v1/leg/updatePea: comments on one side's stand changes. */
    updatePea(
      user: AuthUser,
      body: {
        _id: string;
        version: number;
        side: LegSide;
        peaTypeComments: PeaComment[];
      },
    ) {
      return apply(user, {
        id: body._id,
        version: body.version,
        call: 'updatePea',
        sides: [body.side],
        compute(row) {
          const arrival = body.side === 'arrival';
          const history = (
            arrival ? row.peaChangesArrival : row.peaChangesDeparture
          ) as PeaChange[];
          const unknown = body.peaTypeComments.findIndex(
            (c) => !history.some((entry) => entry.index === c.index),
          );
          if (unknown >= 0) {
            throw new AppError('VALIDATION_FAILED', {
              fields: [
                { path: `peaTypeComments.${unknown}.index`, key: 'validation.unknownChange' },
              ],
            });
          }
          const before = (
            arrival ? row.peaCommentsArrival : row.peaCommentsDeparture
          ) as PeaComment[];
          const merged = new Map(before.map((c) => [c.index, c.comment]));
          for (const c of body.peaTypeComments) merged.set(c.index, c.comment);
          const after = [...merged]
            .filter(([, comment]) => comment !== '')
            .sort(([a], [b]) => a - b)
            .map(([index, comment]) => ({ index, comment }));
          if (sameJson(before, after)) return { values: {}, changes: [] };
          const field = arrival ? 'pea_comments_arrival' : 'pea_comments_departure';
          return {
            values: arrival ? { peaCommentsArrival: after } : { peaCommentsDeparture: after },
            changes: [{ field, before, after }],
          };
        },
      });
    },

    /** POST /v1/leg/store-delays: the first delays of a departure. */
    storeDelays: (user: AuthUser, body: DelaysBody) => recordDelays(user, body, 'store'),
    /** POST /v1/leg/update-delays: later changes to them. */
    updateDelays: (user: AuthUser, body: DelaysBody) => recordDelays(user, body, 'update'),

    /** A leg's recorded changes, newest first; a supervisor's view. */
    async history(user: AuthUser, legId: string) {
      if (!capabilities(user.role).supervisor) throw new AppError('FORBIDDEN');
      const rows = await changesOfLeg(deps.db, legId);
      return rows.reverse().map((r) => ({
        at: r.changedAt.toISOString(),
        user: { name: r.userName, role: r.role },
        call: r.call,
        version: r.version,
        changes: r.changes as FieldChange[],
      }));
    },
  };
}
export type LegEditsService = ReturnType<typeof createLegEditsService>;

/** The stored value of one part of a /v1/leg/modified body. */
function recordOf(field: keyof typeof COLUMNS, body: LegModifiedFields): unknown {
  switch (field) {
    case 'cda_assigned':
    case 'cda_assigned_arrival': {
      const cda = body[field];
      return cda ? toCdaRecord(cda) : null;
    }
    case 'trailers_arrival':
    case 'trailers_departure':
      return (body[field] ?? []).map(toTrailerRecord);
    case 'additional_services_arrival':
    case 'additional_services_departure':
      return (body[field] ?? []).map(toServiceRecord);
    case 'overnight':
      return body.overnight ? toOvernightRecord(body.overnight) : null;
    case 'milestones_arrival':
    case 'milestones_departure':
      return milestonesAreBlank(body[field]) ? null : body[field];
  }
}

/** The station days whose boards show this leg: its departure's and its arrival's. */
function stationDays(row: LegRow) {
  return [
    { station: row.depstn, days: [row.datopLocal] },
    { station: row.arrstn, days: [row.arrivalDate] },
  ];
}
