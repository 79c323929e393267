/** A delay code a station may record. */
export interface DelayCode {
  /** Two-digit IATA code, e.g. "93". */
  code: string;
  /** Two-letter IATA alpha code, e.g. "RA". */
  alpha: string;
  /** Spanish description shown to users. */
  name: string;
  /** Who answers for the delay under the IATA grouping, in Spanish. */
  iataResponsible: string;
}

/** Spanish name of each IATA group: who answers for a delay of that group. */
const RESPONSIBLE = {
  O: 'Aerolínea',
  P: 'Tráfico / pasajeros',
  C: 'Carga y correo',
  G: 'Rampa',
  T: 'Mantenimiento',
  D: 'Daños',
  E: 'Sistemas',
  F: 'Operaciones / tripulación',
  W: 'Meteorología',
  A: 'Autoridades / ATC / aeropuerto',
  R: 'Reaccionario',
  M: 'Otros',
} as const;

/**
 * The IATA standard delay codes (AHM 730), with the product's own Spanish wording; the group is
 * the first letter of the alpha code, except the miscellaneous 9x and the airline's 0x codes.
 */
const CODES: ReadonlyArray<
  [code: string, alpha: string, group: keyof typeof RESPONSIBLE, name: string]
> = [
  ['06', 'OA', 'O', 'Sin puerta o posición disponible por actividad de la propia aerolínea'],
  ['09', 'SG', 'O', 'Tiempo en tierra programado menor al mínimo declarado'],
  ['11', 'PD', 'P', 'Check-in tardío: pasajeros aceptados después del cierre del vuelo'],
  ['12', 'PL', 'P', 'Check-in tardío: congestión en el área de check-in'],
  ['13', 'PE', 'P', 'Error de check-in de pasajeros o equipaje'],
  ['14', 'PO', 'P', 'Sobreventa o errores de reserva'],
  ['15', 'PH', 'P', 'Embarque: discrepancias, llamados, pasajero chequeado ausente'],
  ['16', 'PS', 'P', 'Atención comercial: VIP, prensa, comidas en tierra, objetos personales'],
  ['17', 'PC', 'P', 'Pedido de catering tardío o incorrecto al proveedor'],
  ['18', 'PB', 'P', 'Procesamiento y clasificación de equipaje'],
  ['19', 'PW', 'P', 'Embarque o desembarque de pasajeros con movilidad reducida'],
  ['21', 'CD', 'C', 'Documentación de carga con errores'],
  ['22', 'CP', 'C', 'Posicionamiento tardío de la carga'],
  ['23', 'CC', 'C', 'Aceptación tardía de la carga'],
  ['24', 'CI', 'C', 'Embalaje inadecuado de la carga'],
  ['25', 'CO', 'C', 'Sobreventa o errores de reserva de carga'],
  ['26', 'CU', 'C', 'Preparación tardía en el almacén'],
  ['27', 'CE', 'C', 'Documentación o embalaje del correo'],
  ['28', 'CL', 'C', 'Posicionamiento tardío del correo'],
  ['29', 'CA', 'C', 'Aceptación tardía del correo'],
  ['31', 'GD', 'G', 'Documentación de la aeronave tardía o inexacta: peso y balance, declaración'],
  ['32', 'GL', 'G', 'Carga y descarga: bultos, carga especial, falta de personal'],
  ['33', 'GE', 'G', 'Equipos de carga: falta o falla (loader, personal operador)'],
  ['34', 'GS', 'G', 'Equipos de servicio: falta o falla, falta de personal (escaleras)'],
  ['35', 'GC', 'G', 'Limpieza de la aeronave'],
  ['36', 'GF', 'G', 'Abastecimiento o retiro de combustible, proveedor de combustible'],
  ['37', 'GB', 'G', 'Catering: entrega o carga tardía'],
  ['38', 'GU', 'G', 'ULD: falta o mal estado'],
  ['39', 'GT', 'G', 'Equipo técnico: falta o falla, falta de personal (push back)'],
  ['41', 'TD', 'T', 'Falla técnica de la aeronave'],
  ['42', 'TM', 'T', 'Mantenimiento programado: liberación tardía'],
  ['43', 'TN', 'T', 'Mantenimiento no programado: chequeos o trabajos adicionales'],
  ['44', 'TS', 'T', 'Repuestos o equipos de mantenimiento: falta o falla'],
  ['45', 'TA', 'T', 'Repuestos AOG a transportar a otra estación'],
  ['46', 'TC', 'T', 'Cambio de aeronave por razones técnicas'],
  ['47', 'TL', 'T', 'Falta de aeronave de reserva planificada por razones técnicas'],
  ['48', 'TV', 'T', 'Ajustes programados de configuración de cabina'],
  ['51', 'DF', 'D', 'Daño en vuelo: impacto de ave o rayo, turbulencia, aterrizaje duro'],
  ['52', 'DG', 'D', 'Daño en operaciones en tierra: colisión, carga o descarga, remolque'],
  ['55', 'ED', 'E', 'Falla del sistema de control de salidas'],
  ['56', 'EC', 'E', 'Falla del sistema de preparación y documentación de carga'],
  ['57', 'EF', 'E', 'Falla del sistema de planes de vuelo'],
  ['58', 'EO', 'E', 'Falla de otro sistema automatizado'],
  ['61', 'FP', 'F', 'Plan de vuelo: entrega tardía o cambio, documentación de vuelo'],
  ['62', 'FF', 'F', 'Requerimientos operacionales: combustible, cambio de carga'],
  ['63', 'FT', 'F', 'Presentación tardía de tripulación técnica o procedimientos de salida'],
  ['64', 'FS', 'F', 'Falta de tripulación técnica: enfermedad, reserva, límites de servicio'],
  ['65', 'FR', 'F', 'Pedido especial de la tripulación técnica fuera de lo operacional'],
  ['66', 'FL', 'F', 'Presentación tardía de tripulación de cabina o procedimientos de salida'],
  ['67', 'FC', 'F', 'Falta de tripulación de cabina: enfermedad, reserva, límites de servicio'],
  ['68', 'FA', 'F', 'Error o pedido especial de la tripulación de cabina'],
  ['69', 'FB', 'F', 'Revisión de seguridad extraordinaria pedida por el capitán'],
  ['71', 'WO', 'W', 'Meteorología en la estación de salida'],
  ['72', 'WT', 'W', 'Meteorología en la estación de destino'],
  ['73', 'WR', 'W', 'Meteorología en ruta o en el alterno'],
  ['75', 'WI', 'W', 'Deshielo de la aeronave: hielo, nieve o escarcha'],
  ['76', 'WS', 'W', 'Retiro de nieve, hielo, agua o arena del aeropuerto'],
  ['77', 'WG', 'W', 'Servicio en tierra afectado por mal tiempo'],
  ['81', 'AT', 'A', 'ATFM por demanda o capacidad de control en ruta'],
  ['82', 'AX', 'A', 'ATFM por personal o equipos de control en ruta, capacidad reducida'],
  ['83', 'AE', 'A', 'ATFM por restricción en el aeropuerto de destino'],
  ['84', 'AW', 'A', 'ATFM por meteorología en el destino'],
  ['85', 'AS', 'A', 'Seguridad obligatoria'],
  ['86', 'AG', 'A', 'Migraciones, aduana o sanidad'],
  ['87', 'AF', 'A', 'Instalaciones del aeropuerto: posiciones, congestión de rampa, iluminación'],
  ['88', 'AD', 'A', 'Restricciones en el aeropuerto de destino: pista, cierre, huelga'],
  ['89', 'AM', 'A', 'Restricciones en el aeropuerto de salida, con o sin ATFM'],
  [
    '91',
    'RL',
    'R',
    'Conexión de pasajeros o equipaje: espera de pasajeros o equipaje de otro vuelo',
  ],
  ['92', 'RT', 'R', 'Error de check-in directo de pasajeros o equipaje'],
  ['93', 'RA', 'R', 'Rotación de aeronave: llegada tardía del mismo avión'],
  ['94', 'RS', 'R', 'Rotación de tripulación de cabina: espera de otro vuelo'],
  ['95', 'RC', 'R', 'Rotación de tripulación: espera de tripulación de otro vuelo'],
  [
    '96',
    'RO',
    'R',
    'Control de operaciones: desvío, consolidación o cambio de aeronave por razones no técnicas',
  ],
  ['97', 'MI', 'M', 'Huelga o medida de fuerza de la propia aerolínea'],
  ['98', 'MO', 'M', 'Huelga o medida de fuerza ajena a la aerolínea (excepto ATS)'],
  ['99', 'MX', 'M', 'Otro motivo no contemplado en los códigos anteriores'],
];

export const DELAY_CODES: readonly DelayCode[] = CODES.map(([code, alpha, group, name]) => ({
  code,
  alpha,
  name,
  iataResponsible: RESPONSIBLE[group],
}));

export function findDelayCode(code: string): DelayCode | undefined {
  return DELAY_CODES.find((c) => c.code === code);
}

export const isDelayCode = (code: string) => findDelayCode(code) !== undefined;

/** The codes AHM 730 leaves to each airline to define: offered only once the airline sets them. */
export const AIRLINE_DELAY_CODES = ['00', '01', '02', '03', '04', '05'] as const;

export const isAirlineDelayCode = (code: string) =>
  (AIRLINE_DELAY_CODES as readonly string[]).includes(code);

/** Who answers for an airline-defined code: the airline itself, as the 0x group says. */
export const AIRLINE_DELAY_RESPONSIBLE = RESPONSIBLE.O;
