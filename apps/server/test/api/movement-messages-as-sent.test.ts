import type { MovementRecord } from '@board/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/api.ts';
import { type Account, feedLegs, signInAll, storedLeg } from '../helpers/leg-edits.ts';
import { NOW, TODAY } from '../helpers/legs.ts';
import { LIM_DAY_LEGS } from '../helpers/lim-day.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

/**
 * Movement messages as stations really send them: corrected, then revised; with a slip in one
 * element; with a delay code whose minutes are not known yet; with supplementary text.
 */
let ctx: TestContext;
let tokens: Record<Account, string>;
let ids: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  tokens = await signInAll(ctx);
  const fed = await feedLegs(ctx, LIM_DAY_LEGS);
  ids = Object.fromEntries(LIM_DAY_LEGS.map((leg, i) => [leg.flight_number, fed[i] ?? '']));
});
afterAll(() => ctx?.close());

/** One message sent at `ddhhmm` by the station `from`, answered with what became of it. */
async function send(from: string, sent: string, lines: string): Promise<MovementRecord> {
  const res = await ctx.mvt(`QU LIMKKLA\n.${from}KKLA ${sent}\nMVT\n${lines}`);
  expect(res.statusCode, res.body).toBe(200);
  const [record] = res.json().data.messages;
  return record;
}
const delaysOf = async (flight: string) =>
  (await storedLeg(ctx, ids[flight] ?? '')).delays.map((d) => [d.delay.code, d.minutes]);
const queue = async (): Promise<MovementRecord[]> =>
  (await ctx.get('/v1/movement/list?outcome=rejected', { token: tokens.duty })).json().data
    .messages;

describe('movement messages as stations send them', () => {
  it('applies an estimate sent after a corrected departure message, not one sent before it', async () => {
    await send('LIM', '101647', 'LA2102/10.CCAZC.LIM\nAD1633/1645 EA1745 CUZ');
    const cor = await ctx.mvt(
      'QU LIMKKLA\n.LIMKKLA 101655\nCOR\nMVT\nLA2102/10.CCAZC.LIM\nAD1631/1645 EA1745 CUZ',
    );
    expect(cor.json().data.messages[0].outcome).toBe('applied');
    const late = await send('LIM', '101652', 'LA2102/10.CCAZC.LIM\nAD1633/1645');
    expect(late.outcome).toBe('unchanged');

    const revised = await send('CUZ', '101720', 'LA2102/10.CCAZC.CUZ\nEA1752');
    expect(revised).toMatchObject({ outcome: 'applied', reason: null });
    const leg = await storedLeg(ctx, ids['2102'] ?? '');
    expect(leg.eta?.toISOString()).toBe(`${TODAY}T17:52:00.000Z`);
    expect(leg.pushback?.toISOString()).toBe(`${TODAY}T16:31:00.000Z`);
  });

  it('applies what it can read past an unreadable element, and reports the element', async () => {
    const record = await send('LIM', '101755', 'LA2104/10.CCAZD.LIM\nAD1740/1752\nDL93/00X5');
    expect(record).toMatchObject({
      outcome: 'applied',
      unread: ['Elemento mal escrito en la línea 6: DL93/00X5'],
    });
    expect((await storedLeg(ctx, ids['2104'] ?? '')).pushback?.toISOString()).toBe(
      `${TODAY}T17:40:00.000Z`,
    );
  });

  it('keeps a delay code sent with NI, minutes pending, until the departure gives them', async () => {
    const next = await send('LIM', '110400', 'LA2112/11.CCBGF.LIM\nNI110530\nDL41');
    expect(next.outcome).toBe('applied');
    expect(await delaysOf('2112')).toEqual([['41', 0]]);
    // LA2112 is due off blocks at 04:50 UTC.
    const off = await send('LIM', '110520', 'LA2112/11.CCBGF.LIM\nAD110515');
    expect(off.outcome).toBe('applied');
    expect(await delaysOf('2112')).toEqual([['41', 25]]);
  });

  it('keeps the sub-code a message gives and shows its SI as the leg remark', async () => {
    const record = await send(
      'LIM',
      '101930',
      'LA2108/10.CCAZF.LIM\nAD1925/1933\nDL93/0025\nDLA93A/\nSI ESPERA DE TRIPULACION\nDE CUZ',
    );
    expect(record.outcome).toBe('applied');
    const [entry] = (await storedLeg(ctx, ids['2108'] ?? '')).delays;
    expect(entry).toMatchObject({ delay: { code: '93' }, sub_code: 'A', minutes: 25 });
    const text = await ctx.get(`/v1/movement/text?_id=${ids['2108']}&side=departure`, {
      token: tokens.lim,
    });
    expect(text.json().data).toMatchObject({
      text: expect.stringContaining('\nDL93/0025\nDLA93A/'),
      remark: { text: 'ESPERA DE TRIPULACION\nDE CUZ', received_at: NOW.toISOString() },
    });
  });

  it('lets DUTY correct a refused message and apply it, keeping the text as received', async () => {
    const sent = 'QU LIMKKLA\n.LIMKKLA 101953\nMVT\nLA2114/11/CCBGG/LIM\nAD0010';
    const refused = (await ctx.mvt(sent)).json().data.messages[0] as MovementRecord;
    expect(refused.outcome).toBe('rejected');
    const corrected = sent.replace('LA2114/11/CCBGG/LIM', 'LA2114/11.CCBGG.LIM');
    const correct = (text: string, token = tokens.duty) =>
      ctx.post('/v1/movement/correct', { id: refused.id, text }, { token });

    expect((await correct(corrected, tokens.lim)).statusCode).toBe(403);
    const two = await correct(`${corrected}\n\n${corrected}`);
    expect(two.statusCode).toBe(400);
    expect(errorOf(two).fields).toEqual([
      {
        path: 'text',
        key: 'validation.movementOneMessage',
        message: 'El texto debe contener un solo mensaje MVT o MVA',
      },
    ]);
    expect((await correct('   ')).statusCode).toBe(400);

    const applied = await correct(corrected);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({
      outcome: 'applied',
      text: corrected,
      original_text: sent,
      handled_by: 'Andrea Muñoz',
    });
    expect((await storedLeg(ctx, ids['2114'] ?? '')).pushback?.toISOString()).toBe(
      '2026-03-11T00:10:00.000Z',
    );
    expect((await queue()).map((m) => m.id)).not.toContain(refused.id);
    const log = await ctx.get('/v1/movement/list?outcome=applied', { token: tokens.duty });
    const kept = log.json().data.messages.find((m: MovementRecord) => m.id === refused.id);
    expect(kept).toMatchObject({ text: corrected, original_text: sent });
    expect((await correct(corrected)).statusCode).toBe(400);
  });
});
