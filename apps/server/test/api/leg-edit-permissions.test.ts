import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legs } from '../../src/db/schema.ts';
import { departureItem, NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

/**
 * Every write call × role × own or other station × today or two days back × cancelled or not:
 * the answer, and that a refused call changed nothing at all.
 */
const PAST = '2026-03-08';
const USERS = {
  'CTA of LIM': ['cta.lim@example.com', 'lima2026'],
  'CTA of SCL': ['cta.scl@example.com', 'santiago2026'],
  GENERIC: ['generic@example.com', 'generic2026'],
  DUTY: ['duty@example.com', 'duty2026'],
  'no role': ['norole@example.com', 'norole2026'],
} as const;
type User = keyof typeof USERS;

const STORED_DELAY = {
  delay: { code: '93', name: 'x', iataResponsible: 'Reaccionario' },
  minutes: 10,
  description: '',
  last_editor: { name: 'María Quispe', role: 'CTA' },
  last_update: NOW.toISOString(),
  modified_by_duty: false,
};

/** Each call: the body for a leg and version, and what the leg holds before it (reset). */
const CALLS = {
  'modified (CDA)': {
    url: '/v1/leg/modified',
    delays: [],
    body: (_id: string, version: number) => ({
      _id,
      version,
      cda_assigned: { name: 'Rosa', last_name: 'Quispe', phone_number: '+51987654321' },
    }),
  },
  'modified (tows)': {
    url: '/v1/leg/modified',
    delays: [],
    body: (_id: string, version: number) => ({
      _id,
      version,
      trailers_departure: [
        {
          trailer: {
            code: 2,
            description_pea: { tape_hall: '', number: 'R4' },
            overnight_stay: '',
          },
          duration: { start: '10:00', end: '10:20' },
          original_pea: { tape_hall: 'A4', number: '12' },
          equipment_number: 'TR-7',
          operator_name: 'J. Pérez',
          description: '',
          additional_service: false,
        },
      ],
    }),
  },
  'modified (services)': {
    url: '/v1/leg/modified',
    delays: [],
    body: (_id: string, version: number) => ({
      _id,
      version,
      additional_services_departure: [
        { code: 'GPU', description: 'Pedido por mantenimiento', duration: { start: '', end: '' } },
      ],
    }),
  },
  updatePea: {
    url: '/v1/leg/updatePea',
    delays: [],
    body: (_id: string, version: number) => ({
      _id,
      version,
      side: 'departure',
      peaTypeComments: [{ index: 0, comment: 'Asignada por control' }],
    }),
  },
  'store-delays': {
    url: '/v1/leg/store-delays',
    delays: [],
    body: (_id: string, version: number, depstn: string) => ({
      _id,
      version,
      depstn,
      delays: [{ delay: { code: '93' }, minutes: 20, description: '' }],
      delays_min_total: 20,
    }),
  },
  'update-delays': {
    url: '/v1/leg/update-delays',
    delays: [STORED_DELAY],
    body: (_id: string, version: number, depstn: string) => ({
      _id,
      version,
      depstn,
      delays: [{ delay: { code: '93' }, minutes: 25, description: 'Llegó tarde' }],
      delays_min_total: 25,
    }),
  },
} as const;
type Call = keyof typeof CALLS;

let ctx: TestContext;
const tokens = {} as Record<User, string>;
const legIds = new Map<string, string>();
const legKey = (station: string, day: string, cancelled: boolean) =>
  `${station}|${day}|${cancelled}`;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  for (const [user, [email, password]] of Object.entries(USERS)) {
    tokens[user as User] = (await ctx.login(email, password)).access_token;
  }
  let flight = 3000;
  const items = [];
  for (const station of ['LIM', 'SCL']) {
    for (const day of [TODAY, PAST]) {
      for (const cancelled of [false, true]) {
        flight++;
        items.push(
          departureItem({
            flight_number: String(flight),
            datop_local: day,
            depstn: station,
            arrstn: 'CUZ',
            std: `${day}T11:10:00-05:00`,
            sta: `${day}T12:30:00-05:00`,
            ...(cancelled && { status: 'CANCELED' as const }),
          }),
        );
        legIds.set(legKey(station, day, cancelled), String(flight));
      }
    }
  }
  const fed = await ctx.feed(items);
  expect(fed.json().data.rejected).toBe(0);
  for (const [key, flightNumber] of legIds) {
    const [row] = await ctx.database.db
      .select({ id: legs.id })
      .from(legs)
      .where(eq(legs.flightNumber, flightNumber));
    legIds.set(key, row?.id ?? '');
  }
});
afterAll(() => ctx.close());

/** What section 6 says each attempt gets, written out independently of the rule function. */
function expected(user: User, station: string, day: string, cancelled: boolean) {
  if (user === 'no role') return 'NO_ROLE';
  if (user === 'GENERIC') return 'FORBIDDEN';
  if (user === 'CTA of LIM' && station !== 'LIM') return 'FORBIDDEN';
  if (user === 'CTA of SCL' && station !== 'SCL') return 'FORBIDDEN';
  if (cancelled) return 'LEG_CANCELLED';
  if (day === PAST && user !== 'DUTY') return 'DAY_LOCKED';
  return null;
}

const cases: [Call, User, string, string, boolean][] = [];
for (const call of Object.keys(CALLS) as Call[]) {
  for (const user of Object.keys(USERS) as User[]) {
    for (const station of ['LIM', 'SCL']) {
      for (const day of [TODAY, PAST]) {
        for (const cancelled of [false, true]) cases.push([call, user, station, day, cancelled]);
      }
    }
  }
}

async function storedRow(id: string) {
  const [row] = await ctx.database.db.select().from(legs).where(eq(legs.id, id));
  if (!row) throw new Error('leg missing');
  return row;
}

describe('who may record what, enforced by the server', () => {
  it.each(cases)(
    '%s by %s on a %s leg of %s, cancelled %s',
    async (call, user, station, day, cancelled) => {
      const id = legIds.get(legKey(station, day, cancelled)) ?? '';
      const spec = CALLS[call];
      // Every case starts from the same leg.
      await ctx.database.db
        .update(legs)
        .set({
          version: 1,
          delays: [...spec.delays],
          cdaAssigned: null,
          trailersDeparture: [],
          servicesDeparture: [],
          peaCommentsDeparture: [],
        })
        .where(eq(legs.id, id));
      const before = await storedRow(id);

      const res = await ctx.post(spec.url, spec.body(id, 1, station), { token: tokens[user] });
      const refusal = expected(user, station, day, cancelled);
      const after = await storedRow(id);
      if (refusal) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe(refusal);
        expect(after).toEqual(before);
      } else {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.leg.version).toBe(2);
        expect(after.version).toBe(2);
        expect(after).not.toEqual(before);
      }
    },
  );
});
