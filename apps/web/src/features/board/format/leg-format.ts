import { dayMonth, displayRegistration, type Leg, localTime, STATUS_KEYS } from '@board/domain';

/** Load above this many Kg is shown in red (section 9). */
export const HEAVY_LOAD_KG = 1000;

export const isCancelled = (leg: Leg | null | undefined) => leg?.leg_status_timeline === 'CANCELED';

/** HH:MM in the board station's zone; blank for a cancelled leg, whose times no longer hold. */
export function legTime(leg: Leg | null | undefined, value: string | null, zone: string): string {
  if (!leg || isCancelled(leg)) return '';
  return localTime(value, zone);
}

export { dayMonth, displayRegistration, STATUS_KEYS };

/** A figure, or blank when unknown. */
export function figure(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

export const isHeavy = (load: number | null | undefined) => (load ?? 0) > HEAVY_LOAD_KG;

/** A drawer's subtitle: flight, registration as the board shows it, route and the side's day. */
export const legSubtitle = (leg: Leg, day: string) =>
  `${leg.flight_number} · ${displayRegistration(leg.registration)} · ${leg.depstn}–${leg.arrstn} · ${dayMonth(day)}`;
