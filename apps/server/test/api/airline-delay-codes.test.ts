import { DELAY_CODES } from '@board/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/api.ts';
import { type Account, delaysBody, feedLegs, signInAll, storedLeg } from '../helpers/leg-edits.ts';
import { departureItem, NOW } from '../helpers/legs.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { onlySheet, recordsOf } from '../helpers/workbook.ts';

/** The airline's own delay codes 00-05: empty until DUTY sets them, then offered and accepted. */
let ctx: TestContext;
let tokens: Record<Account, string>;
let leg: string;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  tokens = await signInAll(ctx);
  [leg = ''] = await feedLegs(ctx, [departureItem({ flight_number: '7301' })]);
});
afterAll(() => ctx.close());

const codes = async () => (await ctx.get('/v1/delaycode', { token: tokens.lim })).json().data;
const setCodes = (who: Account, body: unknown) =>
  ctx.post('/v1/delaycode/airline', body, { token: tokens[who] });
async function storeDelay(code: string) {
  const { version } = await storedLeg(ctx, leg);
  return ctx.post('/v1/leg/store-delays', delaysBody(leg, version, [{ code, minutes: 12 }]), {
    token: tokens.lim,
  });
}

describe('airline delay codes', () => {
  it('are none by default, so a station cannot record one', async () => {
    expect(await codes()).toEqual(DELAY_CODES);
    const res = await storeDelay('01');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual([
      {
        path: 'delays.0.delay.code',
        key: 'validation.delayCodeUnknown',
        message: 'El código de demora no existe',
      },
    ]);
  });

  it('are set by DUTY only', async () => {
    for (const who of ['lim', 'generic'] as const) {
      const res = await setCodes(who, { codes: [{ code: '01', name: 'Decisión comercial' }] });
      expect(res.statusCode).toBe(403);
    }
    expect(await codes()).toHaveLength(DELAY_CODES.length);
  });

  it('are refused outside 00-05, repeated, or without a name', async () => {
    const res = await setCodes('duty', {
      codes: [
        { code: '06', name: 'Ya es IATA' },
        { code: '02', name: 'Uno', alpha: 'X1' },
        { code: '02', name: '' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.map((f) => `${f.path} ${f.key}`)).toEqual([
      'codes.0.code validation.airlineDelayCode',
      'codes.1.alpha validation.alphaCode',
      'codes.2.name validation.required',
    ]);
    const repeated = await setCodes('duty', {
      codes: [
        { code: '02', name: 'Uno' },
        { code: '02', name: 'Otro' },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    expect(errorOf(repeated).fields?.map((f) => `${f.path} ${f.key}`)).toEqual([
      'codes.1.code validation.delayCodeRepeated',
    ]);
    expect(await codes()).toEqual(DELAY_CODES);
  });

  it('once set, come first in the table and its download, and a station records them', async () => {
    const set = await setCodes('duty', {
      codes: [
        { code: '01', alpha: 'ac', name: 'Decisión comercial de la aerolínea' },
        { code: '00', name: 'Reserva de la aerolínea' },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    const table = await codes();
    expect(table.slice(0, 2)).toEqual([
      { code: '00', alpha: '', name: 'Reserva de la aerolínea', iataResponsible: 'Aerolínea' },
      {
        code: '01',
        alpha: 'AC',
        name: 'Decisión comercial de la aerolínea',
        iataResponsible: 'Aerolínea',
      },
    ]);
    expect(table).toHaveLength(DELAY_CODES.length + 2);

    const file = await ctx.post('/v1/delaycode/download', undefined, { token: tokens.generic });
    const sheet = await onlySheet(file, 'codigos_de_demora.xlsx');
    const records = recordsOf(sheet.rows).map((r) => [r.Código, r['Código alfa'], r.Responsable]);
    expect(records.slice(0, 3)).toEqual([
      ['00', '', 'Aerolínea'],
      ['01', 'AC', 'Aerolínea'],
      ['06', 'OA', 'Aerolínea'],
    ]);

    const saved = await storeDelay('01');
    expect(saved.statusCode, saved.body).toBe(200);
    const [entry] = (await storedLeg(ctx, leg)).delays;
    expect(entry?.delay).toEqual({
      code: '01',
      name: 'Decisión comercial de la aerolínea',
      iataResponsible: 'Aerolínea',
    });
  });

  it('are cleared by an empty list', async () => {
    expect((await setCodes('duty', { codes: [] })).statusCode).toBe(200);
    expect(await codes()).toEqual(DELAY_CODES);
  });
});
