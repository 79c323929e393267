import { randomUUID } from 'node:crypto';
import {
  addDays,
  currentRegistration,
  DEFAULT_REGISTRATIONS,
  localTime,
  milestonesArrivalForm,
  milestonesDepartureForm,
  networkResponse,
  overnightTypesAt,
} from '@board/domain';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legChanges, legs, users } from '../../src/db/schema.ts';
import { demoWindow } from '../../src/demo/demo-operations.ts';
import { demoDelays } from '../../src/demo/demo-record-values.ts';
import { demoInbounds, recordDemoDay } from '../../src/demo/demo-records.ts';
import { departuresOf } from '../../src/modules/legs/legs.repository.ts';
import { airportZones } from '../../src/reference/airports.ts';
import { NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

const zones = await airportZones();
const YESTERDAY = addDays(TODAY, -1);
const minutes = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 60_000);

let ctx: TestContext;
let recorded: number;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  const { schedule } = demoWindow(zones, NOW, (hub, day) => hub === 'LIM' && day === YESTERDAY);
  await ctx.app.feed.ingest(schedule);
  const deps = { db: ctx.database.db, zones, recorderAt: ctx.app.recorderAt };
  recorded = await recordDemoDay(deps, 'LIM', YESTERDAY);
});
afterAll(() => ctx.close());

const day = () =>
  ctx.database.db
    .select()
    .from(legs)
    .where(
      or(
        and(eq(legs.depstn, 'LIM'), eq(legs.datopLocal, YESTERDAY)),
        and(eq(legs.arrstn, 'LIM'), eq(legs.arrivalDate, YESTERDAY)),
      ),
    );

describe("the demo's recorded work of a past day", () => {
  it('codes every departure that left 15 minutes late or more, for exactly its minutes', async () => {
    const departures = (await day()).filter((l) => l.depstn === 'LIM' && l.status !== 'CANCELED');
    const late = departures.filter((l) => l.pushback && minutes(l.std, l.pushback) >= 15);
    expect(late.length).toBeGreaterThan(5);
    for (const leg of departures) {
      const total = leg.delays.reduce((sum, d) => sum + d.minutes, 0);
      const due = late.includes(leg) && leg.pushback ? minutes(leg.std, leg.pushback) : 0;
      expect(total, leg.flightNumber).toBe(due);
      for (const entry of leg.delays) {
        expect(entry.delay.name).not.toBe('');
        expect(entry.last_editor).toEqual({ name: expect.any(String), role: 'CTA' });
        expect(entry.modified_by_duty).toBe(false);
      }
    }
  });

  it('records the overnight of each tracked aircraft on its last arrival, and no other', async () => {
    const arrivals = (await day())
      .filter((l) => l.arrstn === 'LIM' && l.status !== 'CANCELED')
      .sort((a, b) => a.sta.getTime() - b.sta.getTime());
    const last = new Map<string, string>();
    for (const leg of arrivals) last.set(currentRegistration(leg.registration), leg.id);
    const tracked = new Set<string>(DEFAULT_REGISTRATIONS);
    let overnights = 0;
    const types = new Set<number | null>();
    for (const leg of arrivals) {
      const registration = currentRegistration(leg.registration);
      const expected = tracked.has(registration) && last.get(registration) === leg.id;
      expect(leg.overnight !== null, `${leg.flightNumber} ${registration}`).toBe(expected);
      const { overnight } = leg;
      if (!overnight) continue;
      overnights++;
      // Only Lima's types and the general ones: no Santiago taxiway or maintenance base here.
      expect(overnightTypesAt('LIM').map((t) => t.code)).toContain(overnight.type.code);
      types.add(overnight.type.code);
      expect(overnight.ubication).not.toBe('');
      if (overnight.cut) expect(overnight.cut_duration.total).toBe(315);
    }
    expect(overnights).toBeGreaterThan(5);
    expect(types.size).toBeGreaterThan(1);
  });

  it("fills Bogota's milestones from the flights' own times, in Bogota time", async () => {
    const legsOfBogota = (await day()).filter(
      (l) => (l.arrstn === 'BOG' || l.depstn === 'BOG') && l.status !== 'CANCELED',
    );
    expect(legsOfBogota.length).toBeGreaterThan(0);
    for (const leg of legsOfBogota) {
      if (leg.arrstn === 'BOG') {
        expect(leg.milestonesArrival).not.toBeNull();
        expect(milestonesArrivalForm(leg.milestonesArrival).milestones.chock).toBe(
          localTime(leg.onBlocks, 'America/Bogota'),
        );
      } else {
        const closed = leg.pushback && new Date(leg.pushback.getTime() - 3 * 60_000);
        expect(leg.milestonesDeparture).not.toBeNull();
        expect(milestonesDepartureForm(leg.milestonesDeparture).milestones.close_doors).toBe(
          localTime(closed, 'America/Bogota'),
        );
      }
    }
    const elsewhere = (await day()).filter((l) => l.arrstn !== 'BOG' && l.depstn !== 'BOG');
    expect(elsewhere.every((l) => !l.milestonesArrival && !l.milestonesDeparture)).toBe(true);
  });

  it('are the same on every start: they follow the flight, not the ids of a database', async () => {
    const departures = await departuresOf(ctx.database.db, 'LIM', YESTERDAY);
    const inbounds = await demoInbounds(ctx.database.db, 'LIM', YESTERDAY);
    const coded = departures.filter((leg) => leg.delays.length > 0);
    expect(coded.length).toBeGreaterThan(5);
    for (const leg of coded) {
      const inbound = inbounds.get(leg._id) ?? null;
      // Recorded delays are no input: a departure's own flight and its inbound decide.
      const again = demoDelays({ ...leg, _id: randomUUID() }, inbound);
      expect(again?.delays, leg.flight_number).toEqual(
        leg.delays.map((d) => ({
          delay: { code: d.delay.code },
          minutes: d.minutes,
          description: d.description,
        })),
      );
    }
  });

  it("codes the outstations' late departures into Lima too, so Red sees every late minute", async () => {
    const fromOutstations = (await day()).filter(
      (l) => l.arrstn === 'LIM' && l.depstn !== 'SCL' && l.status !== 'CANCELED',
    );
    const late = fromOutstations.filter((l) => l.pushback && minutes(l.std, l.pushback) >= 15);
    expect(late.length).toBeGreaterThan(5);
    for (const leg of fromOutstations) {
      const total = leg.delays.reduce((sum, d) => sum + d.minutes, 0);
      const due = late.includes(leg) && leg.pushback ? minutes(leg.std, leg.pushback) : 0;
      expect(total, `${leg.depstn} ${leg.flightNumber}`).toBe(due);
    }
    // Red's day is every departure of that local day: its Pareto holds all their late minutes
    // but those of Santiago's departures, whose own day is not recorded here.
    const lateMinutes = (await day())
      .filter((l) => l.datopLocal === YESTERDAY && l.depstn !== 'SCL' && l.status !== 'CANCELED')
      .map((l) => (l.pushback ? minutes(l.std, l.pushback) : 0))
      .filter((late) => late >= 15)
      .reduce((sum, late) => sum + late, 0);
    const duty = (await ctx.login('duty@example.com', 'duty2026')).access_token;
    const red = await ctx.post('/v1/network/summary', { day: YESTERDAY }, { token: duty });
    const pareto = networkResponse.parse(red.json()).data.delayGroups;
    expect(pareto.reduce((sum, group) => sum + group.minutes, 0)).toBe(lateMinutes);
  });

  it("keeps each save in the legs' history under the CTA of the station it is for, after that day", async () => {
    const changes = await ctx.database.db
      .select({ change: legChanges, leg: legs, user: users })
      .from(legChanges)
      .innerJoin(legs, eq(legs.id, legChanges.legId))
      .innerJoin(users, eq(users.id, legChanges.userId));
    expect(changes).toHaveLength(recorded);
    for (const { change, leg, user } of changes) {
      expect(change.role).toBe('CTA');
      const side = change.call.endsWith('-delays') ? leg.depstn : null;
      expect([leg.depstn, leg.arrstn], change.call).toContain(user.stationCode);
      if (side) expect(user.stationCode, leg.flightNumber).toBe(side);
      expect(change.changedAt.toISOString() > `${TODAY}T05:00:00Z`).toBe(true);
    }
    // Lima's and Bogotá's listed accounts, and the teams of the outstations that coded.
    expect(new Set(changes.map(({ user }) => user.stationCode)).size).toBeGreaterThan(5);
  });
});
