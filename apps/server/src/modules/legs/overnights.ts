import { currentRegistration, type Leg, type OvernightRow } from '@board/domain';

/**
 * Aircraft staying the night: an aircraft whose last movement at the station that day is an
 * arrival, with its first departure from the station the next day. Cancelled legs do not count.
 */
export function overnightRows(
  arrivals: readonly Leg[],
  departures: readonly Leg[],
  nextDepartures: readonly Leg[],
  tracked: ReadonlySet<string>,
): OvernightRow[] {
  const flown = (leg: Leg) => leg.leg_status_timeline !== 'CANCELED';
  const lastMove = new Map<string, { at: number; arrival: Leg | null }>();
  const note = (leg: Leg, at: number, arrival: Leg | null) => {
    const aircraft = currentRegistration(leg.registration);
    if (!aircraft || !tracked.has(aircraft) || !flown(leg)) return;
    const seen = lastMove.get(aircraft);
    if (!seen || seen.at <= at) lastMove.set(aircraft, { at, arrival });
  };
  for (const leg of arrivals) note(leg, new Date(leg.eta ?? leg.sta).getTime(), leg);
  for (const leg of departures) note(leg, new Date(leg.std).getTime(), null);

  const firstNext = new Map<string, Leg>();
  for (const leg of nextDepartures) {
    const aircraft = currentRegistration(leg.registration);
    if (aircraft && flown(leg) && !firstNext.has(aircraft)) firstNext.set(aircraft, leg);
  }
  const rows: OvernightRow[] = [];
  for (const [registration, { arrival }] of lastMove) {
    if (arrival)
      rows.push({ registration, arrival, departure: firstNext.get(registration) ?? null });
  }
  return rows.sort((a, b) => a.arrival.sta.localeCompare(b.arrival.sta));
}
