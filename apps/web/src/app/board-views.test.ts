import type { SessionUser } from '@board/domain';
import { describe, expect, it } from 'vitest';
import { viewsFor } from './board-views.ts';

const user = (station: string): SessionUser => ({
  email: 'x@example.com',
  full_name: 'X',
  role: 'GENERIC',
  app_properties: [{ name: 'station', value: station }],
});

describe('board views', () => {
  it('lists milestones only for a milestone station', () => {
    expect(viewsFor(user('LIM')).map((v) => v.key)).toEqual([
      'general',
      'arrivals',
      'departures',
      'delays',
      'overnights',
      'timeline',
    ]);
    expect(viewsFor(user('GRU')).map((v) => v.key)).toContain('milestones');
  });
});
