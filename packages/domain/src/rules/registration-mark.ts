import { NATIONALITY_MARKS } from '../catalogues/nationality-marks.ts';

/** Longest registration kept, hyphens included (e.g. OB-1234-P is 9). */
export const REGISTRATION_MAX_LENGTH = 10;

/** Chile's own aircraft, CC- and three letters: stored as the three letters the board has always used. */
const CHILEAN = /^(?:CC-?)?([A-Z]{3})$/;
const HYPHENATED = /^[A-Z0-9]{1,3}-[A-Z0-9]{1,6}(?:-[A-Z0-9]{1,2})?$/;
const UNHYPHENATED = /^[A-Z0-9]{2,8}$/;

/**
 * One stored form per aircraft, whichever way a sender wrote its registration: CC-AZN, CCAZN and
 * AZN are the Chilean AZN; PRMYA is PR-MYA; N123AB stays as it is. Null when it cannot be a
 * registration. Three letters alone are read as a Chilean aircraft, the board's own short form.
 */
export function normalizeRegistration(input: string): string | null {
  const text = input.trim().toUpperCase().replace(/\s+/g, '');
  if (text.length === 0 || text.length > REGISTRATION_MAX_LENGTH) return null;
  const chilean = CHILEAN.exec(text);
  if (chilean) return chilean[1] ?? null;
  if (HYPHENATED.test(text)) return text;
  if (!UNHYPHENATED.test(text)) return null;
  const known = NATIONALITY_MARKS.find(
    ({ mark }) => text.startsWith(mark) && text.length > mark.length,
  );
  if (!known?.hyphen) return text;
  return `${known.mark}-${text.slice(known.mark.length)}`;
}

/** How a stored registration is shown: the Chilean short form with its CC- prefix (section 2). */
export function shownRegistration(stored: string): string {
  return /^[A-Z]{3}$/.test(stored) ? `CC-${stored}` : stored;
}
