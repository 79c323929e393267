import {
  dayMonth,
  displayRegistration,
  type Leg,
  localTime,
  type PeaType,
  STATUS_KEYS,
  translate,
} from '@board/domain';
import type { Cell, Column, RowTone } from './workbook-stream.ts';

/**
 * What a downloaded cell holds, written as the board writes it: Spanish words from the shared
 * catalogue, times in the station's zone, dates day-month, registrations with CC-.
 */

/** Spanish text of a catalogue key: the files are in the product's language, whoever asks. */
export const es = (key: string, params?: Record<string, string | number>) => translate(key, params);

export const column = <T>(header: string, width: number, value: (row: T) => Cell): Column<T> => ({
  header,
  width,
  value,
});

const isCancelled = (leg: Leg | null | undefined) => leg?.leg_status_timeline === 'CANCELED';

/** CNLD, Reprogramado, Confirmado, or blank: the one column that marks a cancelled leg. */
export const statusText = (leg: Leg | null | undefined) =>
  leg?.leg_status_timeline ? es(STATUS_KEYS[leg.leg_status_timeline]) : '';

/** HH:MM in the station's zone; blank for a cancelled leg, whose times no longer hold. */
export const timeOf = (
  leg: Leg | null | undefined,
  instant: string | null | undefined,
  zone: string,
) => (!leg || isCancelled(leg) ? '' : localTime(instant, zone));

export const registrationOf = (leg: Leg | null | undefined) =>
  displayRegistration(leg?.registration);
export const dateOf = (day: string | null | undefined) => dayMonth(day);
export const yesNo = (value: boolean) => es(value ? 'common.yes' : 'common.no');
export const peaTypeText = (type: PeaType | null | undefined) =>
  type ? es(`board.pea.${type}`) : '';

/** A number the board shows blank when it is zero (delay minutes of a leg without delays). */
export const unlessZero = (value: number | null | undefined) => value || null;

/** A cancelled leg's row is greyed, as on the board. */
export const legTone = (leg: Leg | null | undefined): RowTone | null =>
  isCancelled(leg) ? 'muted' : null;
