import { describe, expect, it } from 'vitest';
import type { DelayEntry, Leg } from '../schemas/legs.ts';
import { testLeg } from '../testing/test-leg.ts';
import { networkFigures } from './network-figures.ts';

const T = (hhmm: string) => `2026-11-22T${hhmm}:00.000Z`;
let next = 0;

/** A leg of the day: scheduled std/sta, and what actually happened when given. */
function leg(
  from: string,
  to: string,
  std: string,
  sta: string,
  over: Partial<Leg> & { off?: string; on?: string } = {},
): Leg {
  next += 1;
  const { off, on, ...rest } = over;
  return testLeg({
    _id: `l${next}`,
    flight_number: `LA${1000 + next}`,
    depstn: from,
    arrstn: to,
    std: T(std),
    sta: T(sta),
    control_taxi_pushback: off ? T(off) : null,
    control_taxi_on_blocks: on ? T(on) : null,
    ...rest,
  });
}

const delay = (code: string, group: string, minutes: number): DelayEntry => ({
  delay: { code, name: code, iataResponsible: group },
  minutes,
  description: '',
  last_editor: null,
  last_update: null,
  modified_by_duty: false,
});

/** The stations with a board; AQP has none. */
const BOARDS = new Set(['LIM', 'CUZ', 'SCL', 'TRU', 'PIU']);
/** The airport reference's zones, but for CUZ: a leg from an airport it lacks has none. */
const ZONES = new Map([['LIM', 'America/Lima']]);

describe('the network figures', () => {
  it('counts on time at 0 and 15 minutes by station, departures and arrivals, of legs that moved', () => {
    const legs = [
      leg('LIM', 'CUZ', '10:00', '11:20', { off: '10:00', on: '11:25' }),
      leg('LIM', 'AQP', '10:00', '11:30', { off: '10:10', on: '11:50' }),
      leg('LIM', 'SCL', '12:00', '15:00', { off: '12:30' }),
      leg('LIM', 'TRU', '13:00', '14:00'),
      leg('LIM', 'PIU', '13:00', '14:00', { leg_status_timeline: 'CANCELED', off: '13:00' }),
    ];
    const figures = networkFigures('2026-11-22', legs, BOARDS, ZONES);
    const lim = figures.stations.find((s) => s.station === 'LIM');
    expect(lim?.departures).toEqual({ operated: 3, onTime0: 1, onTime15: 2 });
    expect(figures.stations.find((s) => s.station === 'CUZ')?.arrivals).toEqual({
      operated: 1,
      onTime0: 0,
      onTime15: 1,
    });
    expect(figures.total.arrivals).toEqual({ operated: 2, onTime0: 0, onTime15: 1 });
    // A station where nothing moved yet is not listed.
    expect(figures.stations.map((s) => s.station)).not.toContain('TRU');
    // An airport without a board is not a station: it counts with the others, and in the total.
    expect(figures.stations.map((s) => s.station)).not.toContain('AQP');
    expect(figures.others).toEqual({
      airports: ['AQP'],
      departures: { operated: 0, onTime0: 0, onTime15: 0 },
      arrivals: { operated: 1, onTime0: 0, onTime15: 0 },
    });
  });

  it('sums delay minutes by IATA group, largest first, with the running share', () => {
    const legs = [
      leg('LIM', 'CUZ', '10:00', '11:20', {
        delays: [delay('93', 'Reaccionario', 30), delay('31', 'Rampa', 10)],
      }),
      leg('LIM', 'AQP', '10:00', '11:20', {
        delays: [delay('93', 'Reaccionario', 30), delay('71', 'Meteorología', 30)],
      }),
    ];
    expect(networkFigures('2026-11-22', legs, BOARDS, ZONES).delayGroups).toEqual([
      { group: 'Reaccionario', minutes: 60, share: 60, cumulative: 60 },
      { group: 'Meteorología', minutes: 30, share: 30, cumulative: 90 },
      { group: 'Rampa', minutes: 10, share: 10, cumulative: 100 },
    ]);
  });

  it('lists the ten latest departures, on actual else estimated times', () => {
    const legs = Array.from({ length: 12 }, (_, i) =>
      leg('LIM', 'CUZ', '10:00', '11:20', { etd: T(`10:${String(10 + i).padStart(2, '0')}`) }),
    );
    const worst = networkFigures('2026-11-22', legs, BOARDS, ZONES).worst;
    expect(worst).toHaveLength(10);
    expect(worst[0]?.minutes).toBe(21);
    expect(worst.at(-1)?.minutes).toBe(12);
    expect(worst[0]?.zone).toBe('America/Lima');
  });

  it('follows a late inbound through the aircraft’s next legs, and stops where it was absorbed', () => {
    const aircraft = { registration: 'BFC' };
    const legs = [
      leg('LIM', 'CUZ', '08:00', '09:20', { ...aircraft, off: '08:30', on: '09:45' }),
      leg('CUZ', 'LIM', '10:00', '11:20', { ...aircraft, off: '10:25', on: '11:40' }),
      leg('LIM', 'AQP', '12:10', '13:30', { ...aircraft, off: '12:30', on: '13:35' }),
      leg('AQP', 'LIM', '14:20', '15:40', { ...aircraft, off: '14:40' }),
      leg('LIM', 'TRU', '08:00', '09:00', { registration: 'BCC', off: '08:40' }),
    ];
    const chains = networkFigures('2026-11-22', legs, BOARDS, ZONES).chains;
    expect(chains).toHaveLength(1);
    expect(chains[0]?.registration).toBe('BFC');
    expect(chains[0]?.legs.map((l) => l.minutes)).toEqual([30, 25, 20]);
    expect(chains[0]?.legs.map((l) => l.zone)).toEqual(['America/Lima', null, 'America/Lima']);
  });

  it('spreads the turnarounds at every station by their ground time over the minimum', () => {
    const a = { registration: 'BFE', material: '320' };
    const legs = [
      leg('CUZ', 'LIM', '08:00', '09:20', { ...a, on: '09:20' }),
      leg('LIM', 'AQP', '09:55', '11:20', { ...a, off: '09:55' }),
      leg('AQP', 'LIM', '12:30', '13:50', a),
      leg('LIM', 'CUZ', '14:55', '16:00', a),
      leg('CUZ', 'LIM', '23:00', '23:59', a),
    ];
    const spread = networkFigures('2026-11-22', legs, BOARDS, ZONES).groundTimes;
    expect(spread).toEqual([
      { bucket: 'under', count: 1 },
      { bucket: '0-9', count: 0 },
      { bucket: '10-19', count: 0 },
      { bucket: '20-29', count: 2 },
      { bucket: '30-59', count: 0 },
      { bucket: '60+', count: 0 },
    ]);
  });

  it('holds each type to its own minimum: 75 minutes is short for a 787, long for an A320', () => {
    const turn = (registration: string, material: string) => [
      leg('MAD', 'LIM', '04:00', '05:00', { registration, material, on: '05:00' }),
      leg('LIM', 'MAD', '06:15', '17:30', { registration, material, off: '06:15' }),
    ];
    const spread = networkFigures(
      '2026-11-22',
      [...turn('BGA', '789'), ...turn('BFA', '320')],
      BOARDS,
      ZONES,
    );
    expect(spread.groundTimes.filter((b) => b.count > 0)).toEqual([
      { bucket: 'under', count: 1 },
      { bucket: '30-59', count: 1 },
    ]);
  });
});
