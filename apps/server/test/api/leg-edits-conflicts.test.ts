import { describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/api.ts';
import {
  cda,
  changesOf,
  delaysBody,
  feedLegs,
  recordingSuite,
  service,
  storedLeg,
  tow,
} from '../helpers/leg-edits.ts';
import { departureItem } from '../helpers/legs.ts';

/**
 * An edit names the version it was made from. A stale one is refused with the leg as it is now,
 * and of two saves made from the same version exactly one wins, on either database.
 */
const suite = recordingSuite();
let flight = 5000;

async function freshLeg(): Promise<string> {
  flight++;
  const [id] = await feedLegs(suite.ctx, [departureItem({ flight_number: String(flight) })]);
  return id ?? '';
}

/** Each call: a first save and a different second one, both from the given version. */
const CALLS = {
  modified: {
    url: '/v1/leg/modified',
    first: (_id: string, version: number) => ({
      _id,
      version,
      cda_assigned: cda('Rosa', 'Quispe'),
      trailers_departure: [tow()],
    }),
    second: (_id: string, version: number) => ({
      _id,
      version,
      cda_assigned: cda('Jorge', 'Mamani', '+51911111111'),
      additional_services_departure: [service()],
    }),
  },
  updatePea: {
    url: '/v1/leg/updatePea',
    first: (_id: string, version: number) => ({
      _id,
      version,
      side: 'departure',
      peaTypeComments: [{ index: 0, comment: 'Primera' }],
    }),
    second: (_id: string, version: number) => ({
      _id,
      version,
      side: 'departure',
      peaTypeComments: [{ index: 0, comment: 'Segunda' }],
    }),
  },
  'store-delays': {
    url: '/v1/leg/store-delays',
    first: (_id: string, version: number) =>
      delaysBody(_id, version, [{ code: '93', minutes: 20 }]),
    second: (_id: string, version: number) =>
      delaysBody(_id, version, [{ code: '81', minutes: 5 }]),
  },
} as const;
type Call = keyof typeof CALLS;
const CALL_NAMES = Object.keys(CALLS) as Call[];

/** What the station recorded on a leg, as stored. */
async function recorded(id: string) {
  const row = await storedLeg(suite.ctx, id);
  return {
    version: row.version,
    cda: row.cdaAssigned,
    trailers: row.trailersDeparture,
    services: row.servicesDeparture,
    comments: row.peaCommentsDeparture,
    delays: row.delays,
  };
}

describe('a stale version', () => {
  it.each(CALL_NAMES)('%s: 409 with the current leg, and nothing overwritten', async (call) => {
    const spec = CALLS[call];
    const id = await freshLeg();
    const saved = await suite.ctx.post(spec.url, spec.first(id, 1), { token: suite.tokens.lim });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.leg.version).toBe(2);
    const before = await recorded(id);

    for (const stale of [1, 7]) {
      const res = await suite.ctx.post(spec.url, spec.second(id, stale), {
        token: suite.tokens.lim,
      });
      expect(res.statusCode).toBe(409);
      const error = errorOf(res) as ReturnType<typeof errorOf> & {
        current?: Record<string, unknown>;
      };
      expect(error.code).toBe('VERSION_CONFLICT');
      // The fresh leg, with what the first save recorded, so the drawer can show it.
      expect(error.current).toMatchObject({ _id: id, version: 2 });
      expect(error.current).toEqual(saved.json().data.leg);
    }
    expect(await recorded(id)).toEqual(before);
    expect(await changesOf(suite.ctx, id)).toHaveLength(1);
  });

  it('saves once the edit is made again from the current version', async () => {
    const id = await freshLeg();
    await suite.ctx.post(CALLS.modified.url, CALLS.modified.first(id, 1), {
      token: suite.tokens.lim,
    });
    const stale = await suite.ctx.post(CALLS.modified.url, CALLS.modified.second(id, 1), {
      token: suite.tokens.lim,
    });
    const current = (errorOf(stale) as { current?: { version: number } }).current;
    const retried = await suite.ctx.post(
      CALLS.modified.url,
      CALLS.modified.second(id, current?.version ?? 0),
      { token: suite.tokens.lim },
    );
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.leg).toMatchObject({
      version: 3,
      cda_assigned: { display_name: 'J.MAM' },
      trailers_departure: [{ equipment_number: 'TR-7' }],
      additional_services_departure: [{ code: 'GPU' }],
    });
  });

  it('an edit that changes nothing keeps the version and writes no audit entry', async () => {
    const id = await freshLeg();
    await suite.ctx.post(CALLS.modified.url, CALLS.modified.first(id, 1), {
      token: suite.tokens.lim,
    });
    const again = await suite.ctx.post(CALLS.modified.url, CALLS.modified.first(id, 2), {
      token: suite.tokens.lim,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.leg.version).toBe(2);
    expect(await changesOf(suite.ctx, id)).toHaveLength(1);
  });
});

describe('two saves of the same leg from the same version at once', () => {
  it.each(CALL_NAMES)('%s: exactly one 200 and one 409', async (call) => {
    const spec = CALLS[call];
    const id = await freshLeg();
    const answers = await Promise.all([
      suite.ctx.post(spec.url, spec.first(id, 1), { token: suite.tokens.lim }),
      suite.ctx.post(spec.url, spec.second(id, 1), { token: suite.tokens.lim }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200);
    const loser = answers.find((a) => a.statusCode === 409);
    const won = winner?.json().data.leg;
    expect(won.version).toBe(2);
    // The refused save is told what the winner saved.
    expect(loser && errorOf(loser).code).toBe('VERSION_CONFLICT');
    expect(loser?.json().error.current).toEqual(won);
    const stored = await recorded(id);
    expect(stored.version).toBe(2);
    expect(stored.cda).toEqual(won.cda_assigned);
    expect(stored.delays).toEqual(won.delays);
    expect(await changesOf(suite.ctx, id)).toHaveLength(1);
  });

  it('many saves at once: one wins, every other one is refused', async () => {
    const id = await freshLeg();
    const answers = await Promise.all(
      ['Ana', 'Luis', 'Raúl', 'Hugo', 'Sofía', 'Diana'].map((name) =>
        suite.ctx.post(
          '/v1/leg/modified',
          { _id: id, version: 1, cda_assigned: cda(name) },
          { token: suite.tokens.lim },
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect((await storedLeg(suite.ctx, id)).version).toBe(2);
    expect(await changesOf(suite.ctx, id)).toHaveLength(1);
  });
});
