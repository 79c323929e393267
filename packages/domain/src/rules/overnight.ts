import { currentRegistration } from '../schemas/registrations.ts';
import { durationMinutes, isClockTime } from './clock-time.ts';

/** What the overnight drawer holds, as typed (section 3, Overnight). */
export interface OvernightDraft {
  type: { code: number | null };
  ubication: string;
  comment: string;
  cut: boolean;
  cut_duration: { start: string; end: string; authorizer: string };
}

/** The cut's length in minutes across midnight; blank when a time is invalid or it lasts 0. */
export function cutMinutes(start: string, end: string): number | null {
  const minutes = durationMinutes(start.trim(), end.trim());
  return minutes === 0 ? null : minutes;
}

/** Nothing recorded: no type, location or comment, and no cut. */
export const overnightIsEmpty = (draft: OvernightDraft) =>
  draft.type.code === null && !draft.ubication.trim() && !draft.comment.trim() && !draft.cut;

/** Which part of a switched-on cut still stops the save (section 5), field by field. */
export function cutProblems(
  draft: OvernightDraft,
): { field: 'start' | 'end' | 'authorizer'; key: string }[] {
  if (!draft.cut) return [];
  const { start, end, authorizer } = draft.cut_duration;
  const problems: { field: 'start' | 'end' | 'authorizer'; key: string }[] = [];
  for (const [field, value] of [
    ['start', start],
    ['end', end],
  ] as const) {
    if (!value.trim()) problems.push({ field, key: 'validation.required' });
    else if (!isClockTime(value.trim())) problems.push({ field, key: 'validation.clockTime' });
  }
  if (!authorizer.trim()) problems.push({ field: 'authorizer', key: 'validation.required' });
  return problems;
}

/**
 * Section 5: saving is disabled when nothing is filled and the cut is off, or when the cut is on
 * and its start, end or authorizer is missing or invalid.
 */
export const overnightSaveBlocked = (draft: OvernightDraft) =>
  overnightIsEmpty(draft) || cutProblems(draft).length > 0;

/**
 * The arrival an overnight is recorded on, chosen by registration and flight number; a
 * registration holding a change (AZC/AZE) is compared by its part before the slash.
 */
export function findOvernightArrival<
  T extends { registration: string | null; flight_number: string },
>(arrivals: readonly T[], registration: string, flightNumber: string): T | undefined {
  return arrivals.find(
    (leg) =>
      currentRegistration(leg.registration) === currentRegistration(registration) &&
      leg.flight_number === flightNumber,
  );
}
