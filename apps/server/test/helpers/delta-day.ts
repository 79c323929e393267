import type { FeedLegInput } from '@board/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { legs } from '../../src/db/schema.ts';
import { errorOf } from './api.ts';
import { cda, delaysBody } from './leg-edits.ts';
import type { TestContext } from './test-app.ts';

/**
 * A small day of Lima and the days either side (decision 0060's property test): four aircraft
 * turning across local midnight, legs between other stations that Lima's continuity marks read
 * (AZE's and AZF's CUZ–AQP legs), a leg without aircraft, and legs the writes may create later.
 */
export const DAYS = ['2026-03-09', '2026-03-10', '2026-03-11'] as const;
const [Y, T, M] = DAYS;

interface Flight {
  flight: string;
  day: string;
  from: string;
  to: string;
  /** Local clock time at `from`. */
  std: string;
  block: number;
  registration: string | null;
  /** Created by a write of the sequence, not with the day. */
  later?: true;
}

const flight = (...f: [string, string, string, string, string, number, string | null]): Flight => {
  const [number, day, from, to, std, block, registration] = f;
  return { flight: number, day, from, to, std, block, registration };
};

export const FLIGHTS: readonly Flight[] = [
  // AZC lands at Lima before midnight and leaves after it.
  flight('3001', Y, 'CUZ', 'LIM', '22:00', 80, 'AZC'),
  flight('3002', T, 'LIM', 'CUZ', '00:30', 80, 'AZC'),
  flight('3003', T, 'CUZ', 'LIM', '09:00', 80, 'AZC'),
  flight('3004', T, 'LIM', 'AQP', '11:10', 90, 'AZC'),
  // AZD spends the night in Santiago.
  flight('3011', T, 'AQP', 'LIM', '20:00', 90, 'AZD'),
  flight('3012', T, 'LIM', 'SCL', '23:30', 210, 'AZD'),
  flight('3013', M, 'SCL', 'LIM', '06:30', 240, 'AZD'),
  flight('3014', M, 'LIM', 'TRU', '09:20', 70, 'AZD'),
  // AZE turns short at Lima, then flies between two other stations before coming back.
  flight('3021', T, 'TRU', 'LIM', '07:00', 70, 'AZE'),
  flight('3022', T, 'LIM', 'CUZ', '08:40', 80, 'AZE'),
  flight('3023', T, 'CUZ', 'AQP', '11:00', 60, 'AZE'),
  flight('3024', T, 'AQP', 'LIM', '12:30', 90, 'AZE'),
  flight('3025', T, 'LIM', 'CUZ', '15:00', 80, 'AZE'),
  // AZF was last seen at Arequipa, yet comes to Lima from Trujillo.
  flight('3033', Y, 'LIM', 'CUZ', '18:00', 80, 'AZF'),
  flight('3031', T, 'CUZ', 'AQP', '07:00', 60, 'AZF'),
  flight('3032', T, 'TRU', 'LIM', '10:00', 70, 'AZF'),
  flight('3041', T, 'CUZ', 'LIM', '13:00', 80, null),
  ...[
    flight('3051', M, 'CUZ', 'LIM', '00:20', 80, 'AZG'),
    flight('3052', T, 'LIM', 'CUZ', '22:45', 80, 'AZC'),
    flight('3053', Y, 'AQP', 'LIM', '20:00', 90, 'AZF'),
    flight('3054', T, 'AQP', 'CUZ', '16:00', 60, 'AZE'),
  ].map((f): Flight => ({ ...f, later: true })),
];

const OFFSETS: Record<string, string> = { SCL: '-03:00' };
const MINUTE = 60_000;
const stdOf = (f: Flight) => new Date(`${f.day}T${f.std}:00${OFFSETS[f.from] ?? '-05:00'}`);
const staOf = (f: Flight, shift = 0) => new Date(stdOf(f).getTime() + (f.block + shift) * MINUTE);
const keyOf = (f: Flight) => ({
  airline: 'LA',
  flight_number: f.flight,
  datop_local: f.day,
  depstn: f.from,
});

/** A flight as the feed creates it. */
export const created = (f: Flight): FeedLegInput => ({
  ...keyOf(f),
  arrstn: f.to,
  std: stdOf(f).toISOString(),
  sta: staOf(f).toISOString(),
  registration: f.registration,
  material: '320',
  capacity: 186,
});

const registrations = fc.constantFrom('AZC', 'AZD', 'AZE', 'AZF', 'AZG', null);
const anyFlight = fc.nat({ max: FLIGHTS.length - 1 });
const fromLima = FLIGHTS.flatMap((f, i) => (f.from === 'LIM' ? [i] : []));
const minutes = fc.constantFrom(0, 10, 35, 70);

/** One write of the sequence: through the feed, a movement message, or a station's edit. */
export const write = fc.oneof(
  fc.record({
    kind: fc.constant('etd' as const),
    at: anyFlight,
    late: fc.constantFrom(null, 0, 15, 40, 90),
  }),
  fc.record({ kind: fc.constant('registration' as const), at: anyFlight, to: registrations }),
  fc.record({ kind: fc.constant('cancel' as const), at: anyFlight, cancelled: fc.boolean() }),
  // A new arrival time, which may take the arrival across local midnight.
  fc.record({
    kind: fc.constant('sta' as const),
    at: anyFlight,
    shift: fc.constantFrom(-20, 0, 45, 90),
  }),
  fc.record({
    kind: fc.constant('mvt' as const),
    at: anyFlight,
    event: fc.constantFrom('AD' as const, 'AA' as const, 'ED' as const),
    late: minutes,
    delay: fc.boolean(),
    registration: fc.option(registrations.filter((r) => r !== null)),
  }),
  fc.record({
    kind: fc.constant('delays' as const),
    at: fc.constantFrom(...fromLima),
    minutes: fc.constantFrom(0, 5, 25),
    second: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('cda' as const),
    at: fc.constantFrom(...fromLima),
    name: fc.constantFrom('Rosa', 'Ana', 'Luis'),
  }),
);
export type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (at: Date) => `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}`;
const later = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

/** The movement message a write sends, for the leg as stored now. */
function movement(w: Extract<Write, { kind: 'mvt' }>, f: Flight, stored: StoredRow): string {
  const aircraft = w.registration ?? stored.registration?.split('/')[0] ?? 'AZG';
  const station = w.event === 'AA' ? f.to : f.from;
  const line = `LA${f.flight}/${pad(stored.std.getUTCDate())}.CC${aircraft}.${station}`;
  const off = later(stored.std, w.late);
  const events = {
    AD: `AD${hhmm(off)}/${hhmm(later(off, 12))} EA${hhmm(later(stored.sta, w.late))} ${f.to}`,
    AA: `AA${hhmm(later(stored.sta, w.late))}/${hhmm(later(stored.sta, w.late + 6))}`,
    ED: `ED${pad(off.getUTCDate())}${hhmm(off)}`,
  };
  const delay =
    w.event === 'AD' && w.delay && w.late > 0
      ? [`DL93/${pad(Math.floor(w.late / 60))}${pad(w.late % 60)}`]
      : [];
  return ['MVT', line, events[w.event], ...delay].join('\n');
}

type StoredRow = typeof legs.$inferSelect;

/**
 * Runs writes through the production API, each checked to be taken (or refused for the reason
 * the leg gives), so a generated sequence cannot pass by writing nothing. `stored` names the
 * flights already created.
 */
export function writer(ctx: TestContext, token: string, stored: Set<string>) {
  const rowOf = async (f: Flight) =>
    (await ctx.database.db.select().from(legs).where(eq(legs.flightNumber, f.flight)))[0];

  async function feed(f: Flight, change: Partial<FeedLegInput>) {
    const item = stored.has(f.flight) ? { ...keyOf(f), ...change } : { ...created(f), ...change };
    const res = await ctx.feed([item]);
    expect(res.json().data, res.body).toMatchObject({ rejected: 0 });
    stored.add(f.flight);
  }

  async function edit(url: string, row: StoredRow, body: object) {
    const res = await ctx.post(url, body, { token });
    if (row.status === 'CANCELED') expect(errorOf(res).code).toBe('LEG_CANCELLED');
    else expect(res.statusCode, res.body).toBe(200);
  }

  return async function run(w: Write): Promise<void> {
    const f = FLIGHTS[w.at] as Flight;
    if (w.kind === 'etd')
      return feed(f, { etd: w.late === null ? null : later(stdOf(f), w.late).toISOString() });
    if (w.kind === 'registration') return feed(f, { registration: w.to });
    if (w.kind === 'cancel') return feed(f, { status: w.cancelled ? 'CANCELED' : null });
    if (w.kind === 'sta') return feed(f, { sta: staOf(f, w.shift).toISOString() });
    const row = await rowOf(f);
    if (!row) return;
    if (w.kind === 'mvt') {
      const res = await ctx.mvt(movement(w, f, row));
      expect(res.json().data.messages[0].outcome, res.body).not.toBe('rejected');
      return;
    }
    if (w.kind === 'cda') {
      const body = { _id: row.id, version: row.version, cda_assigned: cda(w.name) };
      return edit('/v1/leg/modified', row, body);
    }
    const entries = [
      ...(w.minutes > 0 ? [{ code: '93', minutes: w.minutes }] : []),
      ...(w.second ? [{ code: '81', minutes: 10 }] : []),
    ];
    if (row.delays.length === 0 && entries.length === 0) return;
    const call = row.delays.length === 0 ? 'store' : 'update';
    return edit(`/v1/leg/${call}-delays`, row, delaysBody(row.id, row.version, entries));
  };
}
