import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/api.ts';
import {
  type Account,
  changesOf,
  delaysBody,
  feedLegs,
  recordingSuite,
  storedLeg,
} from '../helpers/leg-edits.ts';
import { departureItem, NOW } from '../helpers/legs.ts';

/**
 * Delays of a departure: the first registration and later updates are separate calls, each
 * entry keeps its last editor, and entries a supervisor recorded are locked for everyone else.
 */
let clock = NOW;
const suite = recordingSuite(() => clock);
let leg: string;
let other: string;

const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
type Entries = { code: string; minutes: number; description?: string }[];

beforeAll(async () => {
  [leg = '', other = ''] = await feedLegs(suite.ctx, [
    departureItem({ flight_number: '7001' }),
    departureItem({ flight_number: '7002' }),
  ]);
});

/** Saves at `minutes` after NOW from the leg's current version. */
async function save(call: 'store' | 'update', who: Account, minutes: number, entries: Entries) {
  clock = at(minutes);
  const { version } = await storedLeg(suite.ctx, leg);
  return suite.ctx.post(`/v1/leg/${call}-delays`, delaysBody(leg, version, entries), {
    token: suite.tokens[who],
  });
}
const delaysOf = async (id = leg) => (await storedLeg(suite.ctx, id)).delays;
const byCode = async (code: string) => (await delaysOf()).find((d) => d.delay.code === code);

describe('first registration and later updates', () => {
  it('a CTA registers the first delays; the server adds names and the editor', async () => {
    const res = await save('store', 'lim', 0, [{ code: '93', minutes: 20 }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.leg).toMatchObject({ delays_codes: '93', delays_min_total: 20 });
    expect(await delaysOf()).toEqual([
      {
        delay: {
          code: '93',
          name: 'Rotación de aeronave: llegada tardía del mismo avión',
          iataResponsible: 'Reaccionario',
        },
        minutes: 20,
        description: '',
        last_editor: { name: 'María Quispe', role: 'CTA' },
        last_update: at(0).toISOString(),
        modified_by_duty: false,
        isUpdated: true,
      },
    ]);
  });

  it('store-delays on a leg that has delays is refused, and so is update on one without', async () => {
    const again = await save('store', 'lim', 1, [{ code: '81', minutes: 5 }]);
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).fields).toMatchObject([
      { path: 'delays', key: 'validation.delaysExist' },
    ]);
    const none = await suite.ctx.post(
      '/v1/leg/update-delays',
      delaysBody(other, 1, [{ code: '81', minutes: 5 }]),
      { token: suite.tokens.lim },
    );
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).fields).toMatchObject([{ path: 'delays', key: 'validation.noDelaysYet' }]);
    expect(await delaysOf(other)).toEqual([]);
    expect((await storedLeg(suite.ctx, other)).version).toBe(1);
    expect(await byCode('81')).toBeUndefined();
  });

  it('a total that is not the sum of the minutes is a 400', async () => {
    const { version } = await storedLeg(suite.ctx, leg);
    const body = {
      ...delaysBody(leg, version, [{ code: '93', minutes: 30 }]),
      delays_min_total: 20,
    };
    const res = await suite.ctx.post('/v1/leg/update-delays', body, { token: suite.tokens.lim });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toMatchObject([
      { path: 'delays_min_total', key: 'validation.delayTotal' },
    ]);
    expect((await byCode('93'))?.minutes).toBe(20);
  });

  it('an added entry gets the editor; an unchanged one keeps its former editor', async () => {
    const res = await save('update', 'lim', 2, [
      { code: '93', minutes: 20 },
      { code: '81', minutes: 5, description: 'Slot' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await byCode('93')).toMatchObject({
      last_editor: { name: 'María Quispe', role: 'CTA' },
      last_update: at(0).toISOString(),
      isUpdated: false,
    });
    expect(await byCode('81')).toMatchObject({
      last_editor: { name: 'María Quispe', role: 'CTA' },
      last_update: at(2).toISOString(),
      modified_by_duty: false,
      isUpdated: true,
    });
  });
});

describe('entries a supervisor recorded', () => {
  it('DUTY changes one entry: it is marked modified by duty, the other keeps its editor', async () => {
    const res = await save('update', 'duty', 3, [
      { code: '93', minutes: 20 },
      { code: '81', minutes: 5, description: 'Slot de Lima' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await byCode('81')).toMatchObject({
      description: 'Slot de Lima',
      last_editor: { name: 'Andrea Muñoz', role: 'DUTY' },
      last_update: at(3).toISOString(),
      modified_by_duty: true,
      isUpdated: true,
    });
    expect(await byCode('93')).toMatchObject({
      last_editor: { name: 'María Quispe', role: 'CTA' },
      modified_by_duty: false,
      isUpdated: false,
    });
  });

  it('a CTA may then save no delays of the leg: 403 DUTY_ENTRIES_LOCKED, nothing changed', async () => {
    const before = await storedLeg(suite.ctx, leg);
    const audit = (await changesOf(suite.ctx, leg)).length;
    for (const entries of [
      // Touching only the CTA's own entry, or removing the supervisor's.
      [
        { code: '93', minutes: 25 },
        { code: '81', minutes: 5, description: 'Slot de Lima' },
      ],
      [{ code: '93', minutes: 20 }],
    ]) {
      const res = await save('update', 'lim', 4, entries);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('DUTY_ENTRIES_LOCKED');
    }
    expect(await storedLeg(suite.ctx, leg)).toEqual(before);
    expect(await changesOf(suite.ctx, leg)).toHaveLength(audit);
  });

  it('DUTY may still update them, and clear them all', async () => {
    const res = await save('update', 'duty', 5, [{ code: '93', minutes: 30 }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await delaysOf()).toMatchObject([
      {
        delay: { code: '93' },
        minutes: 30,
        last_editor: { name: 'Andrea Muñoz', role: 'DUTY' },
        last_update: at(5).toISOString(),
        modified_by_duty: true,
        isUpdated: true,
      },
    ]);
    const cleared = await save('update', 'duty', 6, []);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.leg).toMatchObject({ delays: [], delays_min_total: 0 });
  });
});
