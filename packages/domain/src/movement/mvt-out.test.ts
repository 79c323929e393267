import { describe, expect, it } from 'vitest';
import type { DelayEntry, Leg } from '../schemas/legs.ts';
import { movementMessageOf } from './mvt-out.ts';
import { parseMovementText } from './mvt-parse.ts';

const delay = (code: string, minutes: number) => ({ delay: { code }, minutes }) as DelayEntry;

/** A Lima-Cusco leg of 10 March 2026 as the board holds it, with what the station recorded. */
const leg = (extra: Partial<Leg> = {}) =>
  ({
    flight_number: 'LA2102',
    registration: 'AZC',
    depstn: 'LIM',
    arrstn: 'CUZ',
    std: '2026-03-10T16:10:00.000Z',
    sta: '2026-03-10T17:30:00.000Z',
    eta: null,
    control_taxi_pushback: null,
    control_taxi_toff: null,
    control_taxi_landed: null,
    control_taxi_on_blocks: null,
    delays: [],
    paxs_boarded: { count: { adult: 0, infant: 0 } },
    ...extra,
  }) as unknown as Leg;

describe('the movement message of a leg', () => {
  it('reports a departure that pushed back: AD, estimate, delays and passengers', () => {
    const text = movementMessageOf(
      leg({
        control_taxi_pushback: '2026-03-10T16:31:00.000Z',
        control_taxi_toff: '2026-03-10T16:45:00.000Z',
        eta: '2026-03-10T17:48:00.000Z',
        delays: [delay('93', 18), delay('41', 5)],
        paxs_boarded: { count: { adult: 150, infant: 2 } },
      } as Partial<Leg>),
      'departure',
    );
    expect(text).toBe(
      'MVT\nLA2102/10.CCAZC.LIM\nAD1631/1645 EA1748 CUZ\nDL93/41/0018/0005\nPX150/2',
    );
  });

  it('puts two delay reasons on DL and the third on EDL, and writes the day of a time past midnight', () => {
    const text = movementMessageOf(
      leg({
        std: '2026-03-10T23:50:00.000Z',
        sta: '2026-03-11T01:10:00.000Z',
        registration: 'N123AB/AZC',
        control_taxi_pushback: '2026-03-11T00:20:00.000Z',
        delays: [delay('93', 20), delay('41', 5), delay('87', 5)],
      } as Partial<Leg>),
      'departure',
    );
    expect(text).toBe(
      'MVT\nLA2102/10.N123AB.LIM\nAD110020 EA110110 CUZ\nDL93/41/0020/0005\nEDL87/0005',
    );
    const [read] = parseMovementText(text ?? '');
    expect(read?.ok && read.message.delays).toEqual([
      { code: '93', subCode: null, minutes: 20 },
      { code: '41', subCode: null, minutes: 5 },
      { code: '87', subCode: null, minutes: 5 },
    ]);
  });

  it('writes at most two reasons on DL and DLA, the other three on EDL with their sub-codes', () => {
    const sub = (code: string, minutes: number, letter: string) => ({
      ...delay(code, minutes),
      sub_code: letter,
    });
    const text = movementMessageOf(
      leg({
        control_taxi_pushback: '2026-03-10T16:31:00.000Z',
        delays: [
          sub('93', 20, 'A'),
          delay('41', 5),
          delay('87', 5),
          sub('81', 4, 'B'),
          delay('72', 3),
        ],
      } as Partial<Leg>),
      'departure',
    );
    expect(text?.split('\n').slice(3)).toEqual([
      'DL93/41/0020/0005',
      'DLA93A/41//',
      'EDL87/81B/72/0005/0004/0003',
    ]);
    const [read] = parseMovementText(text ?? '');
    expect(read?.ok && read.message.delays).toEqual([
      { code: '93', subCode: 'A', minutes: 20 },
      { code: '41', subCode: null, minutes: 5 },
      { code: '87', subCode: null, minutes: 5 },
      { code: '81', subCode: 'B', minutes: 4 },
      { code: '72', subCode: null, minutes: 3 },
    ]);
  });

  it('gives the sub-codes a message brought on a DLA line beside the DL one', () => {
    const coded = { ...delay('93', 18), sub_code: 'A' };
    const text = movementMessageOf(
      leg({
        control_taxi_pushback: '2026-03-10T16:31:00.000Z',
        delays: [coded, delay('41', 5)],
      } as Partial<Leg>),
      'departure',
    );
    expect(text).toBe(
      'MVT\nLA2102/10.CCAZC.LIM\nAD1631 EA1730 CUZ\nDL93/41/0018/0005\nDLA93A/41//',
    );
    const [read] = parseMovementText(text ?? '');
    expect(read?.ok && read.message.delays).toEqual([
      { code: '93', subCode: 'A', minutes: 18 },
      { code: '41', subCode: null, minutes: 5 },
    ]);
  });

  it('reports an arrival by its touchdown and on-blocks at the arrival station', () => {
    const text = movementMessageOf(
      leg({
        registration: 'PR-MYA',
        control_taxi_landed: '2026-03-10T17:41:00.000Z',
        control_taxi_on_blocks: '2026-03-10T17:49:00.000Z',
      } as Partial<Leg>),
      'arrival',
    );
    expect(text).toBe('MVT\nLA2102/10.PRMYA.CUZ\nAA1741/1749');
  });

  it('has nothing to report before the aircraft moved', () => {
    expect(movementMessageOf(leg(), 'departure')).toBeNull();
    expect(movementMessageOf(leg(), 'arrival')).toBeNull();
  });

  it('is read back by the movement parser as the same movement', () => {
    const text = movementMessageOf(
      leg({
        control_taxi_pushback: '2026-03-10T16:31:00.000Z',
        control_taxi_toff: '2026-03-10T16:45:00.000Z',
        delays: [delay('93', 18)],
        paxs_boarded: { count: { adult: 150, infant: 2 } },
      } as Partial<Leg>),
      'departure',
    );
    const [parsed] = parseMovementText(text ?? '');
    expect(parsed?.ok).toBe(true);
    if (!parsed?.ok) return;
    expect(parsed.message).toMatchObject({
      flight: { airline: 'LA', number: '2102', day: 10, registration: 'CCAZC', station: 'LIM' },
      offBlock: { day: null, hour: 16, minute: 31 },
      airborne: { day: null, hour: 16, minute: 45 },
      estimatedArrival: { at: { hour: 17, minute: 30 }, station: 'CUZ' },
      delays: [{ code: '93', minutes: 18 }],
      passengers: { total: 152, adults: 150, infants: 2 },
    });
  });
});
