import { overnightType } from '../catalogues/overnight-types.ts';
import { currentRegistration, displayRegistration } from '../schemas/registrations.ts';
import type { FieldError } from './field-errors.ts';

/** What placing an overnight reads of a leg at the station. */
export interface StationMovement {
  _id: string;
  registration: string | null;
  flight_number: string;
  leg_status_timeline: string | null;
  sta: string;
  eta: string | null;
  std: string;
}

export interface LastMovement<T> {
  leg: T;
  arrival: boolean;
}

const flown = (leg: StationMovement) => leg.leg_status_timeline !== 'CANCELED';

/**
 * Each aircraft's last movement at a station on a day, by registration now flying: arrivals at
 * their estimate (else schedule), departures at their schedule. An aircraft whose last movement
 * is an arrival stays the night; a departure at the same minute as an arrival counts as later.
 * Cancelled legs do not move anything.
 */
export function lastMovements<T extends StationMovement>(
  arrivals: readonly T[],
  departures: readonly T[],
): Map<string, LastMovement<T> & { at: number }> {
  const last = new Map<string, LastMovement<T> & { at: number }>();
  const note = (leg: T, at: number, arrival: boolean) => {
    const aircraft = currentRegistration(leg.registration);
    if (!aircraft || !flown(leg)) return;
    const seen = last.get(aircraft);
    if (!seen || seen.at <= at) last.set(aircraft, { leg, arrival, at });
  };
  for (const leg of arrivals) note(leg, Date.parse(leg.eta ?? leg.sta), true);
  for (const leg of departures) note(leg, Date.parse(leg.std), false);
  return last;
}

/**
 * Why an overnight cannot be recorded on `arrival`, given the station's arrivals and departures
 * of its day (of the same aircraft or all of them): it belongs on the aircraft's last arrival
 * of the day, where the Pernoctes list shows it. Null when it can.
 */
export function overnightPlacementProblem<T extends StationMovement>(
  arrival: T,
  arrivals: readonly T[],
  departures: readonly T[],
): FieldError | null {
  const aircraft = currentRegistration(arrival.registration);
  if (!aircraft) return { path: 'overnight', key: 'validation.overnightNoRegistration' };
  if (!flown(arrival)) return { path: 'overnight', key: 'validation.overnightCancelled' };
  const last = lastMovements(arrivals, departures).get(aircraft);
  if (!last || last.leg._id === arrival._id) return null;
  const params = { registration: displayRegistration(aircraft), flight: last.leg.flight_number };
  return last.arrival
    ? { path: 'overnight', key: 'validation.overnightLaterArrival', params }
    : { path: 'overnight', key: 'validation.overnightDepartsAgain', params };
}

/** Lateral and Grupo 8 only at Lima, the taxiway and the maintenance base only at Santiago. */
export function overnightTypeProblem(
  code: number | null | undefined,
  station: string,
): FieldError | null {
  const type = overnightType(code);
  if (!type || type.station === null || type.station === station) return null;
  return {
    path: 'overnight.type.code',
    key: 'validation.overnightTypeStation',
    params: { type: type.name, station: type.station },
  };
}
