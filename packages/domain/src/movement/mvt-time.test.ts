import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dhm, hm } from './mvt-test-support.ts';
import { flightDate, resolveClock } from './mvt-time.ts';

const utc = (iso: string) => new Date(`${iso}Z`);
const HOUR_MS = 3_600_000;

describe('flightDate', () => {
  it.each([
    [23, '2026-03-23T10:15', '2026-03-23'],
    [22, '2026-03-23T00:05', '2026-03-22'],
    [24, '2026-03-23T23:55', '2026-03-24'],
    [28, '2026-03-02T08:00', '2026-02-28'],
    [2, '2026-03-30T08:00', '2026-04-02'],
    // day 31 in a 30-day month skips that month
    [31, '2026-04-01T02:00', '2026-03-31'],
    [31, '2026-04-29T08:00', '2026-03-31'],
    [31, '2026-06-30T23:00', '2026-05-31'],
    // year ends
    [1, '2026-12-31T22:00', '2027-01-01'],
    [31, '2027-01-01T01:00', '2026-12-31'],
    [30, '2027-01-02T12:00', '2026-12-30'],
    // leap days
    [29, '2028-02-28T10:00', '2028-02-29'],
    [29, '2028-03-01T03:00', '2028-02-29'],
    [29, '2027-03-01T00:00', '2027-03-29'],
    [28, '2027-03-01T05:00', '2027-02-28'],
    // Jan 29 and Mar 29 at the same distance: the earlier
    [29, '2027-02-28T00:00', '2027-01-29'],
  ])('day %i received %s is %s', (day, received, expected) => {
    expect(flightDate(day, utc(received))).toBe(expected);
  });

  it.each([0, 32, 1.5, Number.NaN])('refuses day %s', (day) => {
    expect(() => flightDate(day, utc('2026-03-23T10:00'))).toThrow(RangeError);
  });

  it('refuses an invalid reception time', () => {
    expect(() => flightDate(23, new Date('nope'))).toThrow(RangeError);
  });

  it('gives a date of that day within about a month of the reception', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 31 }),
        fc.date({
          min: utc('2000-02-01T00:00'),
          max: utc('2099-11-30T00:00'),
          noInvalidDate: true,
        }),
        (day, received) => {
          const date = flightDate(day, received);
          expect(Number(date.slice(8))).toBe(day);
          const gapDays =
            Math.abs(new Date(`${date}T12:00Z`).getTime() - received.getTime()) / (24 * HOUR_MS);
          expect(gapDays).toBeLessThanOrEqual(31.5);
        },
      ),
    );
  });
});

describe('resolveClock', () => {
  it.each([
    ['same day', hm(23, 10), '2026-03-23T23:00', '2026-03-23T23:10'],
    ['after midnight, next day', hm(0, 10), '2026-03-23T23:50', '2026-03-24T00:10'],
    ['before midnight, day before', hm(23, 50), '2026-03-24T00:10', '2026-03-23T23:50'],
    [
      'more than twelve hours ahead is the day before',
      hm(21, 40),
      '2026-03-23T08:00',
      '2026-03-22T21:40',
    ],
    ['month end', hm(0, 20), '2026-04-30T22:30', '2026-05-01T00:20'],
    ['year end forward', hm(0, 5), '2026-12-31T23:40', '2027-01-01T00:05'],
    ['year end back', hm(23, 55), '2027-01-01T00:20', '2026-12-31T23:55'],
    ['onto a leap day', hm(0, 30), '2028-02-28T23:30', '2028-02-29T00:30'],
    ['past February without leap day', hm(0, 30), '2027-02-28T23:30', '2027-03-01T00:30'],
    ['twelve hours either way: the later', hm(0, 0), '2026-03-23T12:00', '2026-03-24T00:00'],
    ['with its day', dhm(23, 15, 30), '2026-03-23T14:00', '2026-03-23T15:30'],
    [
      'with the next day, across a month end',
      dhm(1, 0, 10),
      '2026-01-31T23:50',
      '2026-02-01T00:10',
    ],
    [
      'with a day 31 the reference month lacks',
      dhm(31, 23, 50),
      '2026-04-01T00:30',
      '2026-03-31T23:50',
    ],
    ['with a day across the year end', dhm(1, 0, 5), '2026-12-31T23:30', '2027-01-01T00:05'],
    [
      'with the day before, back across the year',
      dhm(31, 22, 0),
      '2027-01-01T06:00',
      '2026-12-31T22:00',
    ],
    ['with a leap day', dhm(29, 1, 0), '2028-02-28T20:00', '2028-02-29T01:00'],
    ['with a day a week away', dhm(30, 9, 0), '2026-03-23T09:00', '2026-03-30T09:00'],
  ])('%s: %j against %s is %s', (_name, clock, reference, expected) => {
    expect(resolveClock(clock, utc(reference)).toISOString()).toBe(`${expected}:00.000Z`);
  });

  it.each([
    [{ day: null, hour: 24, minute: 0 }],
    [{ day: null, hour: 10, minute: 60 }],
    [{ day: 0, hour: 10, minute: 0 }],
    [{ day: 32, hour: 10, minute: 0 }],
  ])('refuses %j', (clock) => {
    expect(() => resolveClock(clock, utc('2026-03-23T10:00'))).toThrow(RangeError);
  });

  it('refuses an invalid reference', () => {
    expect(() => resolveClock(hm(10, 0), new Date(Number.NaN))).toThrow(RangeError);
  });

  it('without a day, gives that hh:mm within twelve hours of the reference', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.date({
          min: utc('2000-01-02T00:00'),
          max: utc('2099-12-30T00:00'),
          noInvalidDate: true,
        }),
        (hour, minute, reference) => {
          const at = resolveClock(hm(hour, minute), reference);
          expect([at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds()]).toEqual([
            hour,
            minute,
            0,
          ]);
          expect(Math.abs(at.getTime() - reference.getTime())).toBeLessThanOrEqual(12 * HOUR_MS);
        },
      ),
    );
  });

  it('with a day, gives that day and time, and no date of that day is nearer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.date({
          min: utc('2000-02-01T00:00'),
          max: utc('2099-11-30T00:00'),
          noInvalidDate: true,
        }),
        (day, hour, minute, reference) => {
          const at = resolveClock(dhm(day, hour, minute), reference);
          expect([at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()]).toEqual([
            day,
            hour,
            minute,
          ]);
          const gap = Math.abs(at.getTime() - reference.getTime());
          for (const months of [-1, 1]) {
            const other = new Date(at);
            other.setUTCMonth(at.getUTCMonth() + months);
            if (other.getUTCDate() === day)
              expect(Math.abs(other.getTime() - reference.getTime())).toBeGreaterThanOrEqual(gap);
          }
        },
      ),
    );
  });
});
