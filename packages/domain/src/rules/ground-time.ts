/**
 * Minimum ground time in minutes by aircraft type, by the IATA type code the feed sends as
 * `material`: what the turnaround Gantt, the continuity check and Red plan with. A wide body
 * needs about twice a narrow body's (more seats, bags, catering and fuel): EUROCONTROL's CODA
 * medians are 45-52 minutes for medium and 90-106 for heavy aircraft.
 */
export const MINIMUM_GROUND_TIME: Readonly<Record<string, number>> = {
  '319': 40,
  '320': 45,
  '32N': 45,
  '321': 50,
  '32Q': 50,
  '763': 75,
  '788': 80,
  '789': 90,
};
/** A type not in the table is planned as a narrow body. */
const DEFAULT_GROUND_TIME = 45;

export function minimumGroundTime(material: string | null | undefined): number {
  return (material && MINIMUM_GROUND_TIME[material]) || DEFAULT_GROUND_TIME;
}

/** The ground-time product of an aircraft type, e.g. "A320-45". */
export function groundTimeSku(material: string | null | undefined): string | null {
  return material ? `A${material}-${minimumGroundTime(material)}` : null;
}

/** Whole minutes from one instant to another; null when either is missing. */
export function minutesBetween(
  from: string | Date | null | undefined,
  to: string | Date | null | undefined,
): number | null {
  if (!from || !to) return null;
  return Math.round((new Date(to).getTime() - new Date(from).getTime()) / 60_000);
}

/**
 * Beyond this many minutes after schedule a leg counts as delayed: the board's red marker, and
 * a departure the Delays screen lists for coding.
 */
export const DELAY_TOLERANCE_MIN = 15;

export function isLate(
  scheduled: string | Date,
  actual: string | Date | null | undefined,
): boolean {
  return (minutesBetween(scheduled, actual) ?? 0) > DELAY_TOLERANCE_MIN;
}
