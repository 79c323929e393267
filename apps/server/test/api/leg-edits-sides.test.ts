import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { legChanges, legs } from '../../src/db/schema.ts';
import {
  type Account,
  cda,
  changesOf,
  delaysBody,
  feedLegs,
  recordingSuite,
  service,
  storedLeg,
  tow,
} from '../helpers/leg-edits.ts';
import { arrivalItem, departureItem, TODAY } from '../helpers/legs.ts';

/**
 * Each end of a leg is the business of its own station: the arrival station records the arrival
 * parts, the departure station the departure parts and the delays, each on its own local day.
 */
const suite = recordingSuite();
const legIds: Record<string, string> = {};

/** Both ends have a stand, so both have a stand history to comment on. */
const stands = {
  stand_arrival: { type: 'bridge', number: '12', tape: '3' },
  stand_departure: { type: 'remote', number: '40', hall: 'B2' },
} as const;
const LEGS = {
  /** Departs CUZ, arrives LIM. */
  'CUZ→LIM': arrivalItem({ flight_number: '9001', ...stands }),
  /** Departs LIM, arrives SCL. */
  'LIM→SCL': departureItem({ flight_number: '9002', arrstn: 'SCL', ...stands }),
  /** Departs SCL two days back, late at night; arrives LIM yesterday, after midnight. */
  'SCL→LIM overnight': arrivalItem({
    flight_number: '9003',
    ...stands,
    datop_local: '2026-03-08',
    depstn: 'SCL',
    std: '2026-03-08T23:30:00-03:00',
    sta: '2026-03-09T01:30:00-05:00',
  }),
};
type LegName = keyof typeof LEGS;

beforeAll(async () => {
  const ids = await feedLegs(suite.ctx, Object.values(LEGS));
  Object.keys(LEGS).forEach((name, i) => {
    legIds[name] = ids[i] ?? '';
  });
});

type Body = (id: string, depstn: string) => [url: string, body: Record<string, unknown>];
const modified =
  (fields: Record<string, unknown>): Body =>
  (id) => ['/v1/leg/modified', { _id: id, version: 1, ...fields }];
const PARTS: Record<string, Body> = {
  'arrival CDA': modified({ cda_assigned_arrival: cda() }),
  'arrival tows': modified({ trailers_arrival: [tow()] }),
  'arrival services': modified({ additional_services_arrival: [service()] }),
  'arrival comments': (id) => [
    '/v1/leg/updatePea',
    { _id: id, version: 1, side: 'arrival', peaTypeComments: [{ index: 0, comment: 'Ok' }] },
  ],
  'departure CDA': modified({ cda_assigned: cda() }),
  'departure tows': modified({ trailers_departure: [tow()] }),
  'departure services': modified({ additional_services_departure: [service()] }),
  'departure comments': (id) => [
    '/v1/leg/updatePea',
    { _id: id, version: 1, side: 'departure', peaTypeComments: [{ index: 0, comment: 'Ok' }] },
  ],
  delays: (id, depstn) => [
    '/v1/leg/store-delays',
    delaysBody(id, 1, [{ code: '93', minutes: 20 }], { depstn }),
  ],
  'both sides at once': modified({ cda_assigned_arrival: cda(), cda_assigned: cda() }),
};
type Part = keyof typeof PARTS;
const ARRIVAL_PARTS: Part[] = [
  'arrival CDA',
  'arrival tows',
  'arrival services',
  'arrival comments',
];
const DEPARTURE_PARTS: Part[] = [
  'departure CDA',
  'departure tows',
  'departure services',
  'departure comments',
  'delays',
];

type Expected = 200 | 'FORBIDDEN' | 'DAY_LOCKED';
/** [leg, user, part, expected answer] for each of the parts. */
const each = (leg: LegName, who: Account, parts: Part[], expected: Expected) =>
  parts.map((part): [LegName, Account, Part, Expected] => [leg, who, part, expected]);
const CASES = [
  ...each('CUZ→LIM', 'lim', ARRIVAL_PARTS, 200),
  ...each('CUZ→LIM', 'lim', [...DEPARTURE_PARTS, 'both sides at once'], 'FORBIDDEN'),
  ...each('LIM→SCL', 'scl', ARRIVAL_PARTS, 200),
  ...each('LIM→SCL', 'scl', [...DEPARTURE_PARTS, 'both sides at once'], 'FORBIDDEN'),
  ...each('LIM→SCL', 'lim', DEPARTURE_PARTS, 200),
  ...each('LIM→SCL', 'lim', [...ARRIVAL_PARTS, 'both sides at once'], 'FORBIDDEN'),
  ...each('LIM→SCL', 'duty', ['both sides at once'], 200),
  // Each side on its own station's day: yesterday is open at LIM, two days back locked at SCL.
  ...each('SCL→LIM overnight', 'lim', ARRIVAL_PARTS, 200),
  ...each('SCL→LIM overnight', 'scl', DEPARTURE_PARTS, 'DAY_LOCKED'),
  ...each('SCL→LIM overnight', 'duty', DEPARTURE_PARTS, 200),
];

describe('which station records which side of a leg', () => {
  it.each(CASES)('%s: %s records %s → %s', async (legName, who, part, expected) => {
    const id = legIds[legName] ?? '';
    const { depstn } = LEGS[legName];
    // Every case starts from the leg as fed: version 1, nothing recorded.
    await suite.ctx.database.db.transaction(async (tx) => {
      await tx.delete(legChanges).where(eq(legChanges.legId, id));
      await tx
        .update(legs)
        .set({
          version: 1,
          cdaAssigned: null,
          cdaAssignedArrival: null,
          trailersArrival: [],
          trailersDeparture: [],
          servicesArrival: [],
          servicesDeparture: [],
          peaCommentsArrival: [],
          peaCommentsDeparture: [],
          delays: [],
        })
        .where(eq(legs.id, id));
    });
    const before = await storedLeg(suite.ctx, id);
    const [url, body] = (PARTS[part] as Body)(id, depstn);
    const res = await suite.ctx.post(url, body, { token: suite.tokens[who] });
    if (expected === 200) {
      expect(res.statusCode, res.body).toBe(200);
      expect((await storedLeg(suite.ctx, id)).version).toBe(2);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe(expected);
      expect(await storedLeg(suite.ctx, id)).toEqual(before);
      expect(await changesOf(suite.ctx, id)).toEqual([]);
    }
  });

  it('the overnight leg is on a different day at each end', async () => {
    const row = await storedLeg(suite.ctx, legIds['SCL→LIM overnight'] ?? '');
    expect([row.datopLocal, row.arrivalDate, TODAY]).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
  });
});
