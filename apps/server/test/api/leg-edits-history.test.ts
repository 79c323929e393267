import { legHistoryResponse } from '@board/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/api.ts';
import { type Account, cda, delaysBody, feedLegs, recordingSuite } from '../helpers/leg-edits.ts';
import { departureItem, NOW } from '../helpers/legs.ts';

/**
 * Every recorded change is kept, with who made it, through which call, the version it produced
 * and each field before and after; only a supervisor reads it.
 */
let clock = NOW;
const suite = recordingSuite(() => clock);
let id: string;

const minutesLater = (m: number) => new Date(NOW.getTime() + m * 60_000);

beforeAll(async () => {
  [id = ''] = await feedLegs(suite.ctx, [departureItem({ flight_number: '6001' })]);
});

const history = (token: string | undefined, legId = id) =>
  suite.ctx.get(`/v1/leg/history?_id=${legId}`, { token });

describe('the change history of a leg', () => {
  it('keeps each save: who, role, call, version, and every field before and after', async () => {
    const saves: [Account, string, unknown][] = [
      ['lim', '/v1/leg/modified', { _id: id, version: 1, cda_assigned: cda() }],
      [
        'duty',
        '/v1/leg/modified',
        { _id: id, version: 2, cda_assigned: cda('Jorge', 'Mamani', '+51922222222') },
      ],
      [
        'lim',
        '/v1/leg/updatePea',
        {
          _id: id,
          version: 3,
          side: 'departure',
          peaTypeComments: [{ index: 0, comment: 'Asignada por control' }],
        },
      ],
      ['duty', '/v1/leg/store-delays', delaysBody(id, 4, [{ code: '93', minutes: 20 }])],
    ];
    for (const [i, [who, url, body]] of saves.entries()) {
      clock = minutesLater(i);
      const res = await suite.ctx.post(url, body, { token: suite.tokens[who] });
      expect(res.statusCode, res.body).toBe(200);
    }

    const res = await history(suite.tokens.duty);
    expect(res.statusCode).toBe(200);
    const { data } = legHistoryResponse.parse(res.json());
    // Newest first.
    expect(data.map((c) => [c.user.name, c.user.role, c.call, c.version, c.at])).toEqual([
      ['Andrea Muñoz', 'DUTY', 'store-delays', 5, minutesLater(3).toISOString()],
      ['María Quispe', 'CTA', 'updatePea', 4, minutesLater(2).toISOString()],
      ['Andrea Muñoz', 'DUTY', 'modified', 3, minutesLater(1).toISOString()],
      ['María Quispe', 'CTA', 'modified', 2, minutesLater(0).toISOString()],
    ]);
    const [delays, pea, second, first] = data;
    expect(first?.changes).toEqual([
      {
        field: 'cda_assigned',
        before: null,
        after: { ...cda(), display_name: 'R.QUI' },
      },
    ]);
    expect(second?.changes).toEqual([
      {
        field: 'cda_assigned',
        before: { ...cda(), display_name: 'R.QUI' },
        after: { ...cda('Jorge', 'Mamani', '+51922222222'), display_name: 'J.MAM' },
      },
    ]);
    expect(pea?.changes).toEqual([
      {
        field: 'pea_comments_departure',
        before: [],
        after: [{ index: 0, comment: 'Asignada por control' }],
      },
    ]);
    expect(delays?.changes).toMatchObject([
      {
        field: 'delays',
        before: [],
        after: [
          {
            delay: { code: '93' },
            minutes: 20,
            last_editor: { name: 'Andrea Muñoz', role: 'DUTY' },
            modified_by_duty: true,
          },
        ],
      },
    ]);
  });

  it('lists only the fields a save changed', async () => {
    clock = minutesLater(10);
    const res = await suite.ctx.post(
      '/v1/leg/modified',
      // The same dispatcher again and a new GPU service: only the services changed.
      {
        _id: id,
        version: 5,
        cda_assigned: cda('Jorge', 'Mamani', '+51922222222'),
        additional_services_departure: [
          { code: 'GPU', description: 'Pedido', duration: { start: '', end: '' } },
        ],
      },
      { token: suite.tokens.duty },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = legHistoryResponse.parse((await history(suite.tokens.duty)).json()).data;
    expect(latest?.changes.map((c) => c.field)).toEqual(['additional_services_departure']);
  });

  it('is read by a supervisor only', async () => {
    for (const who of ['lim', 'scl', 'generic'] as const) {
      const res = await history(suite.tokens[who]);
      expect(res.statusCode, who).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
    }
    expect((await history(undefined)).statusCode).toBe(401);
  });

  it('answers 400 for a malformed id and an empty list for a leg never edited', async () => {
    const bad = await history(suite.tokens.duty, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.[0]).toMatchObject({ path: '_id', key: 'validation.invalid' });
    const [other] = await feedLegs(suite.ctx, [departureItem({ flight_number: '6002' })]);
    const res = await history(suite.tokens.duty, other);
    expect(res.json()).toEqual({ data: [] });
  });
});
