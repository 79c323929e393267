import { describe, expect, it } from 'vitest';
import { delaySaveRefusal, editRefusal, isDayOpen } from './leg-edits.ts';
import type { Role } from './roles.ts';

const attempt = (role: Role | null, station: string, dayOffset: number | null, cancelled = false) =>
  editRefusal({ role, userStation: role === 'CTA' ? 'LIM' : null, station, dayOffset, cancelled });

describe('who may record on a leg', () => {
  it.each([
    // role, side station, day offset, cancelled, answer
    ['CTA', 'LIM', 0, false, null],
    ['CTA', 'LIM', 1, false, null],
    ['CTA', 'LIM', -1, false, null],
    ['CTA', 'LIM', -2, false, 'DAY_LOCKED'],
    ['CTA', 'LIM', -3, false, 'DAY_LOCKED'],
    ['CTA', 'LIM', null, false, 'DAY_LOCKED'],
    ['CTA', 'SCL', 0, false, 'FORBIDDEN'],
    ['CTA', 'LIM', 0, true, 'LEG_CANCELLED'],
    ['DUTY', 'SCL', 0, false, null],
    ['DUTY', 'LIM', -3, false, null],
    ['DUTY', 'LIM', null, false, 'DAY_LOCKED'],
    ['DUTY', 'LIM', 0, true, 'LEG_CANCELLED'],
    ['GENERIC', 'LIM', 0, false, 'FORBIDDEN'],
    [null, 'LIM', 0, false, 'FORBIDDEN'],
  ] as const)('%s at %s, day %s, cancelled %s: %s', (role, station, day, cancelled, answer) => {
    expect(attempt(role, station, day, cancelled)).toBe(answer);
  });

  it('opens two and three days back to a supervisor only', () => {
    expect([-3, -2, -1, 0, 1].map((d) => isDayOpen('CTA', d))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    expect([-3, -2, -1, 0, 1].map((d) => isDayOpen('DUTY', d))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('delays a supervisor recorded', () => {
  const stored = [{ modified_by_duty: false }, { modified_by_duty: true }];
  it.each([
    ['CTA', stored, 'DUTY_ENTRIES_LOCKED'],
    ['CTA', [{ modified_by_duty: false }], null],
    ['DUTY', stored, null],
  ] as const)('%s saving over %j: %s', (role, entries, answer) => {
    expect(delaySaveRefusal(role, entries)).toBe(answer);
  });
});
