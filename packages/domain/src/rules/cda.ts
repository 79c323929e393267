import { CDA_PHONE_LENGTH } from '../constants.ts';

/**
 * The dispatcher's short name on the board: first letter of the name, a dot, the first three
 * letters of the last name, uppercased ("Rosa Quispe" → "R.QUI"). Letters are counted once
 * composed: "Núñez" typed with combining accents (as some keyboards and pastes send it) is still
 * N, Ú, Ñ, not N, U and a bare accent.
 */
export function cdaPreview(name: string, lastName: string): string {
  const first = [...name.normalize('NFC').trim()].slice(0, 1).join('');
  const last = [...lastName.normalize('NFC').trim()].slice(0, 3).join('');
  return `${first}.${last}`.toLocaleUpperCase('es');
}

/**
 * Letters (accented ones included: names here are Spanish), digits and the dot; a space or a
 * symbol in the first letters of a name blocks the save.
 */
export const isCdaPreviewValid = (preview: string) =>
  /^[\p{L}\p{N}]\.[\p{L}\p{N}]{1,3}$/u.test(preview);

/** The message key for a phone that is not a plus and digits of exactly 12 characters. */
export function cdaPhoneProblem(phone: string): string | null {
  if (!phone) return 'validation.required';
  if (!/^\+?\d*$/.test(phone)) return 'validation.digitsOnly';
  if (phone.length !== CDA_PHONE_LENGTH) return 'validation.phoneLength';
  return null;
}
