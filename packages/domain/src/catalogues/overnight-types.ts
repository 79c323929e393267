/**
 * Where an aircraft spends the night (section 3, Overnight types), with the example location the
 * drawer offers as a placeholder. Lateral and Grupo 8 exist only at Lima, the taxiway and the
 * maintenance base only at Santiago; the others anywhere.
 */
export const OVERNIGHT_TYPES = [
  { code: 1, name: 'PEA/Parking', example: '18', station: null },
  { code: 2, name: 'Lateral', example: 'L5', station: 'LIM' },
  { code: 3, name: 'Grupo 8', example: 'G8', station: 'LIM' },
  { code: 4, name: 'Calle de rodaje', example: 'H2', station: 'SCL' },
  { code: 5, name: 'Base de mantenimiento', example: 'B1', station: 'SCL' },
  { code: 6, name: 'Destino', example: 'MIA', station: null },
] as const;

export type OvernightTypeCode = (typeof OVERNIGHT_TYPES)[number]['code'];

export const OVERNIGHT_TYPE_CODES = OVERNIGHT_TYPES.map((t) => t.code);

export function overnightType(code: number | null | undefined) {
  return OVERNIGHT_TYPES.find((t) => t.code === code);
}

/** The types an overnight at `station` may have: the general ones and the station's own. */
export function overnightTypesAt(station: string) {
  return OVERNIGHT_TYPES.filter((t) => t.station === null || t.station === station);
}
