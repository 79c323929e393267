import {
  type MilestonesArrival,
  milestonesArrivalForm,
  milestonesDepartureForm,
} from '@board/domain';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/api.ts';
import { type Account, feedLegs, recordingSuite, storedLeg } from '../helpers/leg-edits.ts';
import { arrivalItem, departureItem } from '../helpers/legs.ts';

/**
 * The overnight of an arrival and the milestones of either side, through /v1/leg/modified: what
 * is stored, the rules of section 5, and who may record them (section 6).
 */
const suite = recordingSuite();
let flight = 6100;

async function newArrival(overrides: Parameters<typeof arrivalItem>[0] = {}) {
  flight++;
  const [id] = await feedLegs(suite.ctx, [
    arrivalItem({ flight_number: String(flight), ...overrides }),
  ]);
  return id ?? '';
}
async function newDeparture(overrides: Parameters<typeof departureItem>[0] = {}) {
  flight++;
  const [id] = await feedLegs(suite.ctx, [
    departureItem({ flight_number: String(flight), ...overrides }),
  ]);
  return id ?? '';
}
const modified = (token: string, body: Record<string, unknown>) =>
  suite.ctx.post('/v1/leg/modified', body, { token });

const overnight = (over: Record<string, unknown> = {}) => ({
  type: { code: 2 },
  ubication: ' L5 ',
  comment: 'Sin GPU',
  cut: true,
  cut_duration: { start: '23:30', end: '05:15', total: 1, authorizer: 'J. Rojas' },
  ...over,
});

describe('overnight', () => {
  it('records, edits and deletes an overnight on an arrival at the station', async () => {
    const _id = await newArrival();
    const added = await modified(suite.tokens.lim, { _id, version: 1, overnight: overnight() });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.leg.overnight).toEqual({
      type: { code: 2, name: 'Lateral' },
      ubication: 'L5',
      comment: 'Sin GPU',
      cut: true,
      cut_duration: { start: '23:30', end: '05:15', total: 345, authorizer: 'J. Rojas' },
    });

    // A cut switched off forgets its times: the drawer hides them.
    const edited = await modified(suite.tokens.lim, {
      _id,
      version: 2,
      overnight: overnight({ cut: false, type: { code: 1 }, ubication: '18' }),
    });
    expect(edited.json().data.leg.overnight.cut_duration).toEqual({
      start: '',
      end: '',
      total: null,
      authorizer: '',
    });
    expect(edited.json().data.leg.overnight.type.name).toBe('PEA/Parking');

    const deleted = await modified(suite.tokens.lim, { _id, version: 3, overnight: null });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.leg.overnight).toBeNull();
    expect((await storedLeg(suite.ctx, _id)).overnight).toBeNull();
  });

  it.each([
    [
      'nothing filled and no cut',
      { type: { code: null }, ubication: ' ', comment: '', cut: false },
      'overnight',
      'validation.overnightEmpty',
    ],
    [
      'a type outside the six',
      { type: { code: 7 } },
      'overnight.type.code',
      'validation.overnightType',
    ],
    [
      'a cut without authorizer',
      { cut_duration: { start: '23:30', end: '05:15', authorizer: '' } },
      'overnight.cut_duration.authorizer',
      'validation.required',
    ],
    [
      'a cut ending at 24:00',
      { cut_duration: { start: '23:30', end: '24:00', authorizer: 'J. Rojas' } },
      'overnight.cut_duration.end',
      'validation.clockTime',
    ],
    [
      'a cut without start',
      { cut_duration: { start: '', end: '05:00', authorizer: 'J. Rojas' } },
      'overnight.cut_duration.start',
      'validation.required',
    ],
  ])('refuses %s and saves nothing', async (_name, over, path, key) => {
    const _id = await newArrival();
    const res = await modified(suite.tokens.lim, { _id, version: 1, overnight: overnight(over) });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toContainEqual(expect.objectContaining({ path, key }));
    const stored = await storedLeg(suite.ctx, _id);
    expect(stored.overnight).toBeNull();
    expect(stored.version).toBe(1);
  });

  it.each<[string, Account, Parameters<typeof arrivalItem>[0], string | null]>([
    ['a CTA of the departure station', 'lim', { depstn: 'LIM', arrstn: 'CUZ' }, 'FORBIDDEN'],
    ['a CTA of another station', 'scl', {}, 'FORBIDDEN'],
    ['a GENERIC user', 'generic', {}, 'FORBIDDEN'],
    ['a CTA on a cancelled arrival', 'lim', { status: 'CANCELED' }, 'LEG_CANCELLED'],
    [
      'a CTA two days back',
      'lim',
      {
        datop_local: '2026-03-08',
        std: '2026-03-08T09:00:00-05:00',
        sta: '2026-03-08T10:20:00-05:00',
      },
      'DAY_LOCKED',
    ],
    [
      'DUTY two days back',
      'duty',
      {
        datop_local: '2026-03-08',
        std: '2026-03-08T09:00:00-05:00',
        sta: '2026-03-08T10:20:00-05:00',
      },
      null,
    ],
  ])('an overnight by %s', async (_name, account, leg, refusal) => {
    const _id = await newArrival(leg);
    const res = await modified(suite.tokens[account], { _id, version: 1, overnight: overnight() });
    if (refusal) {
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe(refusal);
      expect((await storedLeg(suite.ctx, _id)).overnight).toBeNull();
    } else {
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});

const arrivalMilestones = () => {
  const form = milestonesArrivalForm(null);
  form.milestones.operators_number = '4';
  form.milestones.chock = '7:05';
  form.hold_baggages.first_bag = '07:20';
  return form;
};
const departureMilestones = () => {
  const form = milestonesDepartureForm(null);
  form.pea_parking = { type: 'bridge', number: '5', hall: 'B' };
  form.milestones.close_doors = '10:55';
  form.counter.sales_amount = '120.50';
  form.staff.ramp_agent = { name: 'P', last_name: 'Rojas', quantity: '3' };
  form.comments = 'Sin novedad';
  return form;
};

describe('milestones', () => {
  it('records the milestones of an arrival and of a departure at inter-station airports', async () => {
    const arrival = await newArrival({ depstn: 'LIM', arrstn: 'MIA' });
    const a = await modified(suite.tokens.duty, {
      _id: arrival,
      version: 1,
      milestones_arrival: arrivalMilestones(),
    });
    expect(a.statusCode, a.body).toBe(200);
    expect(milestonesArrivalForm(a.json().data.leg.milestones_arrival)).toEqual(
      arrivalMilestones(),
    );

    const departure = await newDeparture({ depstn: 'BOG', arrstn: 'LIM' });
    const d = await modified(suite.tokens.duty, {
      _id: departure,
      version: 1,
      milestones_departure: departureMilestones(),
    });
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json().data.leg.milestones_departure.staff.ramp_agent.last_name).toBe('Rojas');

    // Every field cleared: nothing is recorded any more.
    const cleared = await modified(suite.tokens.duty, {
      _id: departure,
      version: 2,
      milestones_departure: milestonesDepartureForm(null),
    });
    expect(cleared.json().data.leg.milestones_departure).toBeNull();
  });

  it('refuses milestones at a station outside the fourteen, and changes nothing', async () => {
    const _id = await newDeparture();
    const res = await modified(suite.tokens.duty, {
      _id,
      version: 1,
      milestones_departure: departureMilestones(),
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('MILESTONES_UNAVAILABLE');
    expect((await storedLeg(suite.ctx, _id)).version).toBe(1);
  });

  it('refuses a CTA of another station before looking at the milestones', async () => {
    const _id = await newDeparture({ depstn: 'MIA', arrstn: 'LIM' });
    const res = await modified(suite.tokens.lim, {
      _id,
      version: 1,
      milestones_departure: departureMilestones(),
    });
    expect(errorOf(res).code).toBe('FORBIDDEN');
  });

  it.each([
    [
      'a time of 24:00',
      (f: MilestonesArrival) => {
        f.milestones.chock = '24:00';
      },
      'milestones_arrival.milestones.chock',
      'validation.clockTime',
    ],
    [
      'a time of six characters',
      (f: MilestonesArrival) => {
        f.milestones.open_doors = '07:050';
      },
      'milestones_arrival.milestones.open_doors',
      'validation.maxLength',
    ],
    [
      'a count in letters',
      (f: MilestonesArrival) => {
        f.milestones.operators_number = 'four';
      },
      'milestones_arrival.milestones.operators_number',
      'validation.integer',
    ],
    [
      'an unknown field',
      (f: MilestonesArrival) => {
        Object.assign(f.tape_baggages, { extra: '1' });
      },
      'milestones_arrival.tape_baggages.extra',
      'validation.unknownField',
    ],
  ])('refuses %s', async (_name, change, path, key) => {
    const _id = await newArrival({ depstn: 'LIM', arrstn: 'MIA' });
    const body = arrivalMilestones();
    change(body);
    const res = await modified(suite.tokens.duty, { _id, version: 1, milestones_arrival: body });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toContainEqual(expect.objectContaining({ path, key }));
    expect((await storedLeg(suite.ctx, _id)).milestonesArrival).toBeNull();
  });
});
