import type { Leg, LegStatus } from '../schemas/legs.ts';
import { displayRegistration } from '../schemas/registrations.ts';
import { SIDE_TIME_CODES, sideOf } from './leg-side.ts';
import { localTime } from './local-time.ts';

/** Section 9: the fields of a copied line are joined with two spaces. */
export const COPY_SEPARATOR = '  ';

/** Sections 4 and 5: a side can be selected and copied only with a registration and a flight. */
export function canSelectLeg(leg: Leg | null | undefined): leg is Leg {
  return (
    !!leg && !!leg.registration && !!leg.flight_number && leg.leg_status_timeline !== 'CANCELED'
  );
}

/** The words of a status in the reader's language; the domain keeps no screen text. */
export type StatusLabel = (status: LegStatus) => string;

/**
 * One line of the copied summary: flight, registration, route, scheduled and estimated time of
 * the side, stand and status, in the board station's zone. Empty fields are left out.
 */
export function copyLine(
  leg: Leg,
  side: 'arrival' | 'departure',
  timeZone: string,
  statusLabel?: StatusLabel,
): string {
  const fields = sideOf(leg, side);
  const codes = SIDE_TIME_CODES[side];
  const scheduled = localTime(fields.scheduled, timeZone);
  const estimated = localTime(fields.estimated, timeZone);
  const stand = fields.peaNumber;
  return [
    leg.flight_number,
    displayRegistration(leg.registration),
    `${leg.depstn}-${leg.arrstn}`,
    `${codes.scheduled} ${scheduled}`,
    estimated && `${codes.estimated} ${estimated}`,
    stand && `PEA ${stand}`,
    leg.leg_status_timeline && statusLabel?.(leg.leg_status_timeline),
  ]
    .filter(Boolean)
    .join(COPY_SEPARATOR);
}

/** The clipboard text for the selected sides, one line each, in board order. */
export function copySummary(
  sides: { leg: Leg; side: 'arrival' | 'departure' }[],
  timeZone: string,
  statusLabel?: StatusLabel,
): string {
  return sides
    .filter(({ leg }) => canSelectLeg(leg))
    .map(({ leg, side }) => copyLine(leg, side, timeZone, statusLabel))
    .join('\n');
}
