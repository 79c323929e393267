import { displayRegistration, type Leg, type LegStatus, localTime } from '@board/domain';

/** Load above this many Kg is shown in red (section 9). */
export const HEAVY_LOAD_KG = 1000;

/** Translation key of a leg status as the board writes it (CNLD, Reprogramado, Confirmado). */
export const STATUS_KEYS: Record<LegStatus, string> = {
  CANCELED: 'board.status.cancelled',
  RESCHEDULED: 'board.status.rescheduled',
  CONFIRMED: 'board.status.confirmed',
};

export const isCancelled = (leg: Leg | null | undefined) => leg?.leg_status_timeline === 'CANCELED';

/** HH:MM in the board station's zone; blank for a cancelled leg, whose times no longer hold. */
export function legTime(leg: Leg | null | undefined, value: string | null, zone: string): string {
  if (!leg || isCancelled(leg)) return '';
  return localTime(value, zone);
}

/** A calendar date as day-month (22-11). */
export function dayMonth(day: string | null | undefined): string {
  if (!day) return '';
  const [, month, date] = day.split('-');
  return `${date}-${month}`;
}

export { displayRegistration };

/** A figure, or blank when unknown. */
export function figure(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

export const isHeavy = (load: number | null | undefined) => (load ?? 0) > HEAVY_LOAD_KG;
