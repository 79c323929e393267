import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, feedLegs, signInAll, tow } from '../helpers/leg-edits.ts';
import { arrivalItem, departureItem, NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { onlySheet, recordsOf } from '../helpers/workbook.ts';

/** Values a station could type that a spreadsheet would otherwise run as formulas. */
const HYPERLINK = '=HYPERLINK("http://x","y")';
const SUM = '@SUM(1)';
const COMMAND = "+cmd|'/c calc'!A0";

let ctx: TestContext;
let tokens: Record<Account, string>;
const day = { day: TODAY, station: 'LIM', query: '' };

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  tokens = await signInAll(ctx);
  const [late = '', staying = ''] = await feedLegs(ctx, [
    departureItem({
      flight_number: '2102',
      registration: 'AZC',
      etd: `${TODAY}T11:40:00-05:00`,
      atd: `${TODAY}T11:45:00-05:00`,
    }),
    arrivalItem({ flight_number: '2201', registration: 'DBF', sta: `${TODAY}T13:00:00-05:00` }),
  ]);
  const edits = [
    [
      '/v1/leg/store-delays',
      {
        _id: late,
        version: 1,
        depstn: 'LIM',
        delays: [{ delay: { code: '93' }, minutes: 20, description: HYPERLINK }],
        delays_min_total: 20,
      },
    ],
    [
      '/v1/leg/modified',
      { _id: late, version: 2, trailers_departure: [tow({ description: COMMAND })] },
    ],
    [
      '/v1/leg/modified',
      {
        _id: staying,
        version: 1,
        overnight: {
          type: { code: 2 },
          ubication: '-',
          comment: SUM,
          cut: false,
          cut_duration: { start: '', end: '', authorizer: '' },
        },
      },
    ],
  ] as const;
  for (const [url, body] of edits) {
    const res = await ctx.post(url, body, { token: tokens.lim });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => ctx.close());

const download = (url: string) => ctx.post(url, day, { token: tokens.lim });

describe('downloads opened in a spreadsheet', () => {
  it('hold a delay motive that looks like a formula as text', async () => {
    const sheet = await onlySheet(
      await download('/v1/leg/export-delays'),
      `delays_LIM_${TODAY}.xlsx`,
    );
    const [row] = recordsOf(sheet.rows);
    expect(row).toMatchObject({ Motivo: `'${HYPERLINK}`, Minutos: '20' });
    // The minutes stay a number a spreadsheet can add up.
    const minutes = (sheet.rows[0] ?? []).indexOf('Minutos') + 1;
    expect(sheet.worksheet.getRow(2).getCell(minutes).value).toBe(20);
  });

  it('hold a tow description that looks like a command as text', async () => {
    const sheet = await onlySheet(
      await download('/v1/leg/export-trailers'),
      `trailers_LIM_${TODAY}.xlsx`,
    );
    expect(recordsOf(sheet.rows)[0]).toMatchObject({ Descripción: `'${COMMAND}` });
  });

  it('hold an overnight comment that looks like a formula as text, and a lone dash as it is', async () => {
    const sheet = await onlySheet(
      await download('/v1/leg/export-overnights'),
      `overnights_LIM_${TODAY}.xlsx`,
    );
    const [row] = recordsOf(sheet.rows);
    expect(row).toMatchObject({ Comentario: `'${SUM}`, Ubicación: '-' });
  });
});
