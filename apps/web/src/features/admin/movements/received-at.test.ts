import { describe, expect, it } from 'vitest';
import { receivedAt } from './received-at.ts';

describe('the received time of a movement message', () => {
  it('reads as date and 24-hour time in the zone asked for', () => {
    expect(receivedAt('2026-11-23T02:05:00Z', 'es', 'America/Lima')).toBe('22/11/2026, 21:05');
    expect(receivedAt('2026-11-23T02:05:00Z', 'es', 'UTC')).toBe('23/11/2026, 02:05');
  });
});
