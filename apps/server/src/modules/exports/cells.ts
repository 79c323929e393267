import {
  dayMonth,
  displayRegistration,
  type Leg,
  localTime,
  STATUS_KEYS,
  translate,
} from '@board/domain';

/** What the board writes in a downloaded cell: Spanish words, station time, CC- registrations. */

export const es = (key: string, params?: Record<string, string | number>) => translate(key, params);

export const statusText = (leg: Leg | null) =>
  leg?.leg_status_timeline ? es(STATUS_KEYS[leg.leg_status_timeline]) : '';

/** HH:MM in the station's zone; blank for a cancelled leg, as on the board. */
export const timeOf = (leg: Leg | null, instant: string | null | undefined, zone: string) =>
  !leg || leg.leg_status_timeline === 'CANCELED' ? '' : localTime(instant, zone);

export const registrationOf = (leg: Leg | null) => displayRegistration(leg?.registration);
export const dateOf = (day: string | null | undefined) => dayMonth(day);
export const yesNo = (value: boolean) => es(value ? 'common.yes' : 'common.no');
