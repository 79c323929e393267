/**
 * The aprons the parking plans draw, by station: rows of stands from the terminal outwards.
 * Contact stands have a boarding bridge; the others are remote positions reached by bus.
 * Numbering follows each airport's usual scheme (numbered contact and remote stands, Lima's
 * lateral positions L1–L8, Santiago's taxiway holding positions H and maintenance base B).
 */
export interface StandRow {
  /** Said above the row, e.g. "Posiciones de contacto". */
  caption: string;
  kind: 'contact' | 'remote';
  stands: string[];
}

export interface ApronLayout {
  station: string;
  name: string;
  rows: StandRow[];
}

const range = (from: number, to: number, prefix = '') =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

export const APRON_LAYOUTS: Record<string, ApronLayout> = {
  LIM: {
    station: 'LIM',
    name: 'Lima – Jorge Chávez',
    rows: [
      { caption: 'Posiciones de contacto (puente)', kind: 'contact', stands: range(1, 19) },
      { caption: 'Posiciones remotas', kind: 'remote', stands: range(20, 38) },
      { caption: 'Posiciones laterales', kind: 'remote', stands: range(1, 8, 'L') },
      { caption: 'Grupo 8', kind: 'remote', stands: range(81, 86) },
    ],
  },
  SCL: {
    station: 'SCL',
    name: 'Santiago – Arturo Merino Benítez',
    rows: [
      { caption: 'Posiciones de contacto (puente)', kind: 'contact', stands: range(11, 28) },
      { caption: 'Posiciones remotas', kind: 'remote', stands: range(40, 57) },
      { caption: 'Calle de rodaje H', kind: 'remote', stands: range(1, 6, 'H') },
      { caption: 'Base de mantenimiento', kind: 'remote', stands: range(1, 6, 'B') },
    ],
  },
};
