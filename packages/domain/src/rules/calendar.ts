/**
 * Dates and instants the product accepts from outside. Flight operations of this system happen
 * in this century; anything outside it is a typing or a sending mistake, and values such as the
 * year 0000 are refused by PostgreSQL itself.
 */
export const FIRST_OPERATING_YEAR = 2000;
export const LAST_OPERATING_YEAR = 2099;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const inOperatingYears = (year: number) =>
  year >= FIRST_OPERATING_YEAR && year <= LAST_OPERATING_YEAR;

/** A real calendar date written YYYY-MM-DD (no 2026-02-30, no month 13) in the operating years. */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!inOperatingYears(year) || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** An instant (already checked as ISO 8601 with its offset) that falls in the operating years. */
export function isOperatingInstant(text: string): boolean {
  const time = new Date(text).getTime();
  return !Number.isNaN(time) && inOperatingYears(new Date(time).getUTCFullYear());
}
