import { describe, expect, it } from 'vitest';
import { clockMinutes, durationMinutes, isBlankOrClockTime } from './clock-time.ts';

describe('clock times', () => {
  it.each([
    ['00:00', 0],
    ['7:05', 425],
    ['07:05', 425],
    ['23:59', 1439],
    ['19:30', 1170],
  ])('reads %s as %i minutes after midnight', (text, minutes) => {
    expect(clockMinutes(text)).toBe(minutes);
  });

  it.each(['07:5', '24:00', '7:60', '123:00', '07-05', ' 07:05', '0705', '', '7:5a', '-1:00'])(
    'refuses %j',
    (text) => {
      expect(clockMinutes(text)).toBeNull();
    },
  );

  it.each([
    ['10:00', '10:45', 45],
    ['23:59', '00:10', 11],
    ['22:00', '06:00', 480],
    ['08:00', '08:00', 0],
    ['7:05', '07:06', 1],
    ['10:00', '24:00', null],
    ['', '10:00', null],
    ['10:00', null, null],
  ])('from %s to %s lasts %s minutes', (start, end, total) => {
    expect(durationMinutes(start, end)).toBe(total);
  });

  it.each([
    ['', true],
    ['   ', true],
    [null, true],
    ['7:05', true],
    ['07:5', false],
  ])('blank or valid: %j is %s', (text, expected) => {
    expect(isBlankOrClockTime(text)).toBe(expected);
  });
});
