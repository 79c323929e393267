import type { Role } from '@board/domain';

/** Stations of the demo: the two hubs, the inter-station airports, and domestic stations. */
export const DEMO_STATIONS: ReadonlyArray<{
  code: string;
  name: string;
  country: string;
  timeZone: string;
}> = [
  { code: 'LIM', name: 'Lima - Jorge Chávez', country: 'PE', timeZone: 'America/Lima' },
  {
    code: 'SCL',
    name: 'Santiago - Arturo Merino Benítez',
    country: 'CL',
    timeZone: 'America/Santiago',
  },
  // Inter-station airports (milestones are recorded there).
  { code: 'CUN', name: 'Cancún', country: 'MX', timeZone: 'America/Cancun' },
  { code: 'MIA', name: 'Miami', country: 'US', timeZone: 'America/New_York' },
  { code: 'BOG', name: 'Bogotá - El Dorado', country: 'CO', timeZone: 'America/Bogota' },
  { code: 'PUJ', name: 'Punta Cana', country: 'DO', timeZone: 'America/Santo_Domingo' },
  { code: 'FLN', name: 'Florianópolis', country: 'BR', timeZone: 'America/Sao_Paulo' },
  { code: 'GIG', name: 'Río de Janeiro - Galeão', country: 'BR', timeZone: 'America/Sao_Paulo' },
  { code: 'GRU', name: 'São Paulo - Guarulhos', country: 'BR', timeZone: 'America/Sao_Paulo' },
  { code: 'POA', name: 'Porto Alegre', country: 'BR', timeZone: 'America/Sao_Paulo' },
  {
    code: 'EZE',
    name: 'Buenos Aires - Ezeiza',
    country: 'AR',
    timeZone: 'America/Argentina/Buenos_Aires',
  },
  {
    code: 'AEP',
    name: 'Buenos Aires - Aeroparque',
    country: 'AR',
    timeZone: 'America/Argentina/Buenos_Aires',
  },
  {
    code: 'BRC',
    name: 'San Carlos de Bariloche',
    country: 'AR',
    timeZone: 'America/Argentina/Salta',
  },
  { code: 'MDZ', name: 'Mendoza', country: 'AR', timeZone: 'America/Argentina/Mendoza' },
  { code: 'SSA', name: 'Salvador de Bahía', country: 'BR', timeZone: 'America/Bahia' },
  { code: 'MVD', name: 'Montevideo - Carrasco', country: 'UY', timeZone: 'America/Montevideo' },
  // Peru.
  { code: 'CUZ', name: 'Cusco', country: 'PE', timeZone: 'America/Lima' },
  { code: 'AQP', name: 'Arequipa', country: 'PE', timeZone: 'America/Lima' },
  { code: 'PIU', name: 'Piura', country: 'PE', timeZone: 'America/Lima' },
  { code: 'TRU', name: 'Trujillo', country: 'PE', timeZone: 'America/Lima' },
  { code: 'IQT', name: 'Iquitos', country: 'PE', timeZone: 'America/Lima' },
  { code: 'JUL', name: 'Juliaca', country: 'PE', timeZone: 'America/Lima' },
  { code: 'TCQ', name: 'Tacna', country: 'PE', timeZone: 'America/Lima' },
  { code: 'CIX', name: 'Chiclayo', country: 'PE', timeZone: 'America/Lima' },
  { code: 'PEM', name: 'Puerto Maldonado', country: 'PE', timeZone: 'America/Lima' },
  { code: 'TPP', name: 'Tarapoto', country: 'PE', timeZone: 'America/Lima' },
  { code: 'AYP', name: 'Ayacucho', country: 'PE', timeZone: 'America/Lima' },
  { code: 'TBP', name: 'Tumbes', country: 'PE', timeZone: 'America/Lima' },
  { code: 'CJA', name: 'Cajamarca', country: 'PE', timeZone: 'America/Lima' },
  { code: 'PCL', name: 'Pucallpa', country: 'PE', timeZone: 'America/Lima' },
  // Chile.
  { code: 'ANF', name: 'Antofagasta', country: 'CL', timeZone: 'America/Santiago' },
  { code: 'ARI', name: 'Arica', country: 'CL', timeZone: 'America/Santiago' },
  { code: 'IQQ', name: 'Iquique', country: 'CL', timeZone: 'America/Santiago' },
  { code: 'CJC', name: 'Calama', country: 'CL', timeZone: 'America/Santiago' },
  { code: 'CPO', name: 'Copiapó', country: 'CL', timeZone: 'America/Santiago' },
  { code: 'LSC', name: 'La Serena', country: 'CL', timeZone: 'America/Santiago' },
  { code: 'CCP', name: 'Concepción', country: 'CL', timeZone: 'America/Santiago' },
  { code: 'ZCO', name: 'Temuco', country: 'CL', timeZone: 'America/Santiago' },
  { code: 'ZAL', name: 'Valdivia', country: 'CL', timeZone: 'America/Santiago' },
  { code: 'ZOS', name: 'Osorno', country: 'CL', timeZone: 'America/Santiago' },
  { code: 'PMC', name: 'Puerto Montt', country: 'CL', timeZone: 'America/Santiago' },
  { code: 'BBA', name: 'Balmaceda', country: 'CL', timeZone: 'America/Santiago' },
  { code: 'PUQ', name: 'Punta Arenas', country: 'CL', timeZone: 'America/Punta_Arenas' },
  { code: 'IPC', name: 'Isla de Pascua', country: 'CL', timeZone: 'Pacific/Easter' },
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
