import type { Leg } from '../schemas/legs.ts';
import { currentRegistration } from '../schemas/registrations.ts';

/**
 * The board's search: a case-insensitive substring of the flight number, registration (with or
 * without CC-), either station or either stand. Server and client filter with this one function.
 */
export function legMatchesQuery(leg: Leg | null | undefined, query: string): boolean {
  if (!leg) return false;
  const needle = query.trim().toUpperCase();
  if (!needle) return true;
  const registration = currentRegistration(leg.registration);
  const haystack = [
    leg.flight_number,
    registration,
    registration && `CC-${registration}`,
    leg.depstn,
    leg.arrstn,
    leg.pea_number_arrival,
    leg.pea_number_departure,
  ];
  return haystack.some((value) => value?.toUpperCase().includes(needle));
}
