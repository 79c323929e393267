import {
  type DelayEntry,
  type Leg,
  legListResponse,
  type TurnaroundRow,
  turnaroundListResponse,
} from '@board/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/api.ts';
import { feedLegs, recordingSuite, storedLeg } from '../helpers/leg-edits.ts';
import { arrivalItem, departureItem, NOW, TODAY } from '../helpers/legs.ts';

/**
 * Section 7 sends update-delays "the edited leg": the leg as a list answered it, with its delays
 * list edited. The call takes its own fields from it, recomputes what the server works out, and
 * refuses only a change to a field it does not own.
 */
const suite = recordingSuite();
let legId: string;

beforeAll(async () => {
  [, legId = ''] = await feedLegs(suite.ctx, [
    arrivalItem({ flight_number: '7200', registration: 'AZE' }),
    departureItem({ flight_number: '7201', registration: 'AZE' }),
  ]);
  const first = await suite.ctx.post(
    '/v1/leg/store-delays',
    {
      _id: legId,
      version: 1,
      depstn: 'LIM',
      delays: [{ delay: { code: '93' }, minutes: 20, description: '' }],
      delays_min_total: 20,
    },
    { token: suite.tokens.lim },
  );
  if (first.statusCode !== 200) throw new Error(first.body);
});

const page = { day: TODAY, station: 'LIM', query: '', argsLeg: { limit: 1000, page: 1 } };
/** The departure exactly as list answered it: the raw JSON, not a parsed copy. */
async function departureAsRead(): Promise<Leg> {
  const res = await suite.ctx.post(
    '/v1/leg/list',
    { ...page, arrival: false },
    { token: suite.tokens.lim },
  );
  legListResponse.parse(res.json());
  const leg = res.json().data.legs.find((l: Leg) => l._id === legId);
  if (!leg) throw new Error('the departure is not listed');
  return leg;
}
const update = (body: object) =>
  suite.ctx.post('/v1/leg/update-delays', body, { token: suite.tokens.lim });

describe('update-delays with the leg as read', () => {
  it('takes the edited delays list in the shape the server answers it, and recomputes the rest', async () => {
    const leg = await departureAsRead();
    expect(leg.turn_around_time_departure).not.toBeNull();
    const [stored] = leg.delays as [DelayEntry];
    const edited = {
      ...leg,
      delays: [
        // Tampered derived fields: none of them may be taken.
        {
          ...stored,
          delay: { ...stored.delay, name: 'Otro nombre', iataResponsible: 'Nadie' },
          last_editor: { name: 'Alguien', role: 'DUTY' },
          modified_by_duty: true,
          last_update: '2020-01-01T00:00:00.000Z',
        },
        {
          delay: { code: '81', name: '', iataResponsible: '' },
          minutes: 5,
          description: 'Slot ATC',
          last_editor: null,
          last_update: null,
          modified_by_duty: false,
          isUpdated: true,
        },
      ],
      delays_codes: '93/81',
      delays_min_total: 25,
      hasDelayCode: true,
    };
    const res = await update(edited);
    expect(res.statusCode, res.body).toBe(200);
    const saved = (await storedLeg(suite.ctx, legId)).delays;
    expect(saved[0]).toEqual({ ...stored, isUpdated: false });
    expect(saved[1]).toMatchObject({
      delay: { code: '81', name: expect.stringMatching(/./), iataResponsible: expect.any(String) },
      minutes: 5,
      description: 'Slot ATC',
      last_editor: { name: 'María Quispe', role: 'CTA' },
      last_update: NOW.toISOString(),
      modified_by_duty: false,
      isUpdated: true,
    });
    expect(saved[1]?.delay.name).not.toBe('');
    expect(res.json().data.leg).toMatchObject({ delays_codes: '93/81', delays_min_total: 25 });
  });

  it('takes the departure of a General board row as read, turnaround times and all', async () => {
    const res = await suite.ctx.post('/v1/leg/list-extend', page, { token: suite.tokens.lim });
    turnaroundListResponse.parse(res.json());
    const row: TurnaroundRow = res
      .json()
      .data.legs.find((r: TurnaroundRow) => r.departure_id === legId);
    const leg = row.departure as Leg;
    expect(row.arrival).not.toBeNull();
    const saved = await update({
      ...leg,
      delays: leg.delays.filter((d) => d.delay.code === '93'),
      delays_min_total: 20,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.leg.delays_codes).toBe('93');
  });

  it('refuses, field by field, a change to what the call does not own, and saves nothing', async () => {
    const leg = await departureAsRead();
    const res = await update({
      ...leg,
      registration: 'AZZ',
      cda_assigned: { name: 'X', last_name: 'Y', phone_number: '', display_name: 'X.Y' },
      etd: '2026-03-10T17:00:00.000Z',
      delays: [...leg.delays, { delay: { code: '81' }, minutes: 5, description: '' }],
      delays_min_total: leg.delays_min_total + 5,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual(
      ['registration', 'etd', 'cda_assigned'].map((path) => ({
        path,
        key: 'validation.notOwned',
        message: 'Esta llamada no cambia este campo: envíelo como se leyó o no lo envíe',
      })),
    );
    expect((await storedLeg(suite.ctx, legId)).version).toBe(leg.version);
  });

  it('refuses a field no leg has, and a leg read before a later change (409)', async () => {
    const leg = await departureAsRead();
    // A name every object inherits is no field of a leg either.
    const unknown = await update({ ...leg, delay_minutes: 5, toString: 1 });
    expect(errorOf(unknown).fields).toEqual([
      expect.objectContaining({ path: 'delay_minutes', key: 'validation.unknownField' }),
      expect.objectContaining({ path: 'toString', key: 'validation.unknownField' }),
    ]);
    const stale = await update({ ...leg, version: leg.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('VERSION_CONFLICT');
  });
});
