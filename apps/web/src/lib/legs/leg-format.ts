import {
  dayMonth,
  displayRegistration,
  isCancelledLeg,
  type Leg,
  legTimeText,
  STATUS_KEYS,
} from '@board/domain';

/** Load above this many Kg is shown in red (section 9). */
export const HEAVY_LOAD_KG = 1000;

/** The domain's rules for a cancelled leg and its times, under the names the views use. */
export {
  dayMonth,
  displayRegistration,
  isCancelledLeg as isCancelled,
  legTimeText as legTime,
  STATUS_KEYS,
};

/** A figure, or blank when unknown. */
export function figure(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

export const isHeavy = (load: number | null | undefined) => (load ?? 0) > HEAVY_LOAD_KG;

/** A drawer's subtitle: flight, registration as the board shows it, route and the side's day. */
export const legSubtitle = (leg: Leg, day: string) =>
  `${leg.flight_number} · ${displayRegistration(leg.registration)} · ${leg.depstn}–${leg.arrstn} · ${dayMonth(day)}`;
