import {
  currentRegistration,
  type Leg,
  lastMovements,
  type OvernightRow,
  overnightPlacementProblem,
} from '@board/domain';

/**
 * Aircraft staying the night: each tracked aircraft whose last movement at the station that day
 * is an arrival, with its next departure from the station. An arrival holding a recorded
 * overnight is listed too, whoever tracks the aircraft and whatever changed since it was
 * recorded: a record is never hidden, and a row that no longer fits says why, next to the
 * aircraft's proper arrival.
 */
export function overnightRows(
  arrivals: readonly Leg[],
  departures: readonly Leg[],
  nextDepartures: readonly Leg[],
  tracked: ReadonlySet<string>,
): OvernightRow[] {
  const flown = (leg: Leg) => leg.leg_status_timeline !== 'CANCELED';
  const sameAircraft = (leg: Leg, registration: string) =>
    flown(leg) && currentRegistration(leg.registration) === registration;
  const departureAfter = (arrival: Leg, registration: string) => {
    const landed = Date.parse(arrival.eta ?? arrival.sta);
    return (
      departures.find((d) => sameAircraft(d, registration) && Date.parse(d.std) >= landed) ??
      nextDepartures.find((d) => sameAircraft(d, registration)) ??
      null
    );
  };
  const row = (arrival: Leg, placement: OvernightRow['placement_problem']): OvernightRow => {
    const registration = currentRegistration(arrival.registration);
    return {
      registration,
      arrival,
      departure: registration ? departureAfter(arrival, registration) : null,
      placement_problem: placement,
    };
  };

  // An aircraft holding a record is listed on its proper arrival too, where the record can go.
  const recorded = new Set(
    arrivals.filter((a) => a.overnight !== null).map((a) => currentRegistration(a.registration)),
  );
  const rows: OvernightRow[] = [];
  const listed = new Set<string>();
  for (const [registration, last] of lastMovements(arrivals, departures)) {
    if (!last.arrival || !(tracked.has(registration) || recorded.has(registration))) continue;
    rows.push(row(last.leg, null));
    listed.add(last.leg._id);
  }
  for (const arrival of arrivals) {
    if (arrival.overnight === null || listed.has(arrival._id)) continue;
    const problem = overnightPlacementProblem(arrival, arrivals, departures);
    rows.push(row(arrival, problem && { key: problem.key, params: problem.params ?? {} }));
  }
  return rows.sort((a, b) => a.arrival.sta.localeCompare(b.arrival.sta));
}
