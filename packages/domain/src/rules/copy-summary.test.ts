import { describe, expect, it } from 'vitest';
import type { Leg } from '../schemas/legs.ts';
import { canSelectLeg, copyLine, copySummary } from './copy-summary.ts';

const leg = (overrides: Partial<Leg> = {}) =>
  ({
    flight_number: 'LA2045',
    registration: 'AZC/AZD',
    depstn: 'LIM',
    arrstn: 'CUZ',
    std: '2026-11-22T13:10:00.000Z',
    etd: '2026-11-22T13:35:00.000Z',
    sta: '2026-11-22T14:30:00.000Z',
    eta: null,
    pea_number_departure: '14',
    pea_number_arrival: null,
    leg_status_timeline: null,
    ...overrides,
  }) as Leg;

describe('copy summary', () => {
  it.each([
    [leg(), true],
    [leg({ registration: null }), false],
    [leg({ flight_number: '' }), false],
    [leg({ leg_status_timeline: 'CANCELED' }), false],
    [leg({ leg_status_timeline: 'RESCHEDULED' }), true],
    [null, false],
  ])('selectable %#', (value, expected) => {
    expect(canSelectLeg(value)).toBe(expected);
  });

  it('joins the fields of a side with two spaces, times in the station zone', () => {
    expect(copyLine(leg(), 'departure', 'America/Lima')).toBe(
      'LA2045  CC-AZC  LIM-CUZ  STD 08:10  ETD 08:35  PEA 14',
    );
    expect(copyLine(leg(), 'arrival', 'America/Santiago')).toBe(
      'LA2045  CC-AZC  LIM-CUZ  STA 11:30',
    );
  });

  it('ends the line with the status, in the words the caller gives', () => {
    const rescheduled = leg({ leg_status_timeline: 'RESCHEDULED' });
    const words = (status: string) => (status === 'RESCHEDULED' ? 'Reprogramado' : 'Confirmado');
    expect(copyLine(rescheduled, 'departure', 'America/Lima', words)).toBe(
      'LA2045  CC-AZC  LIM-CUZ  STD 08:10  ETD 08:35  PEA 14  Reprogramado',
    );
    expect(copyLine(rescheduled, 'departure', 'America/Lima')).toBe(
      'LA2045  CC-AZC  LIM-CUZ  STD 08:10  ETD 08:35  PEA 14',
    );
    expect(copyLine(leg(), 'departure', 'America/Lima', words)).not.toMatch(/Confirmado/);
  });

  it('copies one line per selected side and skips what cannot be copied', () => {
    const text = copySummary(
      [
        { leg: leg(), side: 'departure' },
        { leg: leg({ leg_status_timeline: 'CANCELED' }), side: 'departure' },
        { leg: leg({ flight_number: 'LA2046' }), side: 'arrival' },
      ],
      'America/Lima',
    );
    expect(text.split('\n')).toHaveLength(2);
  });
});
