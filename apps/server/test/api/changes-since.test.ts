import { changesSinceResponse, handoverResponse } from '@board/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/api.ts';
import { type Account, cda, feedLegs, signInAll, storedLeg } from '../helpers/leg-edits.ts';
import { departureItem, NOW, TODAY } from '../helpers/legs.ts';
import { readPdf } from '../helpers/pdf.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { readWorkbook } from '../helpers/workbook.ts';

/** What changed since each user last looked at Lima's day, and the shift's handover. */
let ctx: TestContext;
let tokens: Record<Account, string>;
let clock = NOW;
let first = '';
let second = '';
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  tokens = await signInAll(ctx);
  [first = '', second = ''] = await feedLegs(ctx, [
    departureItem({ flight_number: '8001' }),
    departureItem({ flight_number: '8003', registration: 'BFC' }),
  ]);
});
afterAll(() => ctx.close());

const LIMA_DAY = { station: 'LIM', day: TODAY };
const since = async (who: Account) => {
  const res = await ctx.post('/v1/leg/changes-since', LIMA_DAY, { token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return changesSinceResponse.parse(res.json()).data;
};
const changed = async (who: Account) =>
  (await since(who)).legs.map((l) => [
    l.flight_number,
    l.changes.map((c) => `${c.field}:${c.by.source}`),
  ]);
const markSeen = (who: Account, ids?: string[]) =>
  ctx.post('/v1/leg/mark-seen', { ...LIMA_DAY, ...(ids && { ids }) }, { token: tokens[who] });

describe('changed since I last looked', () => {
  it('starts counting at a user’s first look at the day', async () => {
    expect(await since('lim')).toEqual({ since: clock.toISOString(), legs: [] });
    expect((await since('duty')).legs).toEqual([]);
  });

  it('lists the legs the feed and other people changed since, with who and what', async () => {
    later(5);
    await feedLegs(ctx, [departureItem({ flight_number: '8001', etd: `${TODAY}T11:40:00-05:00` })]);
    later(5);
    const { version } = await storedLeg(ctx, second);
    const saved = await ctx.post(
      '/v1/leg/modified',
      { _id: second, version, cda_assigned: cda() },
      { token: tokens.duty },
    );
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await changed('lim')).toEqual([
      ['LA8001', ['etd:feed']],
      ['LA8003', ['cda_assigned:user']],
    ]);
    const [, byDuty] = (await since('lim')).legs;
    expect(byDuty?.changes[0]?.by).toEqual({ name: 'Andrea Muñoz', role: 'DUTY', source: 'user' });
    // One's own save is no news to oneself.
    expect(await changed('duty')).toEqual([['LA8001', ['etd:feed']]]);
  });

  it('clears a leg once its marker is opened, for that user only, until it changes again', async () => {
    later(1);
    expect((await markSeen('lim', [first])).statusCode).toBe(200);
    expect(await changed('lim')).toEqual([['LA8003', ['cda_assigned:user']]]);
    expect((await changed('duty')).map(([flight]) => flight)).toEqual(['LA8001']);
    later(1);
    await feedLegs(ctx, [departureItem({ flight_number: '8001', etd: `${TODAY}T11:55:00-05:00` })]);
    // In the order the news came: LA8003's save, then LA8001's new estimate.
    expect((await changed('lim')).map(([flight]) => flight)).toEqual(['LA8003', 'LA8001']);
  });

  it('clears the whole day on "Marcar todo como visto"', async () => {
    later(1);
    expect((await markSeen('lim')).statusCode).toBe(200);
    expect(await changed('lim')).toEqual([]);
    expect((await changed('duty')).length).toBe(1);
  });

  it('hands over every change of the last hours, newest first, whoever looked', async () => {
    const res = await ctx.post(
      '/v1/leg/handover',
      { ...LIMA_DAY, hours: 2 },
      { token: tokens.lim },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { entries } = handoverResponse.parse(res.json()).data;
    expect(entries.map((e) => [e.flight_number, e.field, e.by.source])).toEqual([
      ['LA8001', 'etd', 'feed'],
      ['LA8003', 'cda_assigned', 'user'],
      ['LA8001', 'etd', 'feed'],
    ]);
  });

  it('hands over the same as a workbook and as pages to print', async () => {
    const body = { ...LIMA_DAY, hours: 2 };
    const book = await ctx.post('/v1/leg/export-handover', body, { token: tokens.lim });
    expect(book.headers['content-disposition']).toBe(
      `attachment; filename="relevo_LIM_${TODAY}.xlsx"`,
    );
    const [sheet] = await readWorkbook(book);
    expect(sheet?.rows[0]).toEqual(['Hora', 'Vuelo', 'Dato', 'Antes', 'Después', 'Quién']);
    // Lima's time, the board's names, and who: the feed by its name, a person with the role.
    expect(sheet?.rows[1]).toEqual([
      '15:12',
      'LA8001',
      'ETD',
      '11:40',
      '11:55',
      'Feed de operaciones',
    ]);
    expect(sheet?.rows[2]?.slice(1, 3)).toEqual(['LA8003', 'CDA salida']);
    expect(sheet?.rows[2]?.[5]).toBe('Andrea Muñoz (Duty)');
    const pages = await ctx.post('/v1/leg/export-handover-print', body, { token: tokens.lim });
    expect(pages.headers['content-type']).toBe('application/pdf');
    const text = (await readPdf(pages)).pages.join('\n');
    expect(text).toContain(`Relevo de turno LIM · ${TODAY}`);
    expect(text).toContain('LA8003');
  });

  it('marks what a movement message moved, times as well as delays, as the message’s', async () => {
    later(1);
    expect((await markSeen('lim')).statusCode).toBe(200);
    later(1);
    const res = await ctx.mvt(
      ['MVT', 'LA8001/10.CCAZC.LIM', 'AD1612/1620', 'DL93/0012', ''].join('\n'),
    );
    expect(res.json().data.messages[0]?.outcome, res.body).toBe('applied');
    expect(await changed('lim')).toEqual([
      ['LA8001', ['control_taxi_pushback:mvt', 'control_taxi_toff:mvt', 'delays:mvt']],
    ]);
    const [leg] = (await since('lim')).legs;
    expect(leg?.changes[0]).toMatchObject({
      before: null,
      after: `${TODAY}T16:12:00.000Z`,
      by: { name: 'MVT', role: null, source: 'mvt' },
    });
    // A message with times only leaves the version where it was, as the feed does.
    const { version } = await storedLeg(ctx, first);
    later(1);
    await ctx.mvt(['MVT', 'LA8001/10.CCAZC.LIM', 'AD1612/1621', ''].join('\n'));
    expect((await storedLeg(ctx, first)).version).toBe(version);
    expect((await since('lim')).legs[0]?.changes.at(-1)).toMatchObject({
      field: 'control_taxi_toff',
      before: `${TODAY}T16:20:00.000Z`,
      after: `${TODAY}T16:21:00.000Z`,
    });
  });

  it('refuses another station, and bad bodies', async () => {
    expect(
      (await ctx.post('/v1/leg/changes-since', LIMA_DAY, { token: tokens.scl })).statusCode,
    ).toBe(403);
    expect((await ctx.post('/v1/leg/mark-seen', LIMA_DAY, { token: tokens.scl })).statusCode).toBe(
      403,
    );
    // The hours of a handover are bounded as a whole number of hours, on screen and in files.
    const hoursMessages = [
      [0, 'Debe ser como mínimo 1'],
      [25, 'Debe ser como máximo 24'],
      [1.5, 'Debe ser un número entero'],
      ['2', 'Debe ser un número'],
    ] as const;
    for (const path of ['handover', 'export-handover', 'export-handover-print']) {
      for (const [hours, message] of hoursMessages) {
        const res = await ctx.post(
          `/v1/leg/${path}`,
          { ...LIMA_DAY, hours },
          { token: tokens.lim },
        );
        expect(res.statusCode, `${path} ${hours}`).toBe(400);
        expect(errorOf(res).fields).toEqual([expect.objectContaining({ path: 'hours', message })]);
      }
    }
    expect((await markSeen('lim', ['not-a-uuid'])).statusCode).toBe(400);
    // An id twice, or one that is no leg of the day, is no error and marks nothing else.
    const unknown = '1496c8cb-54e1-4795-94d3-b5e935a97e42';
    expect((await markSeen('lim', [first, first, unknown])).statusCode).toBe(200);
  });
});
