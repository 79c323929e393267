import { isClockTime } from './clock-time.ts';

interface TrailerLike {
  trailer: {
    code: number | null;
    description_pea: { tape_hall: string; number: string };
    overnight_stay: string;
  };
  duration: { start: string; end: string };
  original_pea: { tape_hall: string; number: string };
  equipment_number: string;
  operator_name: string;
  description: string;
}

/** A tow counts once anything in it is filled; a blank form is not a tow. */
export function trailerHasContent(item: TrailerLike): boolean {
  const texts = [
    item.trailer.description_pea.tape_hall,
    item.trailer.description_pea.number,
    item.trailer.overnight_stay,
    item.duration.start,
    item.duration.end,
    item.original_pea.tape_hall,
    item.original_pea.number,
    item.equipment_number,
    item.operator_name,
    item.description,
  ];
  return item.trailer.code !== null || texts.some((t) => t.trim() !== '');
}

/**
 * A tow is valid when something is filled and its times are both blank or both valid clock
 * times (section 5).
 */
export function isTrailerValid(item: TrailerLike): boolean {
  const start = item.duration.start.trim();
  const end = item.duration.end.trim();
  const times = (!start && !end) || (isClockTime(start) && isClockTime(end));
  return trailerHasContent(item) && times;
}

/**
 * Times of an additional service (section 5): without an end, the start may be blank or valid;
 * with an end, both must be valid.
 */
export function serviceTimeProblems(duration: {
  start: string;
  end: string;
}): { field: 'start' | 'end'; key: string }[] {
  const start = duration.start.trim();
  const end = duration.end.trim();
  const problems: { field: 'start' | 'end'; key: string }[] = [];
  if (start && !isClockTime(start)) problems.push({ field: 'start', key: 'validation.clockTime' });
  if (end && !isClockTime(end)) problems.push({ field: 'end', key: 'validation.clockTime' });
  if (end && !start) problems.push({ field: 'start', key: 'validation.required' });
  return problems;
}
