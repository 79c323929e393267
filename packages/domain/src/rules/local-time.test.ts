import { describe, expect, it } from 'vitest';
import { dateOptions, dayOffset } from './date-options.ts';
import { addDays, localDate, localTime, nextLocalMidnight, zonedInstant } from './local-time.ts';

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

describe('the next local midnight of a station', () => {
  const next = (instant: string, timeZone: string) =>
    nextLocalMidnight(new Date(instant), timeZone).toISOString();

  it('is the start of the next local date, not the next UTC one', () => {
    // 22:30 in Lima is already the next day in UTC; Lima's midnight is at 05:00 UTC.
    expect(next('2026-11-23T03:30:00Z', 'America/Lima')).toBe('2026-11-23T05:00:00.000Z');
    expect(next('2026-11-23T03:30:00Z', 'UTC')).toBe('2026-11-24T00:00:00.000Z');
  });

  it('is a whole day away at midnight itself, and a millisecond away just before it', () => {
    expect(next('2026-11-23T05:00:00Z', 'America/Lima')).toBe('2026-11-24T05:00:00.000Z');
    expect(next('2026-11-23T04:59:59.999Z', 'America/Lima')).toBe('2026-11-23T05:00:00.000Z');
  });

  it('ends the 25-hour day when Santiago returns to winter time (2026-04-04)', () => {
    // At 03:00 UTC the clocks go from 23:59:59 back to 23:00 of the 4th, so the 5th begins
    // at 04:00 UTC: 13 hours after noon, where adding 12 hours would end the day too early.
    expect(next('2026-04-04T15:00:00Z', 'America/Santiago')).toBe('2026-04-05T04:00:00.000Z');
    // During the repeated hour it is still the 4th.
    expect(next('2026-04-05T03:30:00Z', 'America/Santiago')).toBe('2026-04-05T04:00:00.000Z');
    expect(next('2026-04-05T04:00:00Z', 'America/Santiago')).toBe('2026-04-06T04:00:00.000Z');
  });

  it('begins the 23-hour day at 01:00 when Santiago skips midnight for summer time (2026-09-06)', () => {
    expect(next('2026-09-05T16:00:00Z', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
    expect(localTime('2026-09-06T04:00:00Z', 'America/Santiago')).toBe('01:00');
    // That day lasts 23 hours: the next one starts at 00:00 summer time, 03:00 UTC.
    expect(next('2026-09-06T04:00:00Z', 'America/Santiago')).toBe('2026-09-07T03:00:00.000Z');
  });

  it('skips a calendar date the zone never had (Samoa, 2011-12-30)', () => {
    expect(next('2011-12-29T20:00:00Z', 'Pacific/Apia')).toBe('2011-12-30T10:00:00.000Z');
    expect(localDate('2011-12-30T10:00:00Z', 'Pacific/Apia')).toBe('2011-12-31');
  });

  it('is always the first instant of the next local date, every hour of a year in Santiago', () => {
    const zone = 'America/Santiago';
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000 + 59_000) {
      const now = new Date(t);
      const midnight = nextLocalMidnight(now, zone);
      const today = localDate(now, zone);
      expect(midnight.getTime()).toBeGreaterThan(t);
      expect(localDate(midnight, zone)).toBe(addDays(today, 1));
      expect(localDate(new Date(midnight.getTime() - 1), zone)).toBe(today);
    }
  });
});
