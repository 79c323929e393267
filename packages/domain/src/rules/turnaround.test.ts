import { describe, expect, it } from 'vitest';
import type { Leg, TurnaroundRow } from '../schemas/legs.ts';
import { daysShowing, dayTurnarounds, pairTurnarounds } from './turnaround.ts';

const DAY = '2026-11-22';
const NEXT_DAY = '2026-11-23';

let next = 0;
/**
 * A leg at the station scheduled at `at` (HH:MM, or "+HH:MM" for the next day), as an arrival's
 * STA and a departure's STD alike; its local dates are those of the schedule.
 */
const leg = (flight: string, registration: string | null, at: string, extra: Partial<Leg> = {}) => {
  const day = at.startsWith('+') ? NEXT_DAY : DAY;
  const instant = `${day}T${at.replace('+', '')}:00Z`;
  return {
    _id: `id-${++next}`,
    flight_number: flight,
    registration,
    sta: instant,
    std: instant,
    arrival_date: day,
    datop_local: day,
    eta: null,
    etd: null,
    material: '320',
    leg_status_timeline: null,
    control_taxi_on_blocks: null,
    control_taxi_pushback: null,
    ...extra,
  } as Leg;
};
const time = (clock: string) => `${DAY}T${clock}:00Z`;

const flights = (rows: TurnaroundRow[]) =>
  rows.map((r) => [r.arrival?.flight_number ?? null, r.departure?.flight_number ?? null]);
const pairs = (arrivals: Leg[], departures: Leg[]) =>
  flights(pairTurnarounds(arrivals, departures));

describe('turnaround pairing', () => {
  it('pairs each arrival with the same aircraft next departure, two turns a day', () => {
    expect(
      pairs(
        [leg('A1', 'AZC', '10:00'), leg('A2', 'AZC', '15:00')],
        [leg('D1', 'AZC', '11:00'), leg('D2', 'AZC', '16:00')],
      ),
    ).toEqual([
      ['A1', 'D1'],
      ['A2', 'D2'],
    ]);
  });

  it('leaves a lone arrival, a lone departure and a leg without registration alone', () => {
    expect(
      pairs(
        [leg('A1', 'AZC', '20:00'), leg('A3', null, '12:00')],
        [leg('D0', 'AZD', '06:00'), leg('D1', 'AZC', '09:00')],
      ),
    ).toEqual([
      [null, 'D0'],
      [null, 'D1'],
      ['A3', null],
      ['A1', null],
    ]);
  });

  it('keeps a late inbound with its outbound: the schedule pairs, the estimate only moves the times', () => {
    // LA2081 lands 40 minutes after LA2084 was due to leave; the aircraft turns again at 17:00.
    const late = leg('LA2081', 'AZC', '10:00', { eta: time('11:20') });
    const rows = pairTurnarounds(
      [late, leg('LA2085', 'AZC', '16:00')],
      [leg('LA2084', 'AZC', '10:40'), leg('LA2088', 'AZC', '17:00')],
    );
    expect(flights(rows)).toEqual([
      ['LA2081', 'LA2084'],
      ['LA2085', 'LA2088'],
    ]);
    expect(rows[0]).toMatchObject({ turn_around_time: 40, turn_around_estimated_time: -40 });
  });

  it('follows an aircraft swap: the departure turns the new aircraft, the old one stays alone', () => {
    // N123AB was planned on D1; N9876X, landed on A2, flies it instead ("new/old").
    expect(
      pairs(
        [leg('A1', 'N123AB', '10:00'), leg('A2', 'N9876X', '10:30')],
        [leg('D1', 'N9876X/N123AB', '11:00')],
      ),
    ).toEqual([
      ['A1', null],
      ['A2', 'D1'],
    ]);
  });

  it('skips a cancelled rotation in the middle: the aircraft stays and turns with its next departure', () => {
    const cancelled = { leg_status_timeline: 'CANCELED' } as const;
    expect(
      pairs(
        [
          leg('A1', 'AZC', '08:00'),
          leg('A2', 'AZC', '11:00', cancelled),
          leg('A3', 'AZC', '16:00'),
        ],
        [
          leg('D1', 'AZC', '09:00', cancelled),
          leg('D2', 'AZC', '13:00'),
          leg('D3', 'AZC', '17:00'),
        ],
      ),
    ).toEqual([
      ['A1', 'D2'],
      [null, 'D1'],
      ['A2', null],
      ['A3', 'D3'],
    ]);
  });

  it('keeps the turn of a departure that returned to the ramp, with its later off-block', () => {
    const rows = pairTurnarounds(
      [
        leg('A1', 'AZC', '10:00', { control_taxi_on_blocks: time('10:05') }),
        leg('A2', 'AZC', '16:00'),
      ],
      [
        // Pushed back at 11:05, came back, and left at 13:10: the off-block was replaced.
        leg('D1', 'AZC', '11:00', {
          etd: time('13:00'),
          control_taxi_pushback: time('13:10'),
        }),
        leg('D2', 'AZC', '17:00'),
      ],
    );
    expect(flights(rows)).toEqual([
      ['A1', 'D1'],
      ['A2', 'D2'],
    ]);
    expect(rows[0]).toMatchObject({ turn_around_time: 60, turn_around_actual_time: 185 });
  });

  it('leaves alone an arrival whose aircraft stays the night', () => {
    expect(
      pairs([leg('A1', 'AZC', '09:00'), leg('A2', 'AZC', '21:30')], [leg('D1', 'AZC', '10:00')]),
    ).toEqual([
      ['A1', 'D1'],
      ['A2', null],
    ]);
  });

  it('computes planned, estimated and actual ground minutes and the Gantt time', () => {
    const [row] = pairTurnarounds(
      [
        leg('A1', 'AZC', '10:00', {
          eta: time('10:20'),
          control_taxi_on_blocks: time('10:25'),
        }),
      ],
      [leg('D1', 'AZC', '11:00', { material: '321', control_taxi_pushback: time('11:15') })],
    );
    expect(row).toMatchObject({
      next_flight_number: 'D1',
      turn_around_time: 60,
      turn_around_estimated_time: 40,
      turn_around_actual_time: 50,
      turn_around_gantt: 50,
    });
  });
});

describe("a station day's turnarounds", () => {
  // The station's legs of both days: AZC lands at 23:40 and leaves at 06:10 the next day.
  const around = {
    arrivals: [
      leg('A1', 'AZC', '09:00'),
      leg('A2', 'AZC', '23:40'),
      leg('A3', 'AZD', '+08:00'),
      leg('A4', 'AZD', '+22:00'),
    ],
    departures: [leg('D1', 'AZC', '10:00'), leg('D2', 'AZC', '+06:10'), leg('D3', 'AZD', '+09:00')],
  };

  it('pairs a turn across local midnight, shown on both days with its other leg', () => {
    const today = dayTurnarounds(DAY, around);
    expect(flights(today.general)).toEqual([
      ['A1', 'D1'],
      ['A2', 'D2'],
    ]);
    const tomorrow = dayTurnarounds(NEXT_DAY, around);
    expect(flights(tomorrow.general)).toEqual([
      ['A2', 'D2'],
      ['A3', 'D3'],
      ['A4', null],
    ]);
    expect(tomorrow.general[0]).toMatchObject({ turn_around_time: 390 });
  });

  it("lists only the day's legs, with the ground times of turns across midnight", () => {
    const today = dayTurnarounds(DAY, around);
    expect(today.arrivals.map((l) => [l.flight_number, l.turn_around_time_arrival])).toEqual([
      ['A1', 60],
      ['A2', 390],
    ]);
    expect(today.departures.map((l) => l.flight_number)).toEqual(['D1']);
    const tomorrow = dayTurnarounds(NEXT_DAY, around);
    expect(tomorrow.arrivals.map((l) => l.flight_number)).toEqual(['A3', 'A4']);
    expect(tomorrow.departures.map((l) => [l.flight_number, l.turn_around_time_departure])).toEqual(
      [
        ['D2', 390],
        ['D3', 60],
      ],
    );
  });

  it('changes the boards of the day and of the days either side', () => {
    expect(daysShowing('2026-03-01')).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysShowing('2026-12-31')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(daysShowing('not a day')).toEqual(['not a day']);
  });
});
