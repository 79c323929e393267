import { describe, expect, it } from 'vitest';
import { turnaroundRow } from '../rules/turnaround.ts';
import type { Leg } from '../schemas/legs.ts';
import { testLeg } from '../testing/test-leg.ts';
import { timelineBars } from './timeline-bars.ts';
import { timelineConflicts } from './timeline-conflicts.ts';
import { timelineGroups } from './timeline-rows.ts';

const T = (hhmm: string) => `2026-11-22T${hhmm}:00.000Z`;
const ms = (hhmm: string) => new Date(T(hhmm)).getTime();

let next = 0;
function arrival(sta: string, over: Partial<Leg> = {}): Leg {
  next += 1;
  return testLeg({
    _id: `a${next}`,
    flight_number: `LA3${String(next).padStart(3, '0')}`,
    depstn: 'CUZ',
    arrstn: 'LIM',
    std: T('08:00'),
    sta: T(sta),
    pea_type_arrival: 'bridge',
    pea_number_arrival: '5',
    ...over,
  });
}
function departure(std: string, over: Partial<Leg> = {}): Leg {
  next += 1;
  return testLeg({
    _id: `d${next}`,
    flight_number: `LA4${String(next).padStart(3, '0')}`,
    depstn: 'LIM',
    arrstn: 'CUZ',
    std: T(std),
    sta: T('23:00'),
    pea_type_departure: 'bridge',
    pea_number_departure: '5',
    ...over,
  });
}

describe('the timeline bars', () => {
  it('runs a turnaround from its best-known on-block to its best-known off-block', () => {
    const a = arrival('10:00', { eta: T('10:10'), control_taxi_on_blocks: T('10:12') });
    const d = departure('11:00', { etd: T('11:20') });
    const [bar] = timelineBars([turnaroundRow(a, d)]);
    expect(bar).toMatchObject({
      stand: { number: '5', type: 'bridge' },
      start: ms('10:12'),
      end: ms('11:20'),
      scheduledStart: ms('10:00'),
      scheduledEnd: ms('11:00'),
      actualStart: true,
      actualEnd: false,
      openStart: false,
      openEnd: false,
    });
  });

  it("leaves an arrival's end and a departure's start open, the type's minimum long", () => {
    const [alone] = timelineBars([turnaroundRow(arrival('10:00', { material: '321' }), null)]);
    expect(alone).toMatchObject({ openEnd: true, start: ms('10:00'), end: ms('10:50') });
    const [leaving] = timelineBars([turnaroundRow(null, departure('12:00'))]);
    expect(leaving).toMatchObject({ openStart: true, start: ms('11:15'), end: ms('12:00') });
  });

  it('splits a towed turnaround into two linked bars, one on each stand', () => {
    const a = arrival('10:00', { pea_number_arrival: '5' });
    const d = departure('12:00', { pea_type_departure: 'remote', pea_number_departure: 'R3' });
    const [before, after] = timelineBars([turnaroundRow(a, d)]);
    expect(before).toMatchObject({ stand: { number: '5' }, start: ms('10:00'), end: ms('11:00') });
    expect(before?.departure).toBeNull();
    expect(after).toMatchObject({ stand: { number: 'R3', type: 'remote' }, start: ms('11:00') });
    expect(after?.towedFrom).toBe(before?.id);
    expect(after?.arrival).toBeNull();
  });

  it('greys a cancelled leg', () => {
    const [bar] = timelineBars([
      turnaroundRow(null, departure('12:00', { leg_status_timeline: 'CANCELED' })),
    ]);
    expect(bar?.cancelled).toBe(true);
  });
});

describe('the timeline conflicts', () => {
  it('flags two aircraft on one stand at overlapping times, and not bars that only touch', () => {
    const rows = [
      turnaroundRow(
        arrival('10:00', { registration: 'AAA' }),
        departure('11:00', { registration: 'AAA' }),
      ),
      turnaroundRow(
        arrival('10:40', { registration: 'BBB' }),
        departure('11:40', { registration: 'BBB' }),
      ),
      turnaroundRow(
        arrival('11:40', { registration: 'CCC' }),
        departure('12:40', { registration: 'CCC' }),
      ),
    ];
    const conflicts = timelineConflicts(rows, timelineBars(rows));
    expect(conflicts.map((c) => [c.kind, c.stand, c.at])).toEqual([
      ['standOverlap', '5', ms('10:40')],
    ]);
    expect(conflicts[0]?.flights).toHaveLength(4);
  });

  it('does not count a cancelled leg as holding the stand', () => {
    const rows = [
      turnaroundRow(arrival('10:00'), departure('11:00')),
      turnaroundRow(
        arrival('10:30', { leg_status_timeline: 'CANCELED', registration: 'ZZZ' }),
        null,
      ),
    ];
    expect(timelineConflicts(rows, timelineBars(rows))).toEqual([]);
  });

  it("flags a turnaround shorter than its type's minimum while the aircraft is still there", () => {
    const rows = [
      turnaroundRow(arrival('10:00', { eta: T('10:30') }), departure('11:00', { material: '321' })),
    ];
    expect(timelineConflicts(rows, timelineBars(rows))).toMatchObject([
      { kind: 'shortGround', minutes: 30, minimum: 50 },
    ]);
    const pushed = [
      turnaroundRow(
        arrival('10:00', { eta: T('10:30') }),
        departure('11:00', { control_taxi_pushback: T('11:02') }),
      ),
    ];
    expect(timelineConflicts(pushed, timelineBars(pushed))).toEqual([]);
  });

  it("flags an outbound due off-block before its inbound's on-block", () => {
    const rows = [
      turnaroundRow(arrival('10:00', { eta: T('11:30') }), departure('11:00', { etd: T('11:10') })),
    ];
    expect(timelineConflicts(rows, timelineBars(rows)).map((c) => c.kind)).toEqual([
      'departsBeforeArrival',
    ]);
  });
});

describe('the timeline rows', () => {
  it('groups stands as bridges, remote stands, then legs with no stand, in natural order', () => {
    const rows = [
      turnaroundRow(arrival('10:00', { pea_number_arrival: '10' }), null),
      turnaroundRow(arrival('10:00', { pea_number_arrival: '2' }), null),
      turnaroundRow(
        arrival('10:00', { pea_type_arrival: 'remote', pea_number_arrival: 'R1' }),
        null,
      ),
      turnaroundRow(
        arrival('10:00', { pea_type_arrival: null, pea_number_arrival: null, registration: 'QQQ' }),
        null,
      ),
    ];
    const groups = timelineGroups(timelineBars(rows), 'stand');
    expect(groups[0]?.rows[0]?.lanes).toBe(1);
    expect(groups.map((g) => [g.key, g.rows.map((r) => r.label)])).toEqual([
      ['bridge', ['2', '10']],
      ['remote', ['R1']],
      ['none', ['QQQ']],
    ]);
  });

  it('puts each aircraft on a row of its own by registration, its bars in order', () => {
    const rows = [
      turnaroundRow(arrival('14:00', { registration: 'AAB' }), null),
      turnaroundRow(
        arrival('09:00', { registration: 'AAA' }),
        departure('10:00', { registration: 'AAA' }),
      ),
      turnaroundRow(arrival('13:00', { registration: 'AAA' }), null),
    ];
    const [fleet] = timelineGroups(timelineBars(rows), 'registration');
    expect(fleet?.rows.map((r) => [r.label, r.bars.map((b) => b.start)])).toEqual([
      ['AAA', [ms('09:00'), ms('13:00')]],
      ['AAB', [ms('14:00')]],
    ]);
  });

  it('gives overlapping bars on one stand lanes of their own, and reuses a lane once free', () => {
    const rows = [
      turnaroundRow(
        arrival('10:00', { registration: 'AAA' }),
        departure('11:00', { registration: 'AAA' }),
      ),
      turnaroundRow(
        arrival('10:30', { registration: 'BBB' }),
        departure('11:30', { registration: 'BBB' }),
      ),
      turnaroundRow(
        arrival('11:10', { registration: 'CCC' }),
        departure('12:00', { registration: 'CCC' }),
      ),
    ];
    const [row] = timelineGroups(timelineBars(rows), 'stand')[0]?.rows ?? [];
    expect(row?.lanes).toBe(2);
    expect(row?.bars.map((bar) => row.laneOf.get(bar.id))).toEqual([0, 1, 0]);
  });
});
