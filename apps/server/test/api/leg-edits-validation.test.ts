import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { legs } from '../../src/db/schema.ts';
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
import { departureItem, NOW } from '../helpers/legs.ts';
import { KEY_HEADERS } from '../helpers/test-app.ts';

/**
 * A bad body gets 400 with a message key per field, and nothing at all is saved: neither the
 * leg's values nor its version, nor an audit entry.
 */
const suite = recordingSuite();
/** A departure of LIM without delays, and one with a delay already registered. */
let plain: string;
let delayed: string;

beforeAll(async () => {
  [plain = '', delayed = ''] = await feedLegs(suite.ctx, [
    departureItem({ flight_number: '4001' }),
    departureItem({ flight_number: '4002' }),
  ]);
  await suite.ctx.database.db
    .update(legs)
    .set({
      delays: [
        {
          delay: { code: '93', name: 'x', iataResponsible: 'R' },
          minutes: 10,
          description: '',
          last_editor: { name: 'María Quispe', role: 'CTA' },
          last_update: NOW.toISOString(),
          modified_by_duty: false,
          isUpdated: true,
        },
      ],
    })
    .where(eq(legs.id, delayed));
});

interface Case {
  url: string;
  /** Built when the test runs, once the legs exist. */
  body: () => unknown;
  path: string;
  key: string;
}
const at =
  (url: string) =>
  (body: () => unknown, path: string, key: string): Case => ({
    url: `/v1/leg/${url}`,
    body,
    path,
    key: `validation.${key}`,
  });
type Fields = Record<string, unknown>;
const modified = (fields: Fields) => ({ _id: plain, version: 1, ...fields });
const M = (fields: Fields, path: string, key: string) =>
  at('modified')(() => modified(fields), path, key);
const P = (fields: Fields, path: string, key: string) =>
  at('updatePea')(
    () => ({
      _id: plain,
      version: 1,
      side: 'departure',
      peaTypeComments: [{ index: 0, comment: 'Asignada por control' }],
      ...fields,
    }),
    path,
    key,
  );
type Entries = { code: string; minutes: number }[];
const S = (entries: Entries, extra: Fields, path: string, key: string) =>
  at('store-delays')(() => delaysBody(plain, 1, entries, extra), path, key);
const U = (entries: Entries, extra: Fields, path: string, key: string) =>
  at('update-delays')(() => delaysBody(delayed, 1, entries, extra), path, key);
const d93 = (minutes: number) => [{ code: '93', minutes }];
const blankTow = {
  trailer: { code: null, description_pea: { tape_hall: '', number: '' }, overnight_stay: '' },
  duration: { start: '', end: '' },
  original_pea: { tape_hall: '', number: '' },
  equipment_number: '',
  operator_name: ' ',
};
const type4 = { code: 4, description_pea: { tape_hall: '', number: '' }, overnight_stay: '' };
const TD = 'trailers_departure';
const SD = 'additional_services_departure';
const SA = 'additional_services_arrival';
const times = (start: string, end: string) => ({ duration: { start, end } });

const CASES: Case[] = [
  // The leg reference, the same on every call.
  at('modified')(() => ({ _id: 'abc', version: 1, cda_assigned: cda() }), '_id', 'invalid'),
  at('modified')(() => ({ _id: plain, cda_assigned: cda() }), 'version', 'required'),
  M({ version: 1.5 }, 'version', 'integer'),
  M({}, '', 'nothingToSave'),
  M({ overnights: [] }, 'overnights', 'unknownField'),
  // CDA.
  M({ cda_assigned: cda('', 'Quispe') }, 'cda_assigned.name', 'required'),
  M({ cda_assigned: cda('Rosa', '') }, 'cda_assigned.last_name', 'required'),
  M(
    { cda_assigned: cda('Rosa', 'Quispe', '+51-87654321') },
    'cda_assigned.phone_number',
    'digitsOnly',
  ),
  M(
    { cda_assigned: cda('Rosa', 'Quispe', '+5198765432') },
    'cda_assigned.phone_number',
    'phoneLength',
  ),
  M({ cda_assigned_arrival: cda('#Rosa') }, 'cda_assigned_arrival.display_name', 'cdaPreview'),
  M({ cda_assigned: { ...cda(), role: 'x' } }, 'cda_assigned.role', 'unknownField'),
  // Tows.
  M({ [TD]: [tow({ trailer: type4 })] }, `${TD}.0.trailer.code`, 'trailerType'),
  M({ [TD]: [tow(times('10:00', ''))] }, `${TD}.0.duration.end`, 'bothTimes'),
  M({ [TD]: [tow(times('24:00', '10:00'))] }, `${TD}.0.duration.start`, 'clockTime'),
  M({ trailers_arrival: [tow(), tow(blankTow)] }, 'trailers_arrival.1', 'trailerEmpty'),
  M({ [TD]: Array.from({ length: 21 }, () => tow()) }, TD, 'maxItems'),
  // Additional services.
  M({ [SD]: [service({ code: 'XYZ' })] }, `${SD}.0.code`, 'serviceCode'),
  M({ [SD]: [service({ description: ' ' })] }, `${SD}.0.description`, 'required'),
  M({ [SA]: [service(times('', '10:00'))] }, `${SA}.0.duration.start`, 'required'),
  M({ [SA]: [service(times('9:75', ''))] }, `${SA}.0.duration.start`, 'clockTime'),
  M({ [SD]: [service(), service()] }, `${SD}.1.code`, 'serviceRepeated'),
  // Stand-change comments.
  P({ side: 'middle' }, 'side', 'side'),
  P({ side: undefined }, 'side', 'side'),
  P(
    { peaTypeComments: [{ index: 0, comment: 'x'.repeat(501) }] },
    'peaTypeComments.0.comment',
    'maxLength',
  ),
  P({ peaTypeComments: 'todas' }, 'peaTypeComments', 'expectedArray'),
  // Delays, first registration and later ones.
  S([{ code: '', minutes: 10 }], {}, 'delays.0.delay.code', 'delayCodeRequired'),
  S([{ code: 'ZZ', minutes: 10 }], {}, 'delays.0.delay.code', 'delayCodeUnknown'),
  S(d93(0), {}, 'delays.0.minutes', 'positive'),
  S(d93(2.5), {}, 'delays.0.minutes', 'integer'),
  S([...d93(5), ...d93(5)], {}, 'delays.1.delay.code', 'delayCodeRepeated'),
  S(
    ['93', '81', '11', '12'].map((code) => ({ code, minutes: 5 })),
    {},
    'delays',
    'maxDelays',
  ),
  S(d93(10), { delays_min_total: 15 }, 'delays_min_total', 'delayTotal'),
  U(d93(10), { hasDelayCode: 'sí' }, 'hasDelayCode', 'expectedBoolean'),
  U(d93(10), { delay_total: 10 }, 'delay_total', 'unknownField'),
  U(d93(20), { delays_min_total: 10 }, 'delays_min_total', 'delayTotal'),
  // Refused by the service once the leg is read: inside the transaction, rolled back.
  S(d93(10), { depstn: 'SCL' }, 'depstn', 'depstn'),
  U(d93(10), { depstn: 'CUZ' }, 'depstn', 'depstn'),
  P(
    {
      peaTypeComments: [
        { index: 0, comment: 'a' },
        { index: 7, comment: 'b' },
      ],
    },
    'peaTypeComments.1.index',
    'unknownChange',
  ),
];
const URLS = [...new Set(CASES.map((c) => c.url))];

describe('bad bodies of the write calls', () => {
  it.each(CASES)('$url → $path $key', async ({ url, body, path, key }) => {
    const res = await suite.ctx.post(url, body(), { token: suite.tokens.duty });
    expect(res.statusCode, res.body).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_FAILED');
    const field = error.fields?.find((f) => f.path === path && f.key === key);
    expect(field, JSON.stringify(error.fields)).toBeDefined();
    // Every field error carries its message in Spanish, never the bare key.
    expect(field?.message).not.toBe(key);
  });

  it('answers 400 for a body that is not JSON or not an object', async () => {
    for (const url of URLS) {
      const res = await suite.ctx.app.inject({
        method: 'POST',
        url,
        headers: {
          ...KEY_HEADERS,
          authorization: `Bearer ${suite.tokens.duty}`,
          'content-type': 'application/json',
        },
        payload: '{"_id":',
      });
      expect(res.statusCode, url).toBe(400);
      expect(
        (await suite.ctx.post(url, [1, 2], { token: suite.tokens.duty })).statusCode,
        url,
      ).toBe(400);
    }
  });

  it('answers 404 for a leg that does not exist', async () => {
    const res = await suite.ctx.post(
      '/v1/leg/modified',
      { _id: '00000000-0000-4000-8000-000000000000', version: 1, cda_assigned: cda() },
      { token: suite.tokens.duty },
    );
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
  });

  it('saved nothing: both legs keep their values, version 1 and no audit entry', async () => {
    for (const id of [plain, delayed]) {
      const row = await storedLeg(suite.ctx, id);
      expect(row.version).toBe(1);
      expect(row.cdaAssigned).toBeNull();
      expect(row.cdaAssignedArrival).toBeNull();
      expect(row.trailersArrival).toEqual([]);
      expect(row.trailersDeparture).toEqual([]);
      expect(row.servicesArrival).toEqual([]);
      expect(row.servicesDeparture).toEqual([]);
      expect(row.peaCommentsDeparture).toEqual([]);
      expect(row.updatedAt.toISOString()).toBe(NOW.toISOString());
      expect(await changesOf(suite.ctx, id)).toEqual([]);
    }
    expect((await storedLeg(suite.ctx, plain)).delays).toEqual([]);
    expect((await storedLeg(suite.ctx, delayed)).delays).toMatchObject([{ minutes: 10 }]);
  });
});
