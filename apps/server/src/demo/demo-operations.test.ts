import { currentRegistration, feedScheduleErrors, localDate, readFeedItem } from '@board/domain';
import { describe, expect, it } from 'vitest';
import { airportZones } from '../reference/airports.ts';
import { demoWindow } from './demo-operations.ts';

const zones = await airportZones();
// A Santiago clock change falls in this window (first Sunday of April 2026).
const now = new Date('2026-04-05T15:00:00Z');
const { schedule, changes } = demoWindow(zones, now);

describe('demo operations', () => {
  it('give each hub between 300 and 600 legs on each day of the window', () => {
    for (const hub of ['LIM', 'SCL']) {
      const zone = zones.get(hub) ?? '';
      const days = new Map<string, number>();
      for (const leg of schedule) {
        const day =
          leg.depstn === hub
            ? leg.datop_local
            : leg.arrstn === hub
              ? localDate(leg.sta ?? '', zone)
              : null;
        if (day) days.set(day, (days.get(day) ?? 0) + 1);
      }
      const full = [...days.entries()].filter(
        ([day]) => day >= '2026-04-02' && day <= '2026-04-06',
      );
      expect(full).toHaveLength(5);
      for (const [day, count] of full) {
        expect(count, `${hub} ${day}`).toBeGreaterThanOrEqual(300);
        expect(count, `${hub} ${day}`).toBeLessThanOrEqual(600);
      }
    }
  });

  it('plans one stand for each turn at a hub, and never two aircraft on a stand at once', () => {
    for (const hub of ['LIM', 'SCL']) {
      const onStand = new Map<string, [number, number, string][]>();
      const byAircraft = new Map<string, typeof schedule>();
      for (const leg of schedule) {
        if (leg.status === 'CANCELED' || (leg.arrstn !== hub && leg.depstn !== hub)) continue;
        byAircraft.set(leg.registration ?? '', [
          ...(byAircraft.get(leg.registration ?? '') ?? []),
          leg,
        ]);
      }
      const at = (leg: (typeof schedule)[number]) =>
        new Date((leg.arrstn === hub ? leg.sta : leg.std) ?? '').getTime();
      for (const [registration, legs] of byAircraft) {
        const moves = legs.sort((a, b) => at(a) - at(b));
        moves.forEach((leg, i) => {
          const next = moves[i + 1];
          if (leg.arrstn !== hub || next?.depstn !== hub) return;
          // The aircraft leaves from the stand it came to.
          expect(next.stand_departure?.number, `${hub} ${registration}`).toBe(
            leg.stand_arrival?.number,
          );
          const stand = leg.stand_arrival?.number ?? '';
          onStand.set(stand, [...(onStand.get(stand) ?? []), [at(leg), at(next), registration]]);
        });
      }
      for (const [stand, turns] of onStand) {
        const sorted = turns.sort((a, b) => a[0] - b[0]);
        sorted.slice(1).forEach((turn, i) => {
          const before = sorted[i];
          if (before)
            expect(
              turn[0],
              `${hub} stand ${stand}: ${before[2]} then ${turn[2]}`,
            ).toBeGreaterThanOrEqual(before[1]);
        });
      }
    }
  });

  it('moves each aircraft from station to station without jumps', () => {
    const byAircraft = new Map<string, typeof schedule>();
    for (const leg of schedule) {
      const list = byAircraft.get(leg.registration ?? '') ?? [];
      list.push(leg);
      byAircraft.set(leg.registration ?? '', list);
    }
    for (const [registration, legs] of byAircraft) {
      legs.sort((a, b) => (a.std ?? '').localeCompare(b.std ?? ''));
      for (let i = 1; i < legs.length; i++) {
        expect(legs[i]?.depstn, `${registration} leg ${i}`).toBe(legs[i - 1]?.arrstn);
        expect((legs[i]?.std ?? '') > (legs[i - 1]?.sta ?? ''), `${registration} turn ${i}`).toBe(
          true,
        );
      }
    }
  });

  it('include cancelled, rescheduled, confirmed and delayed legs, and later changes', () => {
    const statuses = new Set(schedule.map((l) => l.status));
    expect(statuses).toEqual(new Set(['CANCELED', 'RESCHEDULED', 'CONFIRMED', undefined]));
    expect(schedule.some((l) => l.etd)).toBe(true);
    expect(changes.some((c) => c.registration)).toBe(true);
    expect(changes.some((c) => c.stand_arrival || c.stand_departure)).toBe(true);
    expect(schedule.every((l) => currentRegistration(l.registration) !== '')).toBe(true);
  });

  it('pass every check of the operations feed, each leg once in the window', () => {
    const zoneOf = (station: string) => zones.get(station);
    const problems = schedule.flatMap((raw) => {
      const read = readFeedItem(raw);
      const fields = [...read.fields, ...feedScheduleErrors(read, null, zoneOf)];
      return fields.map((f) => `${read.legKey} ${f.path}: ${f.key}`);
    });
    expect(problems).toEqual([]);
    const keys = schedule.map((raw) => readFeedItem(raw).legKey);
    expect(new Set(keys).size).toBe(schedule.length);
    const changed = changes.map((raw) => readFeedItem(raw));
    expect(changed.flatMap((read) => read.fields)).toEqual([]);
    expect(new Set(changed.map((read) => read.legKey)).size).toBe(changes.length);
  });

  it('are the same on every run', () => {
    expect(demoWindow(zones, now).schedule).toEqual(schedule);
  });
});
