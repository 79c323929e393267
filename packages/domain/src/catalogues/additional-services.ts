/**
 * The 13 additional services a station may record on a leg (section 3). The codes are the
 * product's own: short, stable, and readable in an export.
 */
export const ADDITIONAL_SERVICES = [
  { code: 'LHF', name: 'Limpieza con fluido hermético' },
  { code: 'LTI', name: 'Limpieza de tránsito internacional' },
  { code: 'AYR', name: 'Agua y residuos' },
  { code: 'RPR', name: 'Remolque a posición remota' },
  { code: 'RPB', name: 'Remolque a puente (PLB)' },
  { code: 'GPU', name: 'Unidad de energía en tierra (GPU)' },
  { code: 'ASU', name: 'Arrancador neumático (ASU)' },
  { code: 'ACU', name: 'Aire acondicionado (ACU)' },
  { code: 'ETP', name: 'Escalera trasera de pasajeros en PLB' },
  { code: 'CNX', name: 'Servicio de conexión' },
  { code: 'TRE', name: 'Tractor de equipaje' },
  { code: 'CEQ', name: 'Carro de equipaje' },
  { code: 'OPR', name: 'Operador de rampa' },
] as const;

export type AdditionalServiceCode = (typeof ADDITIONAL_SERVICES)[number]['code'];

export const ADDITIONAL_SERVICE_CODES = ADDITIONAL_SERVICES.map((s) => s.code) as [
  AdditionalServiceCode,
  ...AdditionalServiceCode[],
];

export function additionalServiceName(code: string): string | undefined {
  return ADDITIONAL_SERVICES.find((s) => s.code === code)?.name;
}
