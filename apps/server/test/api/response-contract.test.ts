import {
  authenticateResponse,
  delayCodeListResponse,
  errorResponse,
  feedBatchResponse,
  legHistoryResponse,
  legListResponse,
  legSavedResponse,
  messageResponse,
  movementBatchResponse,
  movementListResponse,
  stationListAllResponse,
  turnaroundListResponse,
  verifyJwtResponse,
} from '@board/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { legs } from '../../src/db/schema.ts';
import { feedLegs, signInAll, storedLeg, tow } from '../helpers/leg-edits.ts';
import { arrivalItem, departureItem, NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, KEY_HEADERS, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
let tokens: Awaited<ReturnType<typeof signInAll>>;
let departureId: string;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  tokens = await signInAll(ctx);
  [, departureId = ''] = await feedLegs(ctx, [arrivalItem(), departureItem()]);
});
afterAll(() => ctx.close());

/**
 * The answer is what its contract describes and nothing more: parsing with the schema (which
 * drops unknown keys) gives back the very same value, and fails on a missing or mistyped field.
 */
function expectExactly(schema: z.ZodType, res: LightMyRequestResponse) {
  const body: unknown = res.json();
  expect(schema.parse(body)).toEqual(body);
  return body;
}

const listBody = { day: TODAY, station: 'LIM', query: '' };

describe('every kind of route answers exactly its contract', () => {
  it('/auth', async () => {
    const signedIn = await ctx.post('/auth/authenticate', {
      username: 'cta.lim@example.com',
      password: 'lima2026',
    });
    expect(signedIn.statusCode).toBe(200);
    expectExactly(authenticateResponse, signedIn);
    const verified = await ctx.post('/auth/verify-jwt', { token: tokens.lim });
    expectExactly(verifyJwtResponse, verified);
    const forgot = await ctx.post('/auth/forgot', { email: 'nobody@example.com' });
    expectExactly(messageResponse, forgot);
  });

  it('/v1 answers serialised by the route', async () => {
    expectExactly(delayCodeListResponse, await ctx.get('/v1/delaycode', { token: tokens.lim }));
    expectExactly(
      stationListAllResponse,
      await ctx.get('/v1/station/list-all', { token: tokens.lim }),
    );
    const saved = await ctx.post(
      '/v1/leg/modified',
      { _id: departureId, version: 1, trailers_departure: [tow()] },
      { token: tokens.lim },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expectExactly(legSavedResponse, saved);
    const history = await ctx.get(`/v1/leg/history?_id=${departureId}`, { token: tokens.duty });
    expect(history.statusCode, history.body).toBe(200);
    expectExactly(legHistoryResponse, history);
    expectExactly(movementListResponse, await ctx.get('/v1/movement/list', { token: tokens.duty }));
  });

  it('/v1 lists sent as the answer cache prepared them', async () => {
    const general = await ctx.post('/v1/leg/list-extend', listBody, { token: tokens.lim });
    expect(general.json().data.totalItems).toBe(1);
    expectExactly(turnaroundListResponse, general);
    const departures = await ctx.post(
      '/v1/leg/list',
      { ...listBody, arrival: false },
      { token: tokens.lim },
    );
    expect(departures.json().data.totalItems).toBe(1);
    expectExactly(legListResponse, departures);
  });

  it('/integration', async () => {
    const fed = await ctx.feed([departureItem({ load: 800 })]);
    expect(fed.json().data.updated).toBe(1);
    expectExactly(feedBatchResponse, fed);
    const mvt = await ctx.mvt('MVT\nnot a movement message');
    expect(mvt.statusCode, mvt.body).toBe(200);
    expectExactly(movementBatchResponse, mvt);
  });

  it('errors, through the one error handler', async () => {
    const refused = await ctx.post('/v1/leg/list', { day: 'never' }, { token: tokens.lim });
    expect(refused.statusCode).toBe(400);
    expectExactly(errorResponse, refused);
    const unknownPath = await ctx.app.inject({ url: '/v1/nothing', headers: KEY_HEADERS });
    expectExactly(errorResponse, unknownPath);
  });
});

/**
 * A stored record with a key its contract does not name, as a hand-made fix in the database or
 * an older layout would leave one: the leg record passes its JSONB columns on as stored
 * (leg-record.ts), so only the answers' serializers stand between that key and a client.
 */
describe('a field outside the contract', () => {
  const SECRET = 'internal-only-value';
  const cda = {
    name: 'Rosa',
    last_name: 'Quispe',
    phone_number: '+51987654321',
    display_name: 'RQUISPE',
  };

  beforeAll(async () => {
    const before = await storedLeg(ctx, departureId);
    // Held in variables, the extra keys pass the column types as a row read back would.
    const storedCda = { ...cda, internal_note: SECRET };
    const member = {
      position: 'CP',
      name: 'Ana Rojas',
      initials: 'AR',
      crew_number: '1',
      pin: SECRET,
    };
    await ctx.database.db
      .update(legs)
      .set({ cdaAssigned: storedCda, crew: [member], version: before.version + 1 })
      .where(eq(legs.id, departureId));
    // The day is re-read (the write above went around the services, which forget it).
    await ctx.feed([departureItem({ load: 900 })]);
  });

  it('is held by the stored row', async () => {
    const row = await storedLeg(ctx, departureId);
    expect(JSON.stringify([row.cdaAssigned, row.crew])).toContain(SECRET);
  });

  it('never reaches a client: not in the lists, nor in the leg a save answers', async () => {
    const general = await ctx.post('/v1/leg/list-extend', listBody, { token: tokens.lim });
    const departures = await ctx.post(
      '/v1/leg/list',
      { ...listBody, arrival: false },
      { token: tokens.lim },
    );
    const delays = await ctx.post('/v1/leg/list-delays', listBody, { token: tokens.lim });
    const { version } = await storedLeg(ctx, departureId);
    const saved = await ctx.post(
      '/v1/leg/modified',
      { _id: departureId, version, trailers_departure: [] },
      { token: tokens.lim },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    for (const res of [general, departures, delays, saved]) expect(res.body).not.toContain(SECRET);
    // What the contract names still arrives.
    expect(saved.json().data.leg.cda_assigned).toEqual(cda);
    expect(saved.json().data.leg.crew).toEqual([
      { position: 'CP', name: 'Ana Rojas', initials: 'AR', crew_number: '1' },
    ]);
    expect(departures.json().data.legs[0].cda_assigned).toEqual(cda);
  });
});
