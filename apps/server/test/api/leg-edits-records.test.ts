import { describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/api.ts';
import {
  cda,
  changesOf,
  feedLegs,
  recordingSuite,
  service,
  storedLeg,
  tow,
} from '../helpers/leg-edits.ts';
import { departureItem } from '../helpers/legs.ts';

/**
 * What the server works out itself from what a drawer sends: tow and service totals (across
 * midnight too), the names of types and services, the CDA's short name, and a CDA deleted.
 */
const suite = recordingSuite();
let flight = 8000;

/** Records `fields` on a new LIM departure as DUTY (either side); answers the saved leg. */
async function record(fields: Record<string, unknown>) {
  flight++;
  const [_id] = await feedLegs(suite.ctx, [departureItem({ flight_number: String(flight) })]);
  const res = await suite.ctx.post(
    '/v1/leg/modified',
    { _id, version: 1, ...fields },
    { token: suite.tokens.duty },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.leg;
}

describe('tows', () => {
  it('counts a tow across midnight and ignores the total the client sent', async () => {
    const leg = await record({
      trailers_departure: [
        tow({ duration: { start: '23:59', end: '00:10', total: 999 } }),
        tow({ duration: { start: '8:05', end: '09:00', total: 0 } }),
        tow({ duration: { start: '', end: '', total: 15 }, equipment_number: 'TR-9' }),
      ],
    });
    expect(leg.trailers_departure.map((t: { duration: unknown }) => t.duration)).toEqual([
      { start: '23:59', end: '00:10', total: 11 },
      { start: '8:05', end: '09:00', total: 55 },
      { start: '', end: '', total: null },
    ]);
  });

  it('names the type, keeps only the fields it has, and trims texts', async () => {
    const stand = { tape_hall: 'A4', number: '12' };
    const leg = await record({
      trailers_arrival: [
        tow({
          trailer: { code: 1, name: 'x', description_pea: stand, overnight_stay: 'Lateral' },
          operator_name: '  J. Pérez ',
        }),
        tow({ trailer: { code: 3, description_pea: stand, overnight_stay: ' L5 ' } }),
      ],
    });
    const [bridge, overnight] = leg.trailers_arrival;
    expect(bridge.trailer).toEqual({
      code: 1,
      name: 'Remolque a puente/PLB',
      description_pea: stand,
      overnight_stay: '',
    });
    expect(bridge.operator_name).toBe('J. Pérez');
    expect(overnight.trailer).toEqual({
      code: 3,
      name: 'Pernocte',
      description_pea: { tape_hall: '', number: '' },
      overnight_stay: 'L5',
    });
  });

  it('an empty list clears the tows', async () => {
    const leg = await record({ trailers_departure: [tow()] });
    const res = await suite.ctx.post(
      '/v1/leg/modified',
      { _id: leg._id, version: 2, trailers_departure: [] },
      { token: suite.tokens.lim },
    );
    expect(res.json().data.leg).toMatchObject({ version: 3, trailers_departure: [] });
  });
});

describe('additional services', () => {
  it('names each service and works out its total, ignoring the one sent', async () => {
    const leg = await record({
      additional_services_departure: [
        service({ code: 'GPU', duration: { start: '10:00', end: '10:45', total: 1 } }),
        service({ code: 'ACU', duration: { start: '23:30', end: '0:15' } }),
        service({ code: 'TRE', duration: { start: '10:00', end: '' } }),
      ],
    });
    expect(leg.additional_services_departure).toEqual([
      {
        code: 'GPU',
        name: 'Unidad de energía en tierra (GPU)',
        description: 'Pedido por mantenimiento',
        duration: { start: '10:00', end: '10:45', total: 45 },
      },
      {
        code: 'ACU',
        name: 'Aire acondicionado (ACU)',
        description: 'Pedido por mantenimiento',
        duration: { start: '23:30', end: '0:15', total: 45 },
      },
      {
        code: 'TRE',
        name: 'Tractor de equipaje',
        description: 'Pedido por mantenimiento',
        duration: { start: '10:00', end: '', total: null },
      },
    ]);
  });
});

describe('the leg fields of section 3 worked out from others', () => {
  it('additional_services holds both sides, and connection is the query of the connection list', async () => {
    const leg = await record({
      additional_services_arrival: [service({ code: 'GPU', duration: { start: '', end: '' } })],
      additional_services_departure: [service({ code: 'TRE', duration: { start: '', end: '' } })],
    });
    expect(leg.additional_services.map((s: { code: string }) => s.code)).toEqual(['GPU', 'TRE']);
    expect(leg.additional_services).toEqual([
      ...leg.additional_services_arrival,
      ...leg.additional_services_departure,
    ]);
    expect(leg.connection).toEqual({
      datop_local: leg.datop_local,
      depstn: 'LIM',
      flight_number: `LA${flight}`,
    });
    const query = new URLSearchParams(leg.connection).toString();
    const connections = await suite.ctx.get(`/v1/connection/list?${query}`, {
      token: suite.tokens.duty,
    });
    expect(connections.statusCode, connections.body).toBe(200);
  });
});

describe('the dispatcher (CDA)', () => {
  it.each([
    ['Rosa', 'Quispe', 'R.QUI'],
    ['  rosa ', ' quispe ', 'R.QUI'],
    ['Ángela', 'Núñez', 'Á.NÚÑ'],
    ['ñandú', 'Öst', 'Ñ.ÖST'],
    // Accents typed as combining marks give the same short name.
    ['A\u0301ngela', 'Nu\u0301n\u0303ez', 'Á.NÚÑ'],
    ['Wei', 'Li', 'W.LI'],
  ])('%j %j is shown as %s, whatever display name was sent', async (name, last, short) => {
    const leg = await record({
      cda_assigned_arrival: { ...cda(name, last), display_name: 'HACK' },
    });
    expect(leg.cda_assigned_arrival).toEqual({
      name: name.trim(),
      last_name: last.trim(),
      phone_number: '+51987654321',
      display_name: short,
    });
  });

  it('refuses a name whose short name is not letters (a space in the last name)', async () => {
    flight++;
    const [_id] = await feedLegs(suite.ctx, [departureItem({ flight_number: String(flight) })]);
    const res = await suite.ctx.post(
      '/v1/leg/modified',
      { _id, version: 1, cda_assigned: cda('Ana', 'de la Cruz') },
      { token: suite.tokens.lim },
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toMatchObject([
      { path: 'cda_assigned.display_name', key: 'validation.cdaPreview' },
    ]);
  });

  it('all blank deletes the assignment: null is stored and kept in the history', async () => {
    const leg = await record({ cda_assigned: cda() });
    const blank = { name: '', last_name: ' ', phone_number: '', display_name: 'R.QUI' };
    const res = await suite.ctx.post(
      '/v1/leg/modified',
      { _id: leg._id, version: 2, cda_assigned: blank },
      { token: suite.tokens.lim },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.leg).toMatchObject({ version: 3, cda_assigned: null });
    expect((await storedLeg(suite.ctx, leg._id)).cdaAssigned).toBeNull();
    const [, deleted] = await changesOf(suite.ctx, leg._id);
    expect(deleted?.changes).toEqual([
      { field: 'cda_assigned', before: { ...cda(), display_name: 'R.QUI' }, after: null },
    ]);
    // Deleting again changes nothing.
    const again = await suite.ctx.post(
      '/v1/leg/modified',
      { _id: leg._id, version: 3, cda_assigned: blank },
      { token: suite.tokens.lim },
    );
    expect(again.json().data.leg.version).toBe(3);
  });
});
