import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json' with { type: 'json' };
import es from '../i18n/es.json' with { type: 'json' };
import { catalogueKeys, translate } from '../i18n/translate.ts';
import type { OvernightRow } from '../schemas/leg-lists.ts';
import type { Leg, TurnaroundRow } from '../schemas/legs.ts';
import { testLeg } from '../testing/test-leg.ts';
import { ARRIVALS_COLUMNS } from './arrivals-columns.ts';
import { type DelayLine, delayLines } from './delay-lines.ts';
import { DELAYS_COLUMNS } from './delays-columns.ts';
import { DEPARTURES_COLUMNS } from './departures-columns.ts';
import { GENERAL_COLUMNS } from './general-columns.ts';
import { type CellContext, columnsOn, fileHeaderOf, type ListColumn } from './list-column.ts';
import { OVERNIGHTS_COLUMNS } from './overnights-columns.ts';

const LISTS = {
  general: GENERAL_COLUMNS,
  arrivals: ARRIVALS_COLUMNS,
  departures: DEPARTURES_COLUMNS,
  delays: DELAYS_COLUMNS,
  overnights: OVERNIGHTS_COLUMNS,
} as const satisfies Record<string, readonly ListColumn<never>[]>;

const LIMA = 'America/Lima';
const spanish: CellContext = { zone: LIMA, t: (key, params) => translate(key, params) };

/** The cells of a row in the workbook, keyed by their Spanish header. */
function sheetRecord<Row>(columns: readonly ListColumn<Row>[], row: Row) {
  return Object.fromEntries(
    columnsOn(columns, 'sheet').map((c) => [fileHeaderOf(c, spanish.t), c.value(row, spanish)]),
  );
}

describe.each(Object.entries(LISTS))('the %s columns', (_, columns) => {
  const list = columns as readonly ListColumn<unknown>[];

  it('have one key each, and every heading is a key of both catalogues', () => {
    const keys = list.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    const known = new Set(catalogueKeys(es));
    const inEnglish = new Set(catalogueKeys(en));
    const headings = list.flatMap((c) =>
      [c.header, c.fileHeader, c.shortHeader, c.block?.header, c.group?.header].filter((h) => h),
    );
    for (const heading of headings) {
      expect(known, heading).toContain(heading);
      expect(inEnglish, heading).toContain(heading);
    }
  });

  it('give the workbook one header per column, and buttons no column', () => {
    const sheet = columnsOn(list, 'sheet');
    const headers = sheet.map((c) => fileHeaderOf(c, spanish.t));
    expect(new Set(headers).size).toBe(headers.length);
    expect(sheet.filter((c) => c.format === 'action')).toEqual([]);
    expect(columnsOn(list, 'screen').length).toBeGreaterThan(0);
  });
});

describe('what the columns write', () => {
  const cancelled = testLeg({ leg_status_timeline: 'CANCELED', eta: '2026-11-22T15:40:00.000Z' });
  const landed = testLeg({
    eta: '2026-11-22T15:40:00.000Z',
    control_taxi_landed: '2026-11-22T15:38:00.000Z',
    pea_type_arrival: 'remote',
    pea_number_arrival: '21',
  });

  it('writes Llegadas in the station zone, and blanks the times of a cancelled leg', () => {
    expect(sheetRecord(ARRIVALS_COLUMNS, landed)).toMatchObject({
      Fecha: '22-11',
      ARN: 'CC-AZC',
      STA: '10:20',
      ETA: '10:40',
      ATA: '10:38',
      Estado: '',
      PEA: '21',
      'Tipo PEA': 'Remota',
    });
    expect(sheetRecord(ARRIVALS_COLUMNS, cancelled)).toMatchObject({
      STA: '',
      ETA: '',
      Estado: 'CNLD',
    });
  });

  it('names General headers after their block, and leaves a missing side blank', () => {
    const row = { arrival: landed, departure: null } as unknown as TurnaroundRow;
    const record = sheetRecord(GENERAL_COLUMNS, row);
    expect(record['Llegadas · Vuelo']).toBe('LA2110');
    expect(record['Salidas · Vuelo']).toBeNull();
    expect(columnsOn(GENERAL_COLUMNS, 'print').map((c) => c.key)).toContain('d_delay');
    expect(columnsOn(GENERAL_COLUMNS, 'sheet').map((c) => c.key)).not.toContain('d_delay');
  });

  it('writes a delayed leg without code as a dashed line, its figures blank', () => {
    const delayed: Leg = testLeg({ delays_min_total: 0 });
    const [line] = delayLines([delayed]) as [DelayLine];
    const record = sheetRecord(DELAYS_COLUMNS, line);
    expect(record).toMatchObject({ Códigos: '—', Minutos: null, 'Total minutos': null });
    const minutes = DELAYS_COLUMNS.find((c) => c.key === 'minutes');
    expect(minutes?.empty).toBe('—');
  });

  it('writes the night as recorded, in the reader’s language on screen', () => {
    const arrival = testLeg({
      overnight: {
        type: { code: 1 },
        ubication: 'Hangar',
        cut: true,
        cut_duration: { start: '01:00', end: '02:30', total: 90, authorizer: 'J. Pérez' },
        comment: '',
      },
    } as Partial<Leg>);
    const row = { registration: 'AZC', arrival, departure: null } as OvernightRow;
    expect(sheetRecord(OVERNIGHTS_COLUMNS, row)).toMatchObject({
      ARN: 'CC-AZC',
      Corte: 'Sí',
      'Corte total (min)': 90,
      'Llegadas · Vuelo': 'LA2110',
      'Salidas · Vuelo': null,
    });
    const cut = OVERNIGHTS_COLUMNS.find((c) => c.key === 'cut');
    const english: CellContext = { zone: LIMA, t: (key) => translate(key, {}, 'en') };
    expect(cut?.value(row, english)).toBe('Yes');
  });
});
