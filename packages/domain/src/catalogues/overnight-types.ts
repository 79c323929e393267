/**
 * Where an aircraft spends the night (section 3, Overnight types), with the example location the
 * drawer offers as a placeholder. Lateral and Grupo 8 are Lima's; the taxiway and the maintenance
 * base are Santiago's.
 */
export const OVERNIGHT_TYPES = [
  { code: 1, name: 'PEA/Parking', example: '18' },
  { code: 2, name: 'Lateral', example: 'L5' },
  { code: 3, name: 'Grupo 8', example: 'G8' },
  { code: 4, name: 'Calle de rodaje', example: 'H2' },
  { code: 5, name: 'Base de mantenimiento', example: 'B1' },
  { code: 6, name: 'Destino', example: 'MIA' },
] as const;

export type OvernightTypeCode = (typeof OVERNIGHT_TYPES)[number]['code'];

export const OVERNIGHT_TYPE_CODES = OVERNIGHT_TYPES.map((t) => t.code);

export function overnightType(code: number | null | undefined) {
  return OVERNIGHT_TYPES.find((t) => t.code === code);
}
