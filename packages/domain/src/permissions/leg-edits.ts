import type { ErrorCode } from '../errors.ts';
import { hasMilestones } from '../stations.ts';
import { canSeeStation, capabilities, type Role } from './roles.ts';

/** Which end of a leg a recorded part belongs to: each is the business of that station. */
export type LegSide = 'arrival' | 'departure';

/** The parts of a leg the station records, and the side each belongs to. */
export const EDITABLE_FIELD_SIDES = {
  cda_assigned: 'departure',
  cda_assigned_arrival: 'arrival',
  trailers_arrival: 'arrival',
  trailers_departure: 'departure',
  additional_services_arrival: 'arrival',
  additional_services_departure: 'departure',
  delays: 'departure',
  overnight: 'arrival',
  milestones_arrival: 'arrival',
  milestones_departure: 'departure',
} as const satisfies Record<string, LegSide>;
export type EditableField = keyof typeof EDITABLE_FIELD_SIDES;

/** The oldest day offset anyone but a supervisor may edit: yesterday. */
const OPEN_DAYS_BACK = -1;

export interface EditAttempt {
  role: Role | null;
  /** The user's own station (CTA). */
  userStation: string | null;
  /** The station of the side edited: arrival station or departure station. */
  station: string;
  /** That side's local day relative to the station's today (-3..+1), null outside the window. */
  dayOffset: number | null;
  cancelled: boolean;
}

/**
 * Why an edit is refused, or null when it is allowed (section 6): editors only, within their
 * station scope, never on a cancelled leg, and two or three days back only a supervisor.
 */
export function editRefusal(attempt: EditAttempt): ErrorCode | null {
  const role = capabilities(attempt.role);
  if (!role.editor) return 'FORBIDDEN';
  if (!canSeeStation(attempt.role, attempt.userStation, attempt.station)) return 'FORBIDDEN';
  if (attempt.cancelled) return 'LEG_CANCELLED';
  if (attempt.dayOffset === null) return 'DAY_LOCKED';
  if (attempt.dayOffset < OPEN_DAYS_BACK && !role.supervisor) return 'DAY_LOCKED';
  return null;
}

/** A non-supervisor saves no delays of a leg once a supervisor has recorded one of them. */
export function delaySaveRefusal(
  role: Role | null,
  stored: readonly { modified_by_duty: boolean }[],
): ErrorCode | null {
  if (capabilities(role).supervisor) return null;
  return stored.some((entry) => entry.modified_by_duty) ? 'DUTY_ENTRIES_LOCKED' : null;
}

/** Whether the leg's day may be edited at all by this role (drawer fields enabled). */
export const isDayOpen = (role: Role | null, dayOffset: number | null) =>
  dayOffset !== null && (dayOffset >= OPEN_DAYS_BACK || capabilities(role).supervisor);

/** Milestones are recorded only at the inter-station airports (section 6). */
export const milestonesRefusal = (station: string): ErrorCode | null =>
  hasMilestones(station) ? null : 'MILESTONES_UNAVAILABLE';
