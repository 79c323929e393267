import { describe, expect, it } from 'vitest';
import { currentRegistration } from './registrations.ts';

describe('the registration now flying', () => {
  it('is the part before any slash, without the spaces around it', () => {
    expect(currentRegistration('AZN')).toBe('AZN');
    expect(currentRegistration(' AZC / AZD')).toBe('AZC');
    expect(currentRegistration('AZC/AZD/AZE')).toBe('AZC');
    expect(currentRegistration('/AZD')).toBe('');
  });

  it('is empty for a leg without one', () => {
    expect(currentRegistration(null)).toBe('');
    expect(currentRegistration(undefined)).toBe('');
    expect(currentRegistration('  ')).toBe('');
  });
});
