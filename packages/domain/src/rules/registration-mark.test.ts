import { describe, expect, it } from 'vitest';
import { normalizeRegistration, shownRegistration } from './registration-mark.ts';

describe('normalizeRegistration', () => {
  it.each([
    ['AZN', 'AZN'],
    ['azn', 'AZN'],
    ['CC-AZN', 'AZN'],
    ['CCAZN', 'AZN'],
    [' cc-azn ', 'AZN'],
    ['N123AB', 'N123AB'],
    ['n 123 ab', 'N123AB'],
    ['PRMYA', 'PR-MYA'],
    ['PR-MYA', 'PR-MYA'],
    ['CGKWJ', 'C-GKWJ'],
    ['DAIMA', 'D-AIMA'],
    ['ECMXV', 'EC-MXV'],
    ['JA01XJ', 'JA01XJ'],
    ['HK5275', 'HK-5275'],
    ['OB-1234-P', 'OB-1234-P'],
    ['ZZ1234', 'ZZ1234'],
  ])('%s is stored as %s', (input, stored) => {
    expect(normalizeRegistration(input)).toBe(stored);
  });

  it.each([
    '',
    ' ',
    'A',
    'CC-',
    'AB-',
    '-AZN',
    'AZN/AZO',
    'CC_AZN',
    'ÁZN',
    'N123456789AB',
    'CC--AZN',
  ])('%j is no registration', (input) => {
    expect(normalizeRegistration(input)).toBeNull();
  });
});

describe('shownRegistration', () => {
  it('shows a Chilean aircraft with CC- and any other as registered', () => {
    expect(shownRegistration('AZN')).toBe('CC-AZN');
    expect(shownRegistration('N123AB')).toBe('N123AB');
    expect(shownRegistration('PR-MYA')).toBe('PR-MYA');
  });
});
