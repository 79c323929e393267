import { dateOptions, isCancelledLeg, type Leg, legListResponse } from '@board/domain';
import type { RunningServer } from './server.ts';

/** Lima's today, as the board's Hoy. */
export const limaToday = () => dateOptions(new Date(), 'America/Lima')[3]?.date ?? '';

/** Signs in through the API and answers the access token. */
export async function tokenOf(server: RunningServer, email: string, password: string) {
  const response = await server.api('/auth/authenticate', { username: email, password });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

/** A Lima departure of today as the server holds it now. */
export async function limaDeparture(server: RunningServer, token: string, flight: string) {
  const response = await server.api(
    '/v1/leg/list',
    {
      day: limaToday(),
      arrival: false,
      query: flight,
      station: 'LIM',
      argsLeg: { limit: 100, page: 1 },
    },
    token,
  );
  const legs: Leg[] = legListResponse.parse(await response.json()).data.legs;
  const leg = legs.find((l) => l.flight_number === flight);
  if (!leg) throw new Error(`${flight} is not a Lima departure today`);
  return leg;
}

/** Lima's departures of today as the server holds them now. */
export async function limaDepartures(server: RunningServer, token: string): Promise<Leg[]> {
  const response = await server.api(
    '/v1/leg/list',
    { day: limaToday(), arrival: false, station: 'LIM' },
    token,
  );
  return legListResponse.parse(await response.json()).data.legs;
}

/**
 * Hands out, one at a time, Lima departures of today that the demo has left for a station to
 * record on and that no earlier call handed out: no delays, no CDA, not cancelled. Which flights
 * those are depends on the hour (as the day goes, the demo's teams record the late departures'
 * delays), so a test asks for one rather than naming it.
 */
export function untouchedDepartures(server: () => RunningServer): () => Promise<string> {
  const taken = new Set<string>();
  return async () => {
    const cta = await tokenOf(server(), 'cta.lim@example.com', 'lima2026');
    const leg = (await limaDepartures(server(), cta)).find(
      (l) =>
        l.delays.length === 0 &&
        !l.cda_assigned &&
        !isCancelledLeg(l) &&
        !taken.has(l.flight_number),
    );
    if (!leg) throw new Error('no Lima departure of today is left to record on');
    taken.add(leg.flight_number);
    return leg.flight_number;
  };
}
