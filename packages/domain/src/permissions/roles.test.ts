import { describe, expect, it } from 'vitest';
import { canSeeStation, capabilities } from './roles.ts';

describe('role table', () => {
  it.each([
    ['CTA', true, false, 'own', 'common.edit'],
    ['GENERIC', false, false, 'all', 'common.view'],
    ['DUTY', true, true, 'all', 'common.edit'],
    [null, false, false, 'none', null],
  ] as const)('%s', (role, editor, supervisor, scope, buttonTextKey) => {
    expect(capabilities(role)).toEqual({ editor, supervisor, scope, buttonTextKey });
  });

  it.each([
    ['CTA', 'LIM', 'LIM', true],
    ['CTA', 'LIM', 'SCL', false],
    ['CTA', null, 'LIM', false],
    ['GENERIC', null, 'SCL', true],
    ['DUTY', 'LIM', 'SCL', true],
    [null, 'LIM', 'LIM', false],
  ] as const)('%s at %s sees %s: %s', (role, own, station, expected) => {
    expect(canSeeStation(role, own, station)).toBe(expected);
  });
});
