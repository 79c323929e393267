/**
 * Kinds of tow (Remolque) a station records (section 3). A tow to a bridge or to a remote stand
 * says which stand; an overnight tow says where the aircraft stays.
 */
export const TRAILER_TYPES = [
  { code: 1, name: 'Remolque a puente/PLB' },
  { code: 2, name: 'Remolque remoto' },
  { code: 3, name: 'Pernocte' },
] as const;

export type TrailerTypeCode = (typeof TRAILER_TYPES)[number]['code'];

export function trailerTypeName(code: number): string | undefined {
  return TRAILER_TYPES.find((t) => t.code === code)?.name;
}

/** Only an overnight tow has a location; only the others have a stand (number, tape or hall). */
export const trailerHasOvernightStay = (code: number | null | undefined) => code === 3;
export const trailerHasStand = (code: number | null | undefined) => code === 1 || code === 2;
