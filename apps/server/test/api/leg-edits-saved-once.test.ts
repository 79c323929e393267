import { randomUUID } from 'node:crypto';
import { SAVE_KEY_HEADER } from '@board/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveReceipts, users } from '../../src/db/schema.ts';
import { errorOf } from '../helpers/api.ts';
import {
  type Account,
  cda,
  changesOf,
  delaysBody,
  feedLegs,
  recordingSuite,
  storedLeg,
} from '../helpers/leg-edits.ts';
import { departureItem, NOW } from '../helpers/legs.ts';

/**
 * A save may name itself with a key: sent again because its answer was lost on the way back, it
 * is answered with the leg as it stands and applied once, whatever the leg's version is by then.
 */
const suite = recordingSuite();
let legs: string[];
/** The station of every change announcement heard, in the order heard. */
const heard: string[] = [];
let stopListening: () => Promise<void>;

beforeAll(async () => {
  legs = await feedLegs(
    suite.ctx,
    [
      '7101',
      '7102',
      '7103',
      '7104',
      '7105',
      '7106',
      '7107',
      '7108',
      '7109',
      '7110',
      '7111',
      '7112',
      '7113',
    ].map((flight_number) => departureItem({ flight_number })),
  );
  stopListening = await suite.ctx.database.listen('legs_changed', (payload) => {
    heard.push(JSON.parse(payload).station);
  });
});
afterAll(async () => {
  await stopListening?.();
});

const leg = (index: number) => {
  const id = legs[index];
  if (!id) throw new Error(`no leg ${index}`);
  return id;
};
const newKey = () => randomUUID();

/** Sends a body to a write call as `who`, naming the save with `key` when given. */
function send(url: string, body: unknown, who: Account, key?: string) {
  return suite.ctx.post(url, body, {
    token: suite.tokens[who],
    headers: key === undefined ? {} : { [SAVE_KEY_HEADER]: key },
  });
}
const cdaSave = (id: string, version: number, name: string) => ({
  _id: id,
  version,
  cda_assigned: cda(name),
});

/**
 * How many changes were announced for Lima since `start` (an index into `heard`), once every
 * change committed so far has been heard: a marker announced now arrives after them, as
 * announcements arrive in the order they were committed.
 */
async function limaAnnouncementsSince(start: number): Promise<number> {
  const marker = `marker-${randomUUID()}`;
  const event = { id: marker, station: marker, seq: 0, days: [], at: NOW.toISOString() };
  await suite.ctx.database.db.execute(
    sql`select pg_notify('legs_changed', ${JSON.stringify(event)})`,
  );
  await expect.poll(() => heard.includes(marker), { timeout: 10_000 }).toBe(true);
  return heard.slice(start).filter((station) => station === 'LIM').length;
}

describe('a save sent again with its key', () => {
  it('answers 200 both times with the same leg, and is recorded and announced once', async () => {
    const id = leg(0);
    const start = heard.length;
    const key = newKey();
    const body = delaysBody(id, 1, [{ code: '93', minutes: 20 }]);
    const first = await send('/v1/leg/store-delays', body, 'lim', key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await send('/v1/leg/store-delays', body, 'lim', key);
    expect(again.statusCode, again.body).toBe(200);

    expect(again.json().data.leg).toEqual(first.json().data.leg);
    expect(first.json().data.leg.version).toBe(2);
    expect(await changesOf(suite.ctx, id)).toHaveLength(1);
    expect(await limaAnnouncementsSince(start)).toBe(1);
  });

  it.each([
    ['/v1/leg/modified', 8, () => cdaSave(leg(8), 1, 'Rosa')],
    ['/v1/leg/update-delays', 9, () => delaysBody(leg(9), 2, [{ code: '81', minutes: 5 }])],
  ])('through %s too', async (url, index, body) => {
    const id = leg(index);
    if (url === '/v1/leg/update-delays') {
      const first = delaysBody(id, 1, [{ code: '93', minutes: 5 }]);
      expect((await send('/v1/leg/store-delays', first, 'lim')).statusCode).toBe(200);
    }
    const before = await changesOf(suite.ctx, id);
    const key = newKey();
    for (let round = 0; round < 2; round++) {
      const res = await send(url, body(), 'lim', key);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.leg.version).toBe(before.length + 2);
    }
    expect(await changesOf(suite.ctx, id)).toHaveLength(before.length + 1);
  });

  it('after another user changed the leg, answers the leg as it stands without applying again', async () => {
    const id = leg(2);
    const key = newKey();
    const mine = cdaSave(id, 1, 'Rosa');
    expect((await send('/v1/leg/modified', mine, 'lim', key)).statusCode).toBe(200);
    const theirs = await send('/v1/leg/modified', cdaSave(id, 2, 'Elena'), 'duty');
    expect(theirs.statusCode, theirs.body).toBe(200);

    const again = await send('/v1/leg/modified', mine, 'lim', key);
    expect(again.statusCode, again.body).toBe(200);
    const answered = again.json().data.leg;
    expect(answered.version).toBe(3);
    expect(answered.cda_assigned.name).toBe('Elena');
    expect((await storedLeg(suite.ctx, id)).version).toBe(3);
    expect((await changesOf(suite.ctx, id)).map((c) => c.userName)).toEqual([
      'María Quispe',
      'Andrea Muñoz',
    ]);
  });

  it('without its key, or with another key, meets the version conflict as before', async () => {
    const id = leg(2);
    const stale = cdaSave(id, 1, 'Rosa');
    const unnamed = await send('/v1/leg/modified', stale, 'lim');
    expect(unnamed.statusCode, unnamed.body).toBe(409);
    const other = await send('/v1/leg/modified', stale, 'lim', newKey());
    expect(other.statusCode, other.body).toBe(409);
    expect(errorOf(other).code).toBe('VERSION_CONFLICT');
    expect((await storedLeg(suite.ctx, id)).version).toBe(3);
  });

  it('twice at once, is applied once and both sends answer the saved leg', async () => {
    const id = leg(3);
    const start = heard.length;
    const key = newKey();
    const body = delaysBody(id, 1, [{ code: '93', minutes: 15 }]);
    const answers = await Promise.all([
      send('/v1/leg/store-delays', body, 'lim', key),
      send('/v1/leg/store-delays', body, 'lim', key),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.leg.version).toBe(2);
    }
    expect(await changesOf(suite.ctx, id)).toHaveLength(1);
    expect(await limaAnnouncementsSince(start)).toBe(1);
  });

  it('after the leg was cancelled meanwhile, still answers that it was saved', async () => {
    const id = leg(10);
    const key = newKey();
    const body = cdaSave(id, 1, 'Rosa');
    expect((await send('/v1/leg/modified', body, 'lim', key)).statusCode).toBe(200);
    await feedLegs(suite.ctx, [departureItem({ flight_number: '7111', status: 'CANCELED' })]);
    const fresh = await send('/v1/leg/modified', cdaSave(id, 2, 'Elena'), 'lim', newKey());
    expect(errorOf(fresh).code).toBe('LEG_CANCELLED');

    const again = await send('/v1/leg/modified', body, 'lim', key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.leg).toMatchObject({
      version: (await storedLeg(suite.ctx, id)).version,
      cda_assigned: { name: 'Rosa' },
    });
    // The feed's cancellation is recorded too; of the person's, one save.
    const byPeople = (await changesOf(suite.ctx, id)).filter((change) => change.userId !== null);
    expect(byPeople).toHaveLength(1);
  });

  it('that changed nothing keeps its receipt, and is answered as saved again', async () => {
    const id = leg(4);
    const key = newKey();
    // A blank CDA on a leg without one changes nothing and keeps the version.
    const body = { _id: id, version: 1, cda_assigned: cda('', '', '') };
    for (let round = 0; round < 2; round++) {
      const res = await send('/v1/leg/modified', body, 'lim', key);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.leg.version).toBe(1);
    }
    const receipts = await suite.ctx.database.db
      .select()
      .from(saveReceipts)
      .where(eq(saveReceipts.key, key));
    expect(receipts.map((r) => r.legId)).toEqual([id]);
  });
});

describe('keys that cannot be applied', () => {
  it('refuses a key that already saved another leg, and changes nothing', async () => {
    const key = newKey();
    expect(
      (await send('/v1/leg/modified', cdaSave(leg(5), 1, 'Rosa'), 'lim', key)).statusCode,
    ).toBe(200);
    const reused = await send('/v1/leg/modified', cdaSave(leg(6), 1, 'Rosa'), 'lim', key);
    expect(reused.statusCode, reused.body).toBe(400);
    expect(errorOf(reused)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [
        {
          path: SAVE_KEY_HEADER,
          key: 'validation.saveKeyOtherLeg',
          message: 'Esta clave de envío ya guardó otro vuelo',
        },
      ],
    });
    expect((await storedLeg(suite.ctx, leg(6))).version).toBe(1);
    expect(await changesOf(suite.ctx, leg(6))).toHaveLength(0);
  });

  it('refuses one of two sends at once of one key for two legs, and never answers 500', async () => {
    const key = newKey();
    const answers = await Promise.all([
      send('/v1/leg/modified', cdaSave(leg(11), 1, 'Rosa'), 'lim', key),
      send('/v1/leg/modified', cdaSave(leg(12), 1, 'Rosa'), 'lim', key),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((res) => res.statusCode === 400);
    expect(refused && errorOf(refused).fields).toMatchObject([
      { path: SAVE_KEY_HEADER, key: 'validation.saveKeyOtherLeg' },
    ]);
    const versions = [
      (await storedLeg(suite.ctx, leg(11))).version,
      (await storedLeg(suite.ctx, leg(12))).version,
    ];
    expect(versions.sort()).toEqual([1, 2]);
  });

  const body = {
    '/v1/leg/modified': () => cdaSave(leg(7), 1, 'Rosa'),
    '/v1/leg/store-delays': () => delaysBody(leg(7), 1, [{ code: '93', minutes: 5 }]),
    '/v1/leg/update-delays': () => delaysBody(leg(7), 1, [{ code: '93', minutes: 5 }]),
    '/v1/leg/updatePea': () => ({
      _id: leg(7),
      version: 1,
      side: 'departure',
      peaTypeComments: [{ index: 0, comment: 'Cambio' }],
    }),
  };
  it.each(
    Object.keys(body).flatMap((url) =>
      ['short', 'a'.repeat(101), 'with space 1234', 'acentuación-123', ''].map((key) => [url, key]),
    ),
  )('%s refuses the key "%s" with a field message', async (url, key) => {
    const res = await send(url, body[url as keyof typeof body](), 'lim', key);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [
        {
          path: SAVE_KEY_HEADER,
          key: 'validation.saveKey',
          message:
            'La clave del envío debe tener de 8 a 100 letras, cifras, guiones o guiones bajos',
        },
      ],
    });
    expect((await storedLeg(suite.ctx, leg(7))).version).toBe(1);
  });
});

describe('keys of different users', () => {
  it('another user’s save with the same key is its own save', async () => {
    const id = leg(7);
    const key = newKey();
    const mine = await send('/v1/leg/modified', cdaSave(id, 1, 'Rosa'), 'lim', key);
    expect(mine.statusCode, mine.body).toBe(200);
    const theirs = await send('/v1/leg/modified', cdaSave(id, 2, 'Elena'), 'duty', key);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().data.leg).toMatchObject({
      version: 3,
      cda_assigned: { name: 'Elena' },
    });
    expect(await changesOf(suite.ctx, id)).toHaveLength(2);
  });
});

describe('kept receipts', () => {
  it(`are pruned once older than 30 days, with the next save's receipt`, async () => {
    const [duty] = await suite.ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'duty@example.com'));
    const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
    await suite.ctx.database.db.insert(saveReceipts).values([
      { userId: duty?.id ?? '', key: 'old-receipt', legId: leg(0), createdAt: daysAgo(31) },
      { userId: duty?.id ?? '', key: 'recent-receipt', legId: leg(0), createdAt: daysAgo(29) },
    ]);
    const { version } = await storedLeg(suite.ctx, leg(0));
    const res = await send('/v1/leg/modified', cdaSave(leg(0), version, 'Rosa'), 'lim', newKey());
    expect(res.statusCode, res.body).toBe(200);
    const kept = await suite.ctx.database.db
      .select({ key: saveReceipts.key })
      .from(saveReceipts)
      .where(eq(saveReceipts.userId, duty?.id ?? ''));
    expect(kept.map((r) => r.key)).toContain('recent-receipt');
    expect(kept.map((r) => r.key)).not.toContain('old-receipt');
  });
});
