import type { Leg } from '@board/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, TODAY } from '../helpers/legs.ts';
import { feedSpecDay, type SpecLeg } from '../helpers/spec-day.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

/**
 * The write calls of section 7, each with the body the specification writes plus only the
 * documented differences: the leg's `version` as read in every body, `side` on updatePea. Every
 * body starts from the leg as a list call answered it, the way a client edits what it shows.
 */
let ctx: TestContext;
let ids: Record<SpecLeg, string>;
const tokens: Record<string, string> = {};
let catalogue: { code: string; name: string; iataResponsible: string }[];

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  for (const [name, email, password] of [
    ['lim', 'cta.lim@example.com', 'lima2026'],
    ['bog', 'cta.bog@example.com', 'bogota2026'],
    ['generic', 'generic@example.com', 'generic2026'],
  ]) {
    const res = await ctx.post('/auth/authenticate', { username: email, password });
    tokens[name as string] = res.json().access_token;
  }
  ids = await feedSpecDay(ctx);
  catalogue = (await ctx.get('/v1/delaycode', { token: tokens.lim })).json().data;
});
afterAll(() => ctx.close());

/** The leg as the Llegadas or Salidas list of Lima answers it, raw JSON. */
async function asRead(leg: SpecLeg): Promise<Leg> {
  for (const arrival of [true, false]) {
    const res = await ctx.post(
      '/v1/leg/list',
      { day: TODAY, arrival, query: '', station: 'LIM', argsLeg: { limit: 100000, page: 1 } },
      { token: tokens.generic },
    );
    const found = (res.json().data.legs as Leg[]).find((l) => l._id === ids[leg]);
    if (found) return found;
  }
  throw new Error(`${leg} is not listed at LIM`);
}

/** Sends /v1/leg/modified {_id, version, ...changed fields} and answers the saved leg. */
async function modified(account: string, leg: SpecLeg, fields: Record<string, unknown>) {
  const { _id, version } = await asRead(leg);
  const res = await ctx.post(
    '/v1/leg/modified',
    { _id, version, ...fields },
    { token: tokens[account] },
  );
  expect(res.statusCode, res.body).toBe(200);
  const saved = res.json().data.leg as Leg;
  expect(saved.version).toBe(version + 1);
  return saved;
}

const tow = (code: 1 | 2, name: string) => ({
  trailer: { code, name, description_pea: { tape_hall: '5', number: 'R4' }, overnight_stay: '' },
  duration: { start: '10:40', end: '11:00', total: 20 },
  original_pea: { tape_hall: '3', number: '14' },
  equipment_number: 'TR-7',
  operator_name: 'J. Pérez',
  description: 'Cambio de posición',
  additional_service: false,
});

describe('POST /v1/leg/modified: _id + changed fields + version (difference 1)', () => {
  it('trailers_arrival', async () => {
    const trailers = [tow(2, 'Remolque remoto')];
    const saved = await modified('lim', 'turnIn', { trailers_arrival: trailers });
    expect(saved.trailers_arrival).toEqual(trailers);
    expect((await asRead('turnIn')).trailers_arrival).toEqual(trailers);
  });

  it('trailers_departure', async () => {
    const trailers = [tow(1, 'Remolque a puente/PLB')];
    const saved = await modified('lim', 'turnOut', { trailers_departure: trailers });
    expect(saved.trailers_departure).toEqual(trailers);
  });

  it('cda_assigned: name, last_name, phone_number, display_name', async () => {
    const cda = {
      name: 'Jorge',
      last_name: 'Mamani',
      phone_number: '+51922222222',
      display_name: 'J.MAM',
    };
    const saved = await modified('lim', 'turnOut', { cda_assigned: cda });
    expect(saved.cda_assigned).toEqual(cda);
  });

  it('cda_assigned_arrival: name, last_name, phone_number, display_name', async () => {
    const cda = {
      name: 'Rosa',
      last_name: 'Quispe',
      phone_number: '+51987654321',
      display_name: 'R.QUI',
    };
    const saved = await modified('lim', 'turnIn', { cda_assigned_arrival: cda });
    expect(saved.cda_assigned_arrival).toEqual(cda);
    expect((await asRead('turnIn')).cda_assigned_arrival).toEqual(cda);
  });

  it('additional_services_arrival', async () => {
    const services = [
      {
        code: 'GPU',
        name: 'Unidad de energía en tierra (GPU)',
        description: 'Pedido por mantenimiento',
        duration: { start: '10:25', end: '10:55', total: 30 },
      },
    ];
    const saved = await modified('lim', 'turnIn', { additional_services_arrival: services });
    expect(saved.additional_services_arrival).toEqual(services);
  });

  it('additional_services_departure', async () => {
    const services = [
      {
        code: 'ACU',
        name: 'Aire acondicionado (ACU)',
        description: 'Cabina sobre 27 grados',
        duration: { start: '10:30', end: '11:05', total: 35 },
      },
    ];
    const saved = await modified('lim', 'turnOut', { additional_services_departure: services });
    expect(saved.additional_services_departure).toEqual(services);
  });

  it("overnight, on the aircraft's last arrival of the day", async () => {
    const overnight = {
      type: { code: 1, name: 'PEA/Parking' },
      ubication: '18',
      comment: 'Sin novedad',
      cut: true,
      cut_duration: { start: '23:30', end: '05:15', total: 345, authorizer: 'J. Rojas' },
    };
    const saved = await modified('lim', 'overnight', { overnight });
    expect(saved.overnight).toEqual(overnight);
  });

  it('milestones_arrival, at an inter-station airport (BOG)', async () => {
    const milestones = {
      milestones: {
        operators_number: '4',
        pea: '7',
        chock: '16:12',
        open_doors: '16:15',
        disembarkation_start: '16:17',
        disembarkation_end: '16:30',
      },
      hold_baggages: { open_hold: '16:16', first_bag: '16:20', last_bag: '16:41', pea_charge: '' },
      tape_baggages: { first_bag: '16:28', last_bag: '16:50' },
    };
    const saved = await modified('bog', 'toBogota', { milestones_arrival: milestones });
    expect(saved.milestones_arrival).toEqual(milestones);
  });

  it('milestones_departure, at an inter-station airport (BOG)', async () => {
    const milestones = {
      pea_parking: { type: 'bridge', number: '5', hall: 'B' },
      milestones: {
        delivery: '05:10',
        start: '05:20',
        end: '05:45',
        close_doors: '05:52',
        total_BKD: '171',
      },
      hold_baggages: {
        first_bag: '05:15',
        last_bag: '05:40',
        reference: '05:30',
        end_search: '05:42',
        close: '05:48',
      },
      counter: {
        open_checkin: '03:30',
        close_checkin: '05:10',
        attention: '150',
        total_bags: '98',
        sales_number: '3',
        sales_amount: '120.50',
      },
      retained_packages: { bags: '1', car: '0', wch: '2' },
      fuel: { total_kg: '6200', start: '05:00', end: '05:25' },
      mantto: { start: '04:40', end: '05:05' },
      staff: {
        super_spax: { name: 'A', last_name: 'Gómez', quantity: '1' },
        boarding_agent: { name: 'L', last_name: 'Díaz', quantity: '3' },
        ramp_agent: { name: 'P', last_name: 'Rojas', quantity: '5' },
      },
      comments: 'Sin novedad',
    };
    const saved = await modified('bog', 'fromBogota', { milestones_departure: milestones });
    expect(saved.milestones_departure).toEqual(milestones);
  });
});

describe('POST /v1/leg/updatePea: peaTypeComments, _id + version, side (differences 1, 2)', () => {
  it('comments a change of the arrival stand', async () => {
    const leg = await asRead('turnIn');
    expect(leg.summary_pea_changes_arrival.map((c) => [c.index, c.number])).toEqual([
      [0, '12'],
      [1, '14'],
    ]);
    const res = await ctx.post(
      '/v1/leg/updatePea',
      {
        peaTypeComments: [{ index: 1, comment: 'Puente 12 ocupado' }],
        _id: leg._id,
        version: leg.version,
        side: 'arrival',
      },
      { token: tokens.lim },
    );
    expect(res.statusCode, res.body).toBe(200);
    const comments = (await asRead('turnIn')).summary_pea_changes_arrival.map((c) => c.comment);
    expect(comments).toEqual(['', 'Puente 12 ocupado']);
  });
});

/** A delay entry in the shape the server answers it, as the client forms a new one. */
function newEntry(code: string, minutes: number, description: string) {
  const known = catalogue.find((c) => c.code === code);
  if (!known) throw new Error(`delay code ${code} not listed by GET /v1/delaycode`);
  return {
    delay: { code, name: known.name, iataResponsible: known.iataResponsible },
    minutes,
    description,
    last_editor: { name: 'María Quispe', role: 'CTA' },
    last_update: NOW.toISOString(),
    modified_by_duty: false,
    isUpdated: true,
  };
}

/** The leg as read with its delays list edited, and the total of the edited list. */
function edited(leg: Leg, delays: Leg['delays']) {
  return { ...leg, delays, delays_min_total: delays.reduce((sum, d) => sum + d.minutes, 0) };
}

const delaysCall = (url: string, body: object) => ctx.post(url, body, { token: tokens.lim });

describe('POST /v1/leg/store-delays: the edited leg as read (same shape as update-delays)', () => {
  it('registers the first delays of a departure', async () => {
    const leg = await asRead('turnOut');
    expect(leg.delays).toEqual([]);
    const res = await delaysCall(
      '/v1/leg/store-delays',
      edited(leg, [newEntry('93', 30, 'Llegada tardía del avión')]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await asRead('turnOut');
    expect(after).toMatchObject({ delays_codes: '93', delays_min_total: 30 });
    expect(after.delays).toEqual([newEntry('93', 30, 'Llegada tardía del avión')]);
  });
});

describe('POST /v1/leg/update-delays: the edited leg as read (_id, delays, depstn, delays_min_total)', () => {
  beforeAll(async () => {
    const leg = await asRead('toBogota');
    const first = await delaysCall(
      '/v1/leg/store-delays',
      edited(leg, [newEntry('81', 10, 'Slot ATC')]),
    );
    if (first.statusCode !== 200) throw new Error(first.body);
  });

  it('without hasDelayCode', async () => {
    const leg = await asRead('toBogota');
    const [stored] = leg.delays;
    if (!stored) throw new Error('no delay stored');
    const body = edited(leg, [
      { ...stored, minutes: 15, isUpdated: true },
      newEntry('89', 5, 'Demora en rampa'),
    ]);
    expect(body).not.toHaveProperty('hasDelayCode');
    const res = await delaysCall('/v1/leg/update-delays', body);
    expect(res.statusCode, res.body).toBe(200);
    const after = await asRead('toBogota');
    expect(after).toMatchObject({ delays_codes: '81/89', delays_min_total: 20 });
    expect(after.delays.map((d) => [d.delay.code, d.minutes, d.description])).toEqual([
      ['81', 15, 'Slot ATC'],
      ['89', 5, 'Demora en rampa'],
    ]);
  });

  it('with hasDelayCode', async () => {
    const leg = await asRead('toBogota');
    const body = { ...edited(leg, leg.delays.slice(0, 1)), hasDelayCode: true };
    const res = await delaysCall('/v1/leg/update-delays', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(await asRead('toBogota')).toMatchObject({ delays_codes: '81', delays_min_total: 15 });
  });
});
