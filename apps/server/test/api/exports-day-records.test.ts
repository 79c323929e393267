import {
  DELAY_CODES,
  dayMonth,
  defaultRegistrationList,
  type Leg,
  legListResponse,
  localTime,
  overnightListResponse,
} from '@board/domain';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/api.ts';
import { feedExportDay, LIMA } from '../helpers/export-day.ts';
import { type Account, recordingSuite } from '../helpers/leg-edits.ts';
import { NOW, TODAY } from '../helpers/legs.ts';
import { expectTableLayout, onlySheet, recordsOf } from '../helpers/workbook.ts';

/**
 * The day's records as workbooks (Remolques del día, Demoras, Pernoctes) and the delay-codes
 * table, each compared with what the list calls answer for the same station, day and search.
 */
const suite = recordingSuite(() => NOW, feedExportDay);

const day = { day: TODAY, station: 'LIM', query: '' };
const download = (url: string, body: object, account: Account = 'lim') =>
  suite.ctx.post(url, body, { token: suite.tokens[account] });
const list = async (url: string, body: object) =>
  (await suite.ctx.post(url, { ...day, ...body }, { token: suite.tokens.lim })).json();
const listed = async (arrival: boolean) =>
  legListResponse.parse(await list('/v1/leg/list', { arrival })).data.legs;
const overnightsListed = async () =>
  overnightListResponse.parse(
    await list('/v1/leg/list-overnights', { email: 'cta.lim@example.com' }),
  ).data.legs;

describe('Remolques del día', () => {
  it('has one row per tow recorded on either side of the listed legs', async () => {
    const sheet = await onlySheet(
      await download('/v1/leg/export-trailers', day),
      `trailers_LIM_${TODAY}.xlsx`,
    );
    expect(sheet.name).toBe('Remolques del día');
    expectTableLayout(sheet);
    const tows = [
      ...(await listed(true)).flatMap((leg) =>
        leg.trailers_arrival.map((t) => ({ leg, side: 'Llegada', t })),
      ),
      ...(await listed(false)).flatMap((leg) =>
        leg.trailers_departure.map((t) => ({ leg, side: 'Salida', t })),
      ),
    ];
    expect(tows).toHaveLength(2);
    const pick = (r: Record<string, string>) => [
      r.Vuelo,
      r.Lado,
      r.ARN,
      r['Tipo de remolque'],
      r.Inicio,
      r.Fin,
      r['Total (min)'],
      r['N° de equipo'],
      r.Operador,
      r.Descripción,
      r['Servicio adicional'],
    ];
    expect(recordsOf(sheet.rows).map(pick)).toEqual(
      tows.map(({ leg, side, t }) => [
        leg.flight_number,
        side,
        `CC-${leg.registration}`,
        t.trailer.name,
        t.duration.start,
        t.duration.end,
        String(t.duration.total),
        t.equipment_number,
        t.operator_name,
        t.description,
        t.additional_service ? 'Sí' : 'No',
      ]),
    );
    // The stands as number / tape or hall; a tow across midnight still lasts 20 minutes.
    expect(recordsOf(sheet.rows)[1]).toMatchObject({
      'PEA original': '12 / A4',
      'PEA destino': '14 / A6',
      'Total (min)': '20',
      'Servicio adicional': 'Sí',
    });
  });

  it('applies the search, and answers 204 when no tow matches', async () => {
    const sheet = await onlySheet(
      await download('/v1/leg/export-trailers', { ...day, query: 'LA2102' }),
      `trailers_LIM_${TODAY}.xlsx`,
    );
    expect(recordsOf(sheet.rows).map((r) => r.Vuelo)).toEqual(['LA2102']);
    const none = await download('/v1/leg/export-trailers', { ...day, query: 'DBF' });
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
  });
});

describe('Demoras', () => {
  it('has one row per delay entry of list-delays, a late leg without code flagged', async () => {
    const sheet = await onlySheet(
      await download('/v1/leg/export-delays', day),
      `delays_LIM_${TODAY}.xlsx`,
    );
    expect(sheet.name).toBe('Demoras');
    expectTableLayout(sheet);
    const legs = (await list('/v1/leg/list-delays', {})).data.legs as Leg[];
    const pick = (r: Record<string, string>) => [
      r.Vuelo,
      r.ARN,
      r.ETD,
      r.ATD,
      r.Códigos,
      r.Minutos,
      r['Total minutos'],
      r.Descripción,
      r.Motivo,
      r.Responsable,
    ];
    const time = (instant: string | null) => localTime(instant, LIMA);
    expect(recordsOf(sheet.rows).map(pick)).toEqual(
      legs.flatMap((l) => {
        const common = [l.flight_number, `CC-${l.registration}`, time(l.etd), time(l.atd)];
        const total = l.delays_min_total ? String(l.delays_min_total) : '';
        if (l.delays.length === 0) return [[...common, '—', '', total, '', '', '']];
        return l.delays.map((e) => [
          ...common,
          e.delay.code,
          String(e.minutes),
          total,
          e.delay.name,
          e.description,
          e.delay.iataResponsible,
        ]);
      }),
    );
    const records = recordsOf(sheet.rows);
    expect(records.map((r) => r.Vuelo)).toEqual(['LA2102', 'LA2102', 'LA2402']);
    expect(records[0]).toMatchObject({ Códigos: '93', Motivo: 'Llegó tarde de CUZ' });
    expect(records[0]?.['Último editor']).toMatch(/\(CTA\)$/);
    // The coded description is the catalogue's, as the drawer shows it.
    expect(records[0]?.Descripción).toBe(DELAY_CODES.find((c) => c.code === '93')?.name);
    // Highlighted like the screen's row without a code; a coded one is not.
    const fill = (row: number) => sheet.worksheet.getRow(row).getCell(1).fill;
    expect(fill(4)).toMatchObject({ type: 'pattern', pattern: 'solid' });
    expect(fill(2)).toBeUndefined();
  });

  it('applies the search, and answers 204 when no delayed leg matches', async () => {
    const sheet = await onlySheet(
      await download('/v1/leg/export-delays', { ...day, query: 'AZD' }),
      `delays_LIM_${TODAY}.xlsx`,
    );
    expect(recordsOf(sheet.rows).map((r) => r.Vuelo)).toEqual(['LA2402']);
    const none = await download('/v1/leg/export-delays', { ...day, query: 'DBF' });
    expect(none.statusCode).toBe(204);
  });
});

describe('Pernoctes', () => {
  it('holds the overnight rows of the tracked aircraft, what was recorded and the next departure', async () => {
    const sheet = await onlySheet(
      await download('/v1/leg/export-overnights', day),
      `overnights_LIM_${TODAY}.xlsx`,
    );
    expect(sheet.name).toBe('Pernoctes');
    expectTableLayout(sheet);
    const rows = await overnightsListed();
    const pick = (r: Record<string, string>) => [
      r.ARN,
      r['Llegadas · Vuelo'],
      r['Llegadas · ETA'],
      r['Salidas · Vuelo'],
      r['Salidas · Fecha'],
    ];
    expect(recordsOf(sheet.rows).map(pick)).toEqual(
      rows.map((r) => [
        `CC-${r.registration}`,
        r.arrival.flight_number,
        localTime(r.arrival.eta ?? r.arrival.sta, LIMA),
        r.departure?.flight_number ?? '',
        dayMonth(r.departure?.datop_local),
      ]),
    );
    const records = recordsOf(sheet.rows);
    expect(records.map((r) => r.ARN)).toEqual(['CC-DBF', 'CC-AZD']);
    expect(records[0]).toMatchObject({
      Tipo: 'Lateral',
      Ubicación: 'L5',
      Corte: 'Sí',
      'Corte inicio': '23:30',
      'Corte fin': '00:15',
      'Corte total (min)': '45',
      'Autorizado por': 'M. Soto',
      Comentario: 'Limpieza profunda',
    });
    expect(records[1]).toMatchObject({ 'Salidas · Vuelo': 'LA2602', Tipo: '', Corte: '' });
  });

  it('follows the registrations the caller tracks, but never hides a recorded overnight', async () => {
    const track = (checked: (code: string) => boolean) =>
      suite.ctx.post(
        '/v1/registration/modified',
        {
          email: 'cta.lim@example.com',
          registrations: defaultRegistrationList().map((r) => ({ ...r, checked: checked(r.code) })),
        },
        { token: suite.tokens.lim },
      );
    const arns = async (who?: 'generic') =>
      recordsOf(
        (
          await onlySheet(
            await download('/v1/leg/export-overnights', day, who),
            `overnights_LIM_${TODAY}.xlsx`,
          )
        ).rows,
      ).map((r) => r.ARN);
    expect((await track((code) => code !== 'AZD')).statusCode).toBe(200);
    expect(await arns()).toEqual((await overnightsListed()).map((r) => `CC-${r.registration}`));
    expect(await arns()).toEqual(['CC-DBF']);
    // Another user's choice is theirs: a GENERIC reader still has the default list.
    expect(await arns('generic')).toEqual(['CC-DBF', 'CC-AZD']);

    // DBF's overnight is recorded: it stays listed for someone who tracks nothing.
    expect((await track(() => false)).statusCode).toBe(200);
    expect(await arns()).toEqual(['CC-DBF']);
    const none = await download('/v1/leg/export-overnights', { ...day, query: 'AZD' });
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
  });
});

describe('the delay codes table', () => {
  it('holds every code of the catalogue, for anyone signed in', async () => {
    const res = await suite.ctx.post('/v1/delaycode/download', undefined, {
      token: suite.tokens.generic,
    });
    const sheet = await onlySheet(res, 'codigos_de_demora.xlsx');
    expect(sheet.name).toBe('Códigos de demora');
    expectTableLayout(sheet);
    expect(
      recordsOf(sheet.rows).map((r) => [r.Código, r['Código alfa'], r.Descripción, r.Responsable]),
    ).toEqual(DELAY_CODES.map((c) => [c.code, c.alpha, c.name, c.iataResponsible]));
    expect((await suite.ctx.post('/v1/delaycode/download', undefined)).statusCode).toBe(401);
  });
});

const RECORD_CALLS = [
  '/v1/leg/export-trailers',
  '/v1/leg/export-delays',
  '/v1/leg/export-overnights',
] as const;

describe('who may download what', () => {
  it.each(RECORD_CALLS)('%s: a CTA of Lima cannot download Santiago', async (url) => {
    const res = await download(url, { ...day, station: 'SCL' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('FORBIDDEN');
  });

  it.each(RECORD_CALLS)('%s: a GENERIC reader downloads Lima', async (url) => {
    expect((await download(url, day, 'generic')).statusCode).toBe(200);
  });

  it('a GENERIC reader downloads Santiago too', async () => {
    const sheet = await onlySheet(
      await download('/v1/leg/export-overnights', { ...day, station: 'SCL' }, 'generic'),
      `overnights_SCL_${TODAY}.xlsx`,
    );
    expect(recordsOf(sheet.rows).map((r) => r.ARN)).toEqual(['CC-DBJ']);
    // Santiago has no tow and no delay: allowed, and nothing to put in a file.
    expect(
      (await download('/v1/leg/export-trailers', { ...day, station: 'SCL' }, 'generic')).statusCode,
    ).toBe(204);
  });

  it.each([
    ['/v1/leg/export-trailers', { ...day, type: 'home' }, 'type', 'validation.exportType'],
    ['/v1/leg/export-trailers', { ...day, config: 'x' }, 'config', 'validation.expectedObject'],
    ['/v1/leg/export-delays', { ...day, day: '2026/03/10' }, 'day', 'validation.date'],
    ['/v1/leg/export-delays', { ...day, day: '2026-03-12' }, 'day', 'validation.dayOutOfWindow'],
    ['/v1/leg/export-overnights', { ...day, station: 'LI' }, 'station', 'validation.station'],
    ['/v1/leg/export-overnights', { ...day, query: 7 }, 'query', 'validation.expectedString'],
  ])('%s refuses %j with a message on the field', async (url, body, path, key) => {
    const res = await download(url, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toContainEqual(expect.objectContaining({ path, key }));
  });
});
