import { describe, expect, it } from 'vitest';
import type { Leg } from '../schemas/legs.ts';
import { pairTurnarounds } from './turnaround.ts';

let next = 0;
const leg = (flight: string, registration: string | null, at: string, extra: Partial<Leg> = {}) =>
  ({
    _id: `id-${++next}`,
    flight_number: flight,
    registration,
    sta: `2026-11-22T${at}:00Z`,
    std: `2026-11-22T${at}:00Z`,
    eta: null,
    etd: null,
    material: '320',
    leg_status_timeline: null,
    control_taxi_on_blocks: null,
    control_taxi_pushback: null,
    ...extra,
  }) as Leg;

const pairs = (arrivals: Leg[], departures: Leg[]) =>
  pairTurnarounds(arrivals, departures).map((r) => [
    r.arrival?.flight_number ?? null,
    r.departure?.flight_number ?? null,
  ]);

describe('turnaround pairing', () => {
  it('pairs each arrival with the same aircraft next departure, two rotations a day', () => {
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

  it('follows a registration change: the aircraft now flying is the part before the slash', () => {
    expect(
      pairs(
        [leg('A1', 'AZE/AZC', '10:00')],
        [leg('D1', 'AZC', '11:00'), leg('D2', 'AZE', '12:00')],
      ),
    ).toEqual([
      ['A1', 'D2'],
      [null, 'D1'],
    ]);
  });

  it('never pairs a cancelled leg, so the next flown departure takes the turnaround', () => {
    const cancelled = leg('D1', 'AZC', '11:00', { leg_status_timeline: 'CANCELED' });
    expect(pairs([leg('A1', 'AZC', '10:00')], [cancelled, leg('D2', 'AZC', '13:00')])).toEqual([
      ['A1', 'D2'],
      [null, 'D1'],
    ]);
  });

  it('computes planned, estimated and actual ground minutes and the Gantt time', () => {
    const [row] = pairTurnarounds(
      [
        leg('A1', 'AZC', '10:00', {
          eta: '2026-11-22T10:20:00Z',
          control_taxi_on_blocks: '2026-11-22T10:25:00Z',
        }),
      ],
      [
        leg('D1', 'AZC', '11:00', {
          material: '321',
          control_taxi_pushback: '2026-11-22T11:15:00Z',
        }),
      ],
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
