import { DEFAULT_REGISTRATIONS, fleetMaterial } from '@board/domain';

/** Block minutes from each hub to the stations it serves (one way, rounded). */
export const ROUTES: Readonly<Record<'LIM' | 'SCL', Readonly<Record<string, number>>>> = {
  LIM: {
    CUZ: 80,
    AQP: 90,
    PIU: 110,
    TRU: 70,
    IQT: 115,
    JUL: 100,
    TCQ: 100,
    CIX: 95,
    PEM: 95,
    TPP: 95,
    AYP: 60,
    TBP: 125,
    CJA: 80,
    PCL: 75,
    SCL: 215,
    BOG: 195,
    MIA: 350,
    CUN: 330,
    EZE: 270,
    GRU: 285,
    MVD: 285,
    PUJ: 360,
  },
  SCL: {
    ANF: 125,
    ARI: 160,
    IQQ: 145,
    CJC: 120,
    CPO: 85,
    LSC: 60,
    CCP: 70,
    ZCO: 85,
    ZAL: 90,
    ZOS: 100,
    PMC: 105,
    BBA: 150,
    PUQ: 200,
    IPC: 340,
    EZE: 130,
    AEP: 125,
    MDZ: 55,
    BRC: 120,
    MVD: 140,
    FLN: 200,
    POA: 185,
    GRU: 235,
    GIG: 255,
    SSA: 300,
    LIM: 220,
  },
};

export interface Aircraft {
  registration: string;
  material: '320' | '321';
  hub: 'LIM' | 'SCL';
}

/** The demo fleet: the 28 tracked registrations and more CC- aircraft, split between the hubs. */
export function demoFleet(): Aircraft[] {
  const extra = Array.from({ length: 152 }, (_, i) => {
    const code = `B${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`;
    return { code, material: (i % 4 === 0 ? '321' : '320') as '320' | '321' };
  });
  const all = [
    ...DEFAULT_REGISTRATIONS.map((code) => ({ code, material: fleetMaterial(code) })),
    ...extra,
  ];
  return all.map(({ code, material }, i) => ({
    registration: code,
    material,
    hub: i % 2 === 0 ? 'LIM' : 'SCL',
  }));
}

export const SEATS = { '320': 174, '321': 220 } as const;

const numbered = (prefix: string, first: number, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${first + i}`);

/**
 * Stands of each station: enough for a hub's whole fleet to spend the night. `spare` are remote
 * stands the plan leaves free, where a stand change sends an aircraft.
 */
export const STANDS = {
  LIM: {
    bridge: numbered('', 1, 20),
    remote: numbered('R', 1, 80),
    spare: { bridge: numbered('', 21, 3), remote: numbered('R', 91, 6) },
  },
  SCL: {
    bridge: numbered('', 11, 20),
    remote: numbered('R', 31, 80),
    spare: { bridge: numbered('', 31, 3), remote: numbered('R', 121, 6) },
  },
  other: {
    bridge: numbered('', 1, 8),
    remote: numbered('', 9, 16),
    spare: { bridge: numbered('', 25, 2), remote: numbered('', 31, 4) },
  },
};

export const CREW_NAMES = [
  'Ana Torres',
  'Luis Paredes',
  'Carla Muñoz',
  'Jorge Salas',
  'Valeria Rojas',
  'Diego Fuentes',
  'Paula Herrera',
  'Martín Soto',
  'Lucía Vargas',
  'Andrés Castro',
  'Camila Reyes',
  'Felipe Núñez',
  'Rosa Quispe',
  'Tomás Araya',
  'Sofía Mendoza',
  'Ricardo León',
  'Elena Flores',
  'Pablo Ibáñez',
];
