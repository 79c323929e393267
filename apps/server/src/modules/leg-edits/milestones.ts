import { type LegModifiedFields, milestonesAreBlank, milestonesRefusal } from '@board/domain';
import { AppError } from '../../lib/app-error.ts';
import type { EditContext } from './apply-edit.ts';

type MilestonesField = 'milestones_arrival' | 'milestones_departure';

/** Milestones are recorded only at the inter-station airports, on the side being recorded. */
export function checkMilestones({ row }: EditContext, body: LegModifiedFields) {
  const stations = [body.milestones_arrival && row.arrstn, body.milestones_departure && row.depstn];
  for (const station of stations) {
    const refusal = station ? milestonesRefusal(station) : null;
    if (refusal) throw new AppError(refusal);
  }
}

/** The stored milestones of one side; a record whose every field is blank is nothing recorded. */
export const milestonesRecordOf = (body: LegModifiedFields, field: MilestonesField) =>
  milestonesAreBlank(body[field]) ? null : body[field];
