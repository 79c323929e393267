import { legListResponse, turnaroundListResponse } from '@board/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { cda, delaysBody, feedLegs, recordingSuite, storedLeg } from '../helpers/leg-edits.ts';
import { arrivalItem, departureItem, TODAY } from '../helpers/legs.ts';

/**
 * The feed and the station write different parts of a leg: a feed update neither erases what the
 * station recorded nor moves the version an editor works from. And a board list read right after
 * a save shows it, though list answers are cached per station day.
 */
const suite = recordingSuite();
/** LA2101 CUZ → LIM (arrival at LIM) and LA2102 LIM → CUZ, the same aircraft. */
let arrival: string;
let departure: string;

beforeAll(async () => {
  [arrival = '', departure = ''] = await feedLegs(suite.ctx, [arrivalItem(), departureItem()]);
});

const listBody = (extra: Record<string, unknown> = {}) => ({
  day: TODAY,
  station: 'LIM',
  ...extra,
});
async function arrivalsOfLim() {
  const res = await suite.ctx.post('/v1/leg/list', listBody({ arrival: true }), {
    token: suite.tokens.lim,
  });
  return legListResponse.parse(res.json()).data.legs;
}
async function departuresOfLim() {
  const res = await suite.ctx.post('/v1/leg/list', listBody({ arrival: false }), {
    token: suite.tokens.lim,
  });
  return legListResponse.parse(res.json()).data.legs;
}

describe('the feed and the station edits', () => {
  it('a stand-change comment survives a later feed update that changes the stand', async () => {
    const saved = await suite.ctx.post(
      '/v1/leg/updatePea',
      {
        _id: arrival,
        version: 1,
        side: 'arrival',
        peaTypeComments: [{ index: 0, comment: 'Asignada por control' }],
      },
      { token: suite.tokens.lim },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.leg.version).toBe(2);
    const cdaSaved = await suite.ctx.post(
      '/v1/leg/modified',
      { _id: arrival, version: 2, cda_assigned_arrival: cda() },
      { token: suite.tokens.lim },
    );
    expect(cdaSaved.statusCode).toBe(200);

    // The stand moves from 12 to 14, and the arrival is late.
    const fed = await suite.ctx.feed([
      arrivalItem({ stand_arrival: { number: '14' }, eta: `${TODAY}T10:50:00-05:00` }),
    ]);
    expect(fed.json().data.updated).toBe(1);

    const row = await storedLeg(suite.ctx, arrival);
    expect(row.version).toBe(3);
    expect(row.peaNumberArrival).toBe('14');
    expect(row.peaCommentsArrival).toEqual([{ index: 0, comment: 'Asignada por control' }]);
    const [leg] = await arrivalsOfLim();
    expect(leg?.summary_pea_changes_arrival.map((c) => [c.index, c.number, c.comment])).toEqual([
      [0, '12', 'Asignada por control'],
      [1, '14', ''],
    ]);
    expect(leg?.cda_assigned_arrival?.display_name).toBe('R.QUI');
    expect(leg?.change_pea_number_arrival).toBe('YELLOW');
  });

  it('a save made after a feed change, from the version read before it, does not conflict', async () => {
    const [read] = await arrivalsOfLim();
    expect(read?.version).toBe(3);
    await suite.ctx.feed([arrivalItem({ stand_arrival: { number: '15' } })]);
    expect((await storedLeg(suite.ctx, arrival)).version).toBe(3);
    const res = await suite.ctx.post(
      '/v1/leg/updatePea',
      {
        _id: arrival,
        version: read?.version,
        side: 'arrival',
        peaTypeComments: [{ index: 2, comment: 'Puente 15 libre antes' }],
      },
      { token: suite.tokens.lim },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().data.leg.summary_pea_changes_arrival.map((c: { comment: string }) => c.comment),
    ).toEqual(['Asignada por control', '', 'Puente 15 libre antes']);
  });
});

describe('lists right after a save', () => {
  it('the departures list shows a dispatcher saved a moment after it was read', async () => {
    expect((await departuresOfLim())[0]?.cda_assigned).toBeNull();
    const res = await suite.ctx.post(
      '/v1/leg/modified',
      { _id: departure, version: 1, cda_assigned: cda('Jorge', 'Mamani', '+51922222222') },
      { token: suite.tokens.lim },
    );
    expect(res.statusCode).toBe(200);
    expect((await departuresOfLim())[0]).toMatchObject({
      version: 2,
      cda_assigned: { display_name: 'J.MAM' },
    });
  });

  it('the General and Delays boards show delays registered a moment after', async () => {
    const general = async () =>
      turnaroundListResponse.parse(
        (
          await suite.ctx.post('/v1/leg/list-extend', listBody(), { token: suite.tokens.generic })
        ).json(),
      ).data.legs;
    const delays = async () =>
      legListResponse.parse(
        (
          await suite.ctx.post('/v1/leg/list-delays', listBody(), { token: suite.tokens.generic })
        ).json(),
      ).data.legs;
    expect((await general())[0]?.departure?.delays_min_total).toBe(0);
    expect(await delays()).toEqual([]);
    const res = await suite.ctx.post(
      '/v1/leg/store-delays',
      delaysBody(departure, 2, [{ code: '93', minutes: 20 }]),
      { token: suite.tokens.lim },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await general())[0]?.departure).toMatchObject({
      delays_codes: '93',
      delays_min_total: 20,
    });
    expect((await delays()).map((l) => [l.flight_number, l.delays_min_total])).toEqual([
      ['LA2102', 20],
    ]);
  });

  it('the other station of the leg sees it too: the departure station of an arrival', async () => {
    const cuzco = async () =>
      legListResponse.parse(
        (
          await suite.ctx.post('/v1/leg/list', listBody({ station: 'CUZ', arrival: false }), {
            token: suite.tokens.generic,
          })
        ).json(),
      ).data.legs;
    expect((await cuzco())[0]?.trailers_arrival).toEqual([]);
    const { version } = await storedLeg(suite.ctx, arrival);
    const res = await suite.ctx.post(
      '/v1/leg/modified',
      {
        _id: arrival,
        version,
        trailers_arrival: [
          {
            trailer: {
              code: 3,
              description_pea: { tape_hall: '', number: '' },
              overnight_stay: 'L5',
            },
            duration: { start: '23:59', end: '00:10' },
            original_pea: { tape_hall: '3', number: '15' },
            equipment_number: '',
            operator_name: '',
            description: '',
            additional_service: false,
          },
        ],
      },
      { token: suite.tokens.lim },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await cuzco())[0]?.trailers_arrival).toMatchObject([
      { trailer: { name: 'Pernocte', overnight_stay: 'L5' }, duration: { total: 11 } },
    ]);
  });
});
