import { dayMonth, localTime } from '../rules/local-time.ts';
import { type Leg, type PeaType, STATUS_KEYS } from '../schemas/legs.ts';
import { displayRegistration } from '../schemas/registrations.ts';
import type { CellContext } from './list-column.ts';

/**
 * How the lists write a leg's values, the same on screen and in files: times in the station's
 * zone, days day-month, registrations with their nationality mark, words from the catalogue.
 */

export const isCancelledLeg = (leg: Leg | null | undefined) =>
  leg?.leg_status_timeline === 'CANCELED';

/** HH:MM in the station's zone; blank for a cancelled leg, whose times no longer hold. */
export const legTimeText = (
  leg: Leg | null | undefined,
  instant: string | null | undefined,
  zone: string,
) => (!leg || isCancelledLeg(leg) ? '' : localTime(instant, zone));

/** CNLD, Reprogramado, Confirmado, or blank: the column that marks a cancelled leg. */
export const statusText = (leg: Leg | null | undefined, t: CellContext['t']) =>
  leg?.leg_status_timeline ? t(STATUS_KEYS[leg.leg_status_timeline]) : '';

export const peaTypeText = (type: PeaType | null | undefined, t: CellContext['t']) =>
  type ? t(`board.pea.${type}`) : '';

export const registrationText = (leg: Leg | null | undefined) =>
  displayRegistration(leg?.registration);

export const dayText = (day: string | null | undefined) => dayMonth(day);

export const yesNoText = (value: boolean | undefined, t: CellContext['t']) =>
  value === undefined ? '' : t(value ? 'common.yes' : 'common.no');

/** A number shown blank when it is zero (the delay minutes of a leg without delays). */
export const unlessZero = (value: number | null | undefined) => value || null;

/** Section 2 shows WCHC and WCHS together; the other special-assistance codes one by one. */
export function specialAttentions(leg: Leg) {
  const s = leg.paxs_boarded.ssrs;
  return { INAD: s.INAD, WCHR: s.WCHR, WCHC_WCHS: s.WCHC + s.WCHS, AVIH: s.AVIH, PETC: s.PETC };
}
