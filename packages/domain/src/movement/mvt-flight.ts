import { fault } from './mvt-fault.ts';
import { readDay } from './mvt-fields.ts';
import type { MovementFlight } from './mvt-types.ts';

/**
 * `LA2040/23.CCAZN.LIM`: designator (airline, number, optional suffix), day of the scheduled
 * departure, registration, station. A flight line without registration is read both ways it is
 * sent, `LA2040/23..LIM` and `LA2040/23.LIM`; a hyphen in the registration (`CC-AZN`) is dropped.
 */
const FLIGHT_LINE = /^([A-Z0-9]{2})(\d{1,4})([A-Z])?\/(\d{2})(?:\.([A-Z0-9-]{0,12}))?\.([A-Z]{3})$/;
const REGISTRATION = /^[A-Z0-9]{2,10}$/;

export function readFlightLine(text: string, line: number): MovementFlight {
  const upper = text.toUpperCase();
  const bad = () => fault('movement.errors.flightLine', line, { value: text });
  const match = FLIGHT_LINE.exec(upper);
  if (!match) throw bad();
  const [, airline = '', digits = '', suffix, day = '', sentRegistration = '', station = ''] =
    match;
  // Two digits would leave the designator and the number inseparable.
  if (/^\d\d$/.test(airline)) throw bad();
  const number = digits.replace(/^0+/, '');
  if (!number) throw bad();
  const registration = sentRegistration.replaceAll('-', '');
  if (sentRegistration && !REGISTRATION.test(registration)) throw bad();
  return {
    airline,
    number,
    suffix: suffix ?? null,
    day: readDay(day, line, day),
    registration: registration || null,
    station,
  };
}
