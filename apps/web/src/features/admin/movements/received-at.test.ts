import { describe, expect, it } from 'vitest';
import { receivedAt } from './received-at.ts';

describe('the received time of a movement message', () => {
  it('reads as the product writes an instant: day first, 24-hour time, in the zone asked for', () => {
    expect(receivedAt('2026-11-23T02:05:00Z', 'America/Lima')).toBe('22-11-26 21:05');
    expect(receivedAt('2026-11-23T02:05:00Z', 'UTC')).toBe('23-11-26 02:05');
  });
});
