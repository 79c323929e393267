import { EDITABLE_FIELD_SIDES, type EditableField, type LegModifiedFields } from '@board/domain';
import { sameJson } from '../../db/same-json.ts';
import type { FieldChange, LegRow, LegValues } from '../legs/index.ts';
import type { Edit, EditContext } from './apply-edit.ts';
import { checkMilestones, milestonesRecordOf } from './milestones.ts';
import { checkOvernight, overnightRecordOf } from './overnight.ts';
import { toCdaRecord, toServiceRecord, toTrailerRecord } from './recorded-values.ts';

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

type ModifiedField = keyof typeof COLUMNS;

/** The stored value of one part of a /v1/leg/modified body. */
function recordOf(field: ModifiedField, body: LegModifiedFields): unknown {
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
      return overnightRecordOf(body.overnight);
    case 'milestones_arrival':
    case 'milestones_departure':
      return milestonesRecordOf(body, field);
  }
}

/**
 * POST /v1/leg/modified: dispatchers, tows, additional services and milestones of either side,
 * and the overnight of the arrival. Each part sent replaces what was stored.
 */
export function modifiedEdit(body: { _id: string; version: number } & LegModifiedFields): Edit {
  const fields = (Object.keys(COLUMNS) as ModifiedField[]).filter((f) => body[f] !== undefined);
  return {
    id: body._id,
    version: body.version,
    call: 'modified',
    sides: [...new Set(fields.map((f) => EDITABLE_FIELD_SIDES[f]))],
    async compute(context: EditContext) {
      await checkOvernight(context, body.overnight);
      checkMilestones(context, body);
      const values: LegValues = {};
      const changes: FieldChange[] = [];
      for (const field of fields) {
        const after = recordOf(field, body);
        const before = context.row[COLUMNS[field]];
        if (sameJson(before, after)) continue;
        Object.assign(values, { [COLUMNS[field]]: after });
        changes.push({ field, before, after });
      }
      return { values, changes };
    },
  };
}
