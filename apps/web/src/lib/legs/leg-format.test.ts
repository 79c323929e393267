import type { Leg } from '@board/domain';
import { testLeg } from '@board/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  dayMonth,
  displayRegistration,
  figure,
  isHeavy,
  legSubtitle,
  legTime,
} from './leg-format.ts';

const leg = (overrides: Partial<Leg> = {}) => testLeg({ leg_status_timeline: null, ...overrides });

const LIMA = 'America/Lima';
const SANTIAGO = 'America/Santiago';

describe('board formatting', () => {
  // Santiago leaves summer time on 2026-04-05 at 00:00 and returns to it on 2026-09-06 at 00:00;
  // Lima keeps UTC-5 all year. The same instant of the day reads differently across each change.
  it.each([
    ['2026-04-04T15:00:00Z', '10:00', '12:00'],
    ['2026-04-05T15:00:00Z', '10:00', '11:00'],
    ['2026-09-05T15:00:00Z', '10:00', '11:00'],
    ['2026-09-06T15:00:00Z', '10:00', '12:00'],
    ['2026-11-22T04:30:00Z', '23:30', '01:30'],
  ])('shows %s as %s in Lima and %s in Santiago', (instant, lima, santiago) => {
    expect(legTime(leg(), instant, LIMA)).toBe(lima);
    expect(legTime(leg(), instant, SANTIAGO)).toBe(santiago);
  });

  it('blanks the times of a cancelled leg and of a missing one', () => {
    const cancelled = leg({ leg_status_timeline: 'CANCELED' });
    expect(legTime(cancelled, '2026-11-22T15:00:00Z', LIMA)).toBe('');
    expect(legTime(null, '2026-11-22T15:00:00Z', LIMA)).toBe('');
    expect(legTime(leg(), null, LIMA)).toBe('');
    expect(legTime(leg({ leg_status_timeline: 'RESCHEDULED' }), '2026-11-22T15:00:00Z', LIMA)).toBe(
      '10:00',
    );
  });

  it('shows dates as day-month and registrations with CC-', () => {
    expect(dayMonth('2026-11-02')).toBe('02-11');
    expect(dayMonth(null)).toBe('');
    expect(displayRegistration('AZC/AZD')).toBe('CC-AZC');
    expect(displayRegistration(null)).toBe('');
  });

  it('titles a drawer with the registration as the board shows it, CC- and the aircraft flying', () => {
    const swapped = leg({
      flight_number: 'LA2045',
      registration: 'AZN/AZC',
      depstn: 'LIM',
      arrstn: 'SCL',
    });
    expect(legSubtitle(swapped, '2026-11-22')).toBe('LA2045 · CC-AZN · LIM–SCL · 22-11');
  });

  it('flags a load above 1000 Kg, not at it', () => {
    expect(isHeavy(1000)).toBe(false);
    expect(isHeavy(1001)).toBe(true);
    expect(isHeavy(null)).toBe(false);
    expect(figure(0)).toBe('0');
    expect(figure(undefined)).toBe('');
  });
});
