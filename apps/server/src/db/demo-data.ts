import type { Role } from '@board/domain';

/**
 * The stations of the demo, with the names their staff use: the two hubs, the inter-station
 * airports and domestic stations. Country and time zone come from the airports dataset.
 */
export const DEMO_STATIONS: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'LIM', name: 'Lima - Jorge Chávez' },
  { code: 'SCL', name: 'Santiago - Arturo Merino Benítez' },
  // Inter-station airports (milestones are recorded there).
  { code: 'CUN', name: 'Cancún' },
  { code: 'MIA', name: 'Miami' },
  { code: 'BOG', name: 'Bogotá - El Dorado' },
  { code: 'PUJ', name: 'Punta Cana' },
  { code: 'FLN', name: 'Florianópolis' },
  { code: 'GIG', name: 'Río de Janeiro - Galeão' },
  { code: 'GRU', name: 'São Paulo - Guarulhos' },
  { code: 'POA', name: 'Porto Alegre' },
  { code: 'EZE', name: 'Buenos Aires - Ezeiza' },
  { code: 'AEP', name: 'Buenos Aires - Aeroparque' },
  { code: 'BRC', name: 'San Carlos de Bariloche' },
  { code: 'MDZ', name: 'Mendoza' },
  { code: 'SSA', name: 'Salvador de Bahía' },
  { code: 'MVD', name: 'Montevideo - Carrasco' },
  // Peru.
  { code: 'CUZ', name: 'Cusco' },
  { code: 'AQP', name: 'Arequipa' },
  { code: 'PIU', name: 'Piura' },
  { code: 'TRU', name: 'Trujillo' },
  { code: 'IQT', name: 'Iquitos' },
  { code: 'JUL', name: 'Juliaca' },
  { code: 'TCQ', name: 'Tacna' },
  { code: 'CIX', name: 'Chiclayo' },
  { code: 'PEM', name: 'Puerto Maldonado' },
  { code: 'TPP', name: 'Tarapoto' },
  { code: 'AYP', name: 'Ayacucho' },
  { code: 'TBP', name: 'Tumbes' },
  { code: 'CJA', name: 'Cajamarca' },
  { code: 'PCL', name: 'Pucallpa' },
  // Chile.
  { code: 'ANF', name: 'Antofagasta' },
  { code: 'ARI', name: 'Arica' },
  { code: 'IQQ', name: 'Iquique' },
  { code: 'CJC', name: 'Calama' },
  { code: 'CPO', name: 'Copiapó' },
  { code: 'LSC', name: 'La Serena' },
  { code: 'CCP', name: 'Concepción' },
  { code: 'ZCO', name: 'Temuco' },
  { code: 'ZAL', name: 'Valdivia' },
  { code: 'ZOS', name: 'Osorno' },
  { code: 'PMC', name: 'Puerto Montt' },
  { code: 'BBA', name: 'Balmaceda' },
  { code: 'PUQ', name: 'Punta Arenas' },
  { code: 'IPC', name: 'Isla de Pascua' },
];

/** Demo accounts, one per role; the README lists them with their passwords. */
export const DEMO_USERS: ReadonlyArray<{
  email: string;
  fullName: string;
  role: Role | null;
  station: string;
  password: string;
}> = [
  {
    email: 'cta.lim@example.com',
    fullName: 'María Quispe',
    role: 'CTA',
    station: 'LIM',
    password: 'lima2026',
  },
  {
    email: 'cta.scl@example.com',
    fullName: 'Camila Rojas',
    role: 'CTA',
    station: 'SCL',
    password: 'santiago2026',
  },
  {
    email: 'generic@example.com',
    fullName: 'Jorge Paredes',
    role: 'GENERIC',
    station: 'LIM',
    password: 'generic2026',
  },
  {
    email: 'duty@example.com',
    fullName: 'Andrea Muñoz',
    role: 'DUTY',
    station: 'SCL',
    password: 'duty2026',
  },
  {
    email: 'cta.bog@example.com',
    fullName: 'Diego Herrera',
    role: 'CTA',
    station: 'BOG',
    password: 'bogota2026',
  },
  {
    email: 'norole@example.com',
    fullName: 'Luis Torres',
    role: null,
    station: 'LIM',
    password: 'norole2026',
  },
];
