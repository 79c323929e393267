import type { Leg } from '../schemas/legs.ts';
import { currentRegistration } from '../schemas/registrations.ts';

/**
 * What the board's search looks in, upper-cased: the flight number, registration (with and
 * without CC-), either station and either stand. Worked out once per leg where many searches run
 * over the same legs (the server's station day).
 */
export function legSearchValues(leg: Leg | null | undefined): string[] {
  if (!leg) return [];
  const registration = currentRegistration(leg.registration);
  const values = [
    leg.flight_number,
    registration,
    registration && `CC-${registration}`,
    leg.depstn,
    leg.arrstn,
    leg.pea_number_arrival,
    leg.pea_number_departure,
  ];
  return values.flatMap((value) => (value ? [value.toUpperCase()] : []));
}

/** The search text as the board compares it: trimmed and upper-cased; blank finds everything. */
export function searchNeedle(query: string): string {
  return query.trim().toUpperCase();
}

/** Whether a search (its searchNeedle) is found in one of the values. */
export function searchFinds(values: readonly string[], needle: string): boolean {
  if (!needle) return true;
  for (const value of values) if (value.includes(needle)) return true;
  return false;
}

/**
 * The board's search on one leg (see legSearchValues). Server and client filter with this one
 * rule; a missing leg is never found.
 */
export function legMatchesQuery(leg: Leg | null | undefined, query: string): boolean {
  return Boolean(leg) && searchFinds(legSearchValues(leg), searchNeedle(query));
}

/** What the search looks in on a row of two legs (a turnaround, an overnight): both sides. */
export function sidesSearchValues(row: { arrival: Leg | null; departure: Leg | null }): string[] {
  return [...legSearchValues(row.arrival), ...legSearchValues(row.departure)];
}

/** The board's search on a row of two legs: found when either side is. */
export function sidesMatchQuery(
  row: { arrival: Leg | null; departure: Leg | null },
  query: string,
): boolean {
  return searchFinds(sidesSearchValues(row), searchNeedle(query));
}
