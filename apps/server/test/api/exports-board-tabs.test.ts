import {
  dayMonth,
  EXPORT_LIST_SHEETS,
  type Leg,
  legListResponse,
  localTime,
  turnaroundListResponse,
} from '@board/domain';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/api.ts';
import { feedExportDay, LIMA } from '../helpers/export-day.ts';
import { type Account, recordingSuite } from '../helpers/leg-edits.ts';
import { NOW, TODAY } from '../helpers/legs.ts';
import { expectTableLayout, onlySheet, recordsOf } from '../helpers/workbook.ts';

/**
 * POST /v1/leg/export-list: the General, Llegadas and Salidas tabs read back with a real reader
 * and compared, row by row, with what the list calls answer for the same station, day and search.
 */
const suite = recordingSuite(() => NOW, feedExportDay);

const day = { day: TODAY, station: 'LIM', query: '' };
const exportList = (body: object, account: Account = 'lim') =>
  suite.ctx.post('/v1/leg/export-list', body, { token: suite.tokens[account] });

async function listed(arrival: boolean, query = '') {
  const res = await suite.ctx.post(
    '/v1/leg/list',
    { ...day, query, arrival },
    { token: suite.tokens.lim },
  );
  return legListResponse.parse(res.json()).data.legs;
}

async function listedGeneral(query = '') {
  const res = await suite.ctx.post(
    '/v1/leg/list-extend',
    { ...day, query },
    { token: suite.tokens.lim },
  );
  return turnaroundListResponse.parse(res.json()).data.legs;
}

/** What the board shows of a time: station time, blank once the leg is cancelled. */
const time = (leg: Leg | null, instant: string | null | undefined) =>
  !leg || leg.leg_status_timeline === 'CANCELED' ? '' : localTime(instant, LIMA);
const arn = (leg: Leg | null) => (leg?.registration ? `CC-${leg.registration}` : '');
const status = (leg: Leg | null) => (leg?.leg_status_timeline === 'CANCELED' ? 'CNLD' : '');

describe('the Llegadas and Salidas tabs', () => {
  it('Llegadas holds the arrivals list: flights, registrations, dates and times', async () => {
    const sheet = await onlySheet(
      await exportList({ ...day, type: 'arrivals' }),
      `arrivals_LIM_${TODAY}.xlsx`,
    );
    expect(sheet.name).toBe(EXPORT_LIST_SHEETS.arrivals);
    expectTableLayout(sheet);
    const pick = (r: Record<string, string>) => [r.Vuelo, r.ARN, r.Fecha, r.Origen, r.STA, r.ETA];
    expect(recordsOf(sheet.rows).map(pick)).toEqual(
      (await listed(true)).map((l) => [
        l.flight_number,
        arn(l),
        dayMonth(l.arrival_date),
        l.depstn,
        time(l, l.sta),
        time(l, l.eta),
      ]),
    );
  });

  it('Salidas holds the departures list, delays included, a cancelled leg marked', async () => {
    const sheet = await onlySheet(
      await exportList({ ...day, type: 'departures' }),
      `departures_LIM_${TODAY}.xlsx`,
    );
    expect(sheet.name).toBe(EXPORT_LIST_SHEETS.departures);
    expectTableLayout(sheet);
    const pick = (r: Record<string, string>) => [
      r.Vuelo,
      r.ARN,
      r.Estado,
      r.STD,
      r.ETD,
      r.ATD,
      r.Códigos,
      r.Minutos,
    ];
    const legs = await listed(false);
    expect(recordsOf(sheet.rows).map(pick)).toEqual(
      legs.map((l) => [
        l.flight_number,
        arn(l),
        status(l),
        time(l, l.std),
        time(l, l.etd),
        time(l, l.control_taxi_pushback),
        l.delays_codes,
        l.delays_min_total ? String(l.delays_min_total) : '',
      ]),
    );
    const records = recordsOf(sheet.rows);
    const late = records.find((r) => r.Vuelo === 'LA2102');
    expect(late).toMatchObject({ STD: '11:10', ETD: '11:40', ATD: '11:45', Códigos: '93/15' });
    // The cancelled leg is greyed: its row's font, not only its status, says so.
    const rowOf = (flight: string) =>
      sheet.worksheet.getRow(2 + legs.findIndex((l) => l.flight_number === flight));
    expect(rowOf('LA2302').getCell(1).font?.italic).toBe(true);
    expect(rowOf('LA2102').getCell(1).font?.italic).toBeFalsy();
  });
});

describe('the General tab', () => {
  it('holds one row per turnaround of list-extend, arrival, ground times and departure', async () => {
    const sheet = await onlySheet(
      await exportList({ ...day, type: 'home' }),
      `general_LIM_${TODAY}.xlsx`,
    );
    expect(sheet.name).toBe(EXPORT_LIST_SHEETS.home);
    expectTableLayout(sheet);
    const pick = (r: Record<string, string>) => [
      r['Llegadas · Vuelo'],
      r['Llegadas · ARN'],
      r['Llegadas · STA'],
      r['Turn around · Estimado'],
      r['Salidas · Vuelo'],
      r['Salidas · ARN'],
      r['Salidas · STD'],
      r['Salidas · Estado'],
    ];
    const rows = await listedGeneral();
    expect(rows.length).toBeGreaterThan(0);
    expect(recordsOf(sheet.rows).map(pick)).toEqual(
      rows.map((r) => [
        r.arrival?.flight_number ?? '',
        arn(r.arrival),
        time(r.arrival, r.arrival?.sta),
        r.turn_around_estimated_time === null ? '' : String(r.turn_around_estimated_time),
        r.departure?.flight_number ?? '',
        arn(r.departure),
        time(r.departure, r.departure?.std),
        status(r.departure),
      ]),
    );
    const azc = recordsOf(sheet.rows).find((r) => r['Llegadas · Vuelo'] === 'LA2101');
    expect(azc?.['Salidas · Vuelo']).toBe('LA2102');
  });

  it('is sent as it is written, without a length known beforehand', async () => {
    const res = await exportList({ ...day, type: 'home' });
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the search', () => {
  it.each([
    ['arrivals', true],
    ['departures', false],
  ] as const)('%s: applies as on the list', async (type, arrival) => {
    const sheet = await onlySheet(
      await exportList({ ...day, query: 'AZD', type }),
      `${type}_LIM_${TODAY}.xlsx`,
    );
    const expected = (await listed(arrival, 'AZD')).map((l) => l.flight_number);
    expect(expected.length).toBeGreaterThan(0);
    expect(recordsOf(sheet.rows).map((r) => r.Vuelo)).toEqual(expected);
  });

  it('home: applies to either side of a turnaround', async () => {
    const sheet = await onlySheet(
      await exportList({ ...day, query: 'LA2102', type: 'home' }),
      `general_LIM_${TODAY}.xlsx`,
    );
    expect(recordsOf(sheet.rows).map((r) => r['Llegadas · Vuelo'])).toEqual(
      (await listedGeneral('LA2102')).map((r) => r.arrival?.flight_number ?? ''),
    );
  });

  it.each(['home', 'arrivals', 'departures'])(
    '%s: 204 and no body when nothing matches',
    async (type) => {
      const res = await exportList({ ...day, query: 'ZZZ', type });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers['content-disposition']).toBeUndefined();
    },
  );
});

describe('who may download what', () => {
  it('a CTA of Lima cannot download Santiago', async () => {
    const res = await exportList({ ...day, station: 'SCL', type: 'home' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('FORBIDDEN');
  });

  it.each(['generic', 'scl'] as const)('%s downloads Santiago', async (account) => {
    const sheet = await onlySheet(
      await exportList({ ...day, station: 'SCL', type: 'arrivals' }, account),
      `arrivals_SCL_${TODAY}.xlsx`,
    );
    expect(recordsOf(sheet.rows).map((r) => [r.Vuelo, r.STA])).toEqual([['LA3101', '09:45']]);
  });

  it('nobody signed in downloads nothing', async () => {
    const res = await suite.ctx.post('/v1/leg/export-list', { ...day, type: 'home' });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ ...day, type: 'milestones' }, 'type', 'validation.exportType'],
    [{ day: TODAY, station: 'LIM' }, 'type', 'validation.exportType'],
    [{ ...day, day: '10-03-2026', type: 'home' }, 'day', 'validation.date'],
    [{ ...day, day: '2026-03-01', type: 'home' }, 'day', 'validation.dayOutOfWindow'],
    [{ ...day, station: 'XXX', type: 'home' }, 'station', 'validation.unknownStation'],
    [{ ...day, station: undefined, type: 'home' }, 'station', 'validation.required'],
    [{ ...day, query: 'x'.repeat(51), type: 'home' }, 'query', 'validation.maxLength'],
    [{ ...day, type: 'home', config: [] }, 'config', 'validation.expectedObject'],
  ])('refuses %j with a message on the field', async (body, path, key) => {
    const res = await exportList(body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toContainEqual(expect.objectContaining({ path, key }));
  });
});
