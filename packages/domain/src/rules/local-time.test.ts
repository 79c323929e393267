import { describe, expect, it } from 'vitest';
import { dateOptions, dayOffset } from './date-options.ts';
import { addDays, localDate, localTime, zonedInstant } from './local-time.ts';

describe('station-local days and times', () => {
  it('show an instant in the station zone, Santiago on summer and winter time', () => {
    const instant = '2026-01-15T12:00:00Z';
    expect(localTime(instant, 'America/Lima')).toBe('07:00');
    expect(localTime(instant, 'America/Santiago')).toBe('09:00');
    expect(localTime('2026-07-15T12:00:00Z', 'America/Santiago')).toBe('08:00');
    expect(localTime(null, 'America/Lima')).toBe('');
  });

  it('find the local date, which differs from UTC late in the evening', () => {
    expect(localDate('2026-11-23T03:30:00Z', 'America/Lima')).toBe('2026-11-22');
    expect(localDate('2026-11-23T03:30:00Z', 'UTC')).toBe('2026-11-23');
  });

  it('place a wall-clock time on the right instant across a clock change', () => {
    // Santiago returns to winter time on 2026-04-05 (00:00 back to 23:00 the day before).
    expect(zonedInstant('2026-04-04', '12:00', 'America/Santiago').toISOString()).toBe(
      '2026-04-04T15:00:00.000Z',
    );
    expect(zonedInstant('2026-04-05', '12:00', 'America/Santiago').toISOString()).toBe(
      '2026-04-05T16:00:00.000Z',
    );
    expect(zonedInstant('2026-04-05', '12:00', 'America/Lima').toISOString()).toBe(
      '2026-04-05T17:00:00.000Z',
    );
  });

  it('list the window -3..+1 around the station today, across month ends', () => {
    const options = dateOptions(new Date('2026-03-01T04:00:00Z'), 'America/Lima');
    expect(options.map((o) => [o.label, o.date, o.value])).toEqual([
      ['board.dates.minus72', '2026-02-25', '25-02-26'],
      ['board.dates.minus48', '2026-02-26', '26-02-26'],
      ['board.dates.yesterday', '2026-02-27', '27-02-26'],
      ['board.dates.today', '2026-02-28', '28-02-26'],
      ['board.dates.tomorrow', '2026-03-01', '01-03-26'],
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('tell how far a day is from today, or that it is outside the window', () => {
    const now = new Date('2026-04-05T03:30:00Z');
    // Already the 5th in UTC, still the 4th in Lima and in Santiago (UTC-3 until 03:00 UTC).
    expect(dayOffset('2026-04-04', now, 'America/Lima')).toBe(0);
    expect(dayOffset('2026-04-04', now, 'America/Santiago')).toBe(0);
    expect(dayOffset('2026-04-05', now, 'America/Lima')).toBe(1);
    expect(dayOffset('2026-03-31', now, 'America/Lima')).toBeNull();
  });
});
