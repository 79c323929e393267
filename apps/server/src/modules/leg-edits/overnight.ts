import {
  currentRegistration,
  type LegModifiedFields,
  overnightPlacementProblem,
  overnightTypeProblem,
} from '@board/domain';
import { aircraftAtStation } from '../legs/index.ts';
import { type EditContext, invalid } from './apply-edit.ts';
import { toOvernightRecord } from './recorded-values.ts';

/**
 * An overnight goes on the aircraft's last arrival of the day at the station, where the
 * Pernoctes list shows it, with a type that exists at that station (decision 0027). Deleting it
 * (null) is always possible.
 */
export async function checkOvernight(
  { row, tx }: EditContext,
  overnight: LegModifiedFields['overnight'],
) {
  if (!overnight) return;
  const typeProblem = overnightTypeProblem(overnight.type.code, row.arrstn);
  if (typeProblem) throw invalid([typeProblem]);
  const aircraft = currentRegistration(row.registration);
  if (!aircraft) throw invalid([{ path: 'overnight', key: 'validation.overnightNoRegistration' }]);
  const day = await aircraftAtStation(tx, aircraft, row.arrstn, row.arrivalDate);
  const arrival = day.arrivals.find((leg) => leg._id === row.id);
  if (!arrival) throw new Error('a leg missing from its own station day');
  const problem = overnightPlacementProblem(arrival, day.arrivals, day.departures);
  if (problem) throw invalid([problem]);
}

/** The stored overnight of a body's `overnight`; null deletes it. */
export const overnightRecordOf = (overnight: LegModifiedFields['overnight']) =>
  overnight ? toOvernightRecord(overnight) : null;
