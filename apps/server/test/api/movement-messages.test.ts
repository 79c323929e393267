import { readFile } from 'node:fs/promises';
import type { MovementRecord } from '@board/domain';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legs } from '../../src/db/schema.ts';
import { errorOf } from '../helpers/api.ts';
import { type Account, delaysBody, signInAll, storedLeg } from '../helpers/leg-edits.ts';
import { NOW, TODAY } from '../helpers/legs.ts';
import { LIM_DAY_DELAYS, LIM_DAY_EXPECTED, LIM_DAY_LEGS } from '../helpers/lim-day.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

/**
 * A day of Lima's movement messages (test/fixtures/lim-day.mvt, written in the AHM 780 layout)
 * moves the board as the JSON feed does, and what cannot be applied waits in DUTY's queue.
 */
let ctx: TestContext;
let viaFeed: TestContext;
let tokens: Record<Account, string>;
let records: MovementRecord[];
const day = await readFile(new URL('../fixtures/lim-day.mvt', import.meta.url), 'utf8');

beforeAll(async () => {
  [ctx, viaFeed] = await Promise.all([
    createTestContext({ now: () => NOW }),
    createTestContext({ now: () => NOW }),
  ]);
  tokens = await signInAll(ctx);
  for (const context of [ctx, viaFeed]) {
    expect((await context.feed(LIM_DAY_LEGS)).json().data.rejected).toBe(0);
  }
  const res = await ctx.mvt(day);
  expect(res.statusCode, res.body).toBe(200);
  records = res.json().data.messages;
});
afterAll(() => Promise.all([ctx?.close(), viaFeed?.close()]));

/** Each leg's movement fields as stored, by flight number. */
async function movementFields(context: TestContext) {
  const rows = await context.database.db.select().from(legs).orderBy(asc(legs.flightNumber));
  return Object.fromEntries(
    rows.map((row) => [
      row.flightNumber,
      {
        registration: row.registration,
        changeRegistration: row.changeRegistration,
        pushback: row.pushback?.toISOString() ?? null,
        takeoff: row.takeoff?.toISOString() ?? null,
        landed: row.landed?.toISOString() ?? null,
        onBlocks: row.onBlocks?.toISOString() ?? null,
        etd: row.etd?.toISOString() ?? null,
        eta: row.eta?.toISOString() ?? null,
        pax: [row.paxAdult, row.paxInfant],
      },
    ]),
  );
}
const legId = async (flight: string) =>
  (await ctx.database.db.select().from(legs)).find((row) => row.flightNumber === flight)?.id ?? '';
const delaysOf = async (flight: string) =>
  (await storedLeg(ctx, await legId(flight))).delays.map(
    (d) => [d.delay.code, d.minutes] as [string, number],
  );
const queue = async (token = tokens.duty) =>
  ctx.get('/v1/movement/list?outcome=rejected', { token });

describe('a day of movement messages at Lima', () => {
  it('answers what became of each message, in order', () => {
    expect(records).toHaveLength(25);
    const count = (outcome: string) => records.filter((r) => r.outcome === outcome).length;
    expect([count('applied'), count('unchanged'), count('rejected')]).toEqual([16, 3, 6]);
    expect(records.map((r) => r.flight?.split(' ')[0])).toContain('LA2112/11');
    expect(records[6]).toMatchObject({
      outcome: 'unchanged',
      reason: 'Mensaje repetido: ya se había recibido',
    });
    expect(records[7]?.outcome).toBe('unchanged');
    expect(records[9]?.outcome).toBe('unchanged');
    // An unknown delay code costs the message only its delay line: the ED applies.
    expect(records[23]).toMatchObject({
      flight: 'LA2114/11 LIM',
      outcome: 'applied',
      reason: null,
      unread: ['Código de demora desconocido en la línea 6: 08'],
    });
    expect(records.filter((r) => r.unread.length > 0)).toHaveLength(1);
  });

  it('moves the board exactly as the same values sent through the JSON feed', async () => {
    const items = LIM_DAY_LEGS.map((leg) => ({
      airline: leg.airline,
      flight_number: leg.flight_number,
      datop_local: leg.datop_local,
      depstn: leg.depstn,
      ...LIM_DAY_EXPECTED[leg.flight_number],
    }));
    expect((await viaFeed.feed(items)).json().data.rejected).toBe(0);
    const fromMessages = await movementFields(ctx);
    expect(fromMessages).toEqual(await movementFields(viaFeed));
    expect(fromMessages['2102']).toMatchObject({
      pushback: `${TODAY}T16:31:00.000Z`,
      etd: `${TODAY}T16:30:00.000Z`,
    });
    expect(fromMessages['2108']).toMatchObject({
      registration: 'AZJ/AZF',
      changeRegistration: true,
    });

    const board = await ctx.post(
      '/v1/leg/list',
      { day: TODAY, station: 'LIM', arrival: false, query: '2102' },
      { token: tokens.lim },
    );
    expect(board.json().data.legs[0]).toMatchObject({
      control_taxi_pushback: `${TODAY}T16:31:00.000Z`,
      delays_codes: '93',
      delays_min_total: 18,
    });
  });

  it('makes the delay lines the legs delay entries, marked as coming from the message', async () => {
    for (const [flight, expected] of Object.entries(LIM_DAY_DELAYS)) {
      expect(await delaysOf(flight), flight).toEqual(expected);
    }
    const [entry] = (await storedLeg(ctx, await legId('2110'))).delays;
    expect(entry).toMatchObject({
      delay: { code: '93', name: 'Rotación de aeronave: llegada tardía del mismo avión' },
      last_editor: { name: 'MVT', role: '' },
      modified_by_duty: false,
      source: 'MVT',
    });
  });

  it('keeps each refused message with its text and a reason in Spanish, for DUTY only', async () => {
    const res = await queue();
    expect(res.statusCode).toBe(200);
    const queued: MovementRecord[] = res.json().data.messages;
    expect(queued.map((m) => m.reason)).toEqual([
      'El código de demora 01 no está entre los códigos que la estación puede registrar',
      'El mensaje no informa ningún movimiento (AD, AA, ED, EO, EA, EB, NI, RR o FR)',
      'Línea del vuelo inválida en la línea 4: LA2114/11/CCBGG/LIM',
      'Hora inválida en la línea 5: 2460',
      'No se encontró el vuelo LA9999 con salida programada el 2026-03-10 (UTC) en LIM',
      'El mensaje trae más de 3 códigos de demora; el tablero admite 3',
    ]);
    expect(queued[2]?.text).toBe('QU LIMKKLA\n.LIMKKLA 101953\nMVT\nLA2114/11/CCBGG/LIM\nAD0010');
    expect(queued.every((m) => m.received_at === NOW.toISOString())).toBe(true);
    for (const who of ['lim', 'generic'] as const)
      expect((await queue(tokens[who])).statusCode).toBe(403);
  });

  it('applies a queued message once its cause is fixed, and discards another', async () => {
    const queued: MovementRecord[] = (await queue()).json().data.messages;
    const [airlineCode, , , , unknownFlight] = queued;
    const still = await ctx.post(
      '/v1/movement/retry',
      { id: airlineCode?.id },
      { token: tokens.duty },
    );
    expect(still.json().data).toMatchObject({ outcome: 'rejected', handled_by: 'Andrea Muñoz' });

    const set = await ctx.post(
      '/v1/delaycode/airline',
      { codes: [{ code: '01', name: 'Decisión comercial' }] },
      { token: tokens.duty },
    );
    expect(set.statusCode).toBe(200);
    const retried = await ctx.post(
      '/v1/movement/retry',
      { id: airlineCode?.id },
      { token: tokens.duty },
    );
    expect(retried.json().data).toMatchObject({ outcome: 'applied', reason: null });
    expect(await delaysOf('2114')).toEqual([['01', 30]]);
    expect((await movementFields(ctx))['2114']?.etd).toBe('2026-03-11T00:55:00.000Z');

    const discarded = await ctx.post(
      '/v1/movement/discard',
      { id: unknownFlight?.id },
      { token: tokens.duty },
    );
    expect(discarded.json().data.outcome).toBe('discarded');
    const left: MovementRecord[] = (await queue()).json().data.messages;
    expect(left.map((m) => m.id)).not.toContain(airlineCode?.id);
    expect(left.map((m) => m.id)).not.toContain(unknownFlight?.id);
    const again = await ctx.post(
      '/v1/movement/discard',
      { id: unknownFlight?.id },
      { token: tokens.duty },
    );
    expect(again.statusCode).toBe(400);
    expect(
      (await ctx.post('/v1/movement/retry', { id: 999999 }, { token: tokens.duty })).statusCode,
    ).toBe(404);
  });

  it('changes nothing when the whole day is sent again', async () => {
    const before = await movementFields(ctx);
    const res = await ctx.mvt(day);
    const outcomes: string[] = res.json().data.messages.map((m: MovementRecord) => m.outcome);
    expect(outcomes.filter((o) => o === 'applied')).toEqual([]);
    expect(await movementFields(ctx)).toEqual(before);
  });
});

describe('the movement message of a leg, as the station sends it', () => {
  const textOf = async (flight: string, side: string, token = tokens.lim) =>
    ctx.get(`/v1/movement/text?_id=${await legId(flight)}&side=${side}`, { token });

  it('gives the AD of a departure and the AA of an arrival from what the board holds', async () => {
    const departure = await textOf('2104', 'departure');
    expect(departure.statusCode).toBe(200);
    expect(departure.json().data.text).toBe(
      'MVT\nLA2104/10.CCAZD.LIM\nAD1740/1752 EA1830 AQP\nDL41/93/0030/0005\nEDL87/0005',
    );
    expect((await textOf('2101', 'arrival')).json().data.text).toBe(
      'MVT\nLA2101/10.CCAZC.LIM\nAA1518/1526',
    );
    expect((await textOf('2112', 'departure')).json().data.text).toBeNull();
  });

  it('is read by a station that sees the side, and refused to one that does not', async () => {
    expect((await textOf('2104', 'arrival', tokens.generic)).statusCode).toBe(200);
    expect((await textOf('2104', 'departure', tokens.scl)).statusCode).toBe(403);
    const unknown = await ctx.get(
      '/v1/movement/text?_id=00000000-0000-4000-8000-000000000000&side=departure',
      { token: tokens.lim },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('movement messages and the station', () => {
  const mvt = (sent: string, lines: string) =>
    ctx.mvt(`QU LIMKKLA\n.LIMKKLA ${sent}\nMVT\nLA2110/10.CCAZG.LIM\n${lines}`);

  it('guards a station drawer opened before the message from saving over its delays', async () => {
    const id = await legId('2110');
    const { version } = await storedLeg(ctx, id);
    expect((await mvt('102001', 'AD1412/1425\nDL93/0010')).json().data.messages[0].outcome).toBe(
      'applied',
    );
    const stale = await ctx.post(
      '/v1/leg/update-delays',
      delaysBody(id, version, [{ code: '93', minutes: 12 }]),
      { token: tokens.lim },
    );
    expect(stale.statusCode).toBe(409);
  });

  it('lets the station edit the delays, and then its record stands', async () => {
    const id = await legId('2110');
    const { version } = await storedLeg(ctx, id);
    const edited = await ctx.post(
      '/v1/leg/update-delays',
      delaysBody(id, version, [{ code: '93', minutes: 10, description: 'Llegó tarde de SCL' }]),
      { token: tokens.lim },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const later = await mvt('102010', 'AD1413/1425\nDL93/0045');
    expect(later.json().data.messages[0].outcome).toBe('applied');
    expect(await delaysOf('2110')).toEqual([['93', 10]]);
    expect((await movementFields(ctx))['2110']?.pushback).toBe(`${TODAY}T14:13:00.000Z`);
  });

  it('refuses a text that is no text, or without the feed key', async () => {
    const nul = await ctx.mvt('MVT\nLA2110/10.CCAZG.LIM\nAD1412\u0000');
    expect(nul.statusCode).toBe(400);
    expect((await ctx.mvt('')).statusCode).toBe(400);
    const keyless = await ctx.app.inject({
      method: 'POST',
      url: '/integration/v1/mvt',
      headers: { 'content-type': 'text/plain' },
      payload: day,
    });
    expect(keyless.statusCode).toBe(401);
    expect(errorOf(keyless).code).toBe('API_KEY_INVALID');
  });
});
