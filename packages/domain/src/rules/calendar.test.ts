import { describe, expect, it } from 'vitest';
import { isCalendarDay, isOperatingInstant } from './calendar.ts';

describe('calendar dates and instants from outside', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-12-31', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['0000-00-00', false],
    ['1999-12-31', false],
    ['2100-01-01', false],
    ['2026-1-01', false],
    ['2026-01-01T00:00', false],
  ])('%s is a calendar day: %s', (text, expected) => {
    expect(isCalendarDay(text)).toBe(expected);
  });

  it.each([
    ['2026-03-10T09:00:00-05:00', true],
    ['2099-12-31T23:59:59Z', true],
    // Still 2099 in Lima, already 2100 in UTC.
    ['2099-12-31T20:00:00-05:00', false],
    ['0000-01-01T00:00:00Z', false],
    ['1999-12-31T23:00:00Z', false],
    ['not a time', false],
  ])('%s is an operating instant: %s', (text, expected) => {
    expect(isOperatingInstant(text)).toBe(expected);
  });
});
