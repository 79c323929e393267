import type { Leg } from '@board/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { showSavedLeg } from './saved-leg.ts';

const leg = (id: string, version: number, extra: object = {}) =>
  ({
    _id: id,
    version,
    cda_assigned: null,
    turn_around_time_departure: 45,
    ...extra,
  }) as unknown as Leg;

describe('showSavedLeg', () => {
  it('puts the saved version in every kept board list at once, keeping what the day works out', () => {
    const client = new QueryClient();
    const row = { arrival: leg('a', 1), departure: leg('d', 3) };
    client.setQueryData(['board', 'LIM', '2026-03-10', 'home', ''], { data: { legs: [row] } });
    client.setQueryData(['board', 'LIM', '2026-03-10', 'departures', ''], {
      data: { legs: [leg('d', 3), leg('x', 1)] },
    });
    const other = { data: [leg('d', 3)] };
    client.setQueryData(['registrations'], other);

    const saved = leg('d', 4, { cda_assigned: { name: 'Ana' }, turn_around_time_departure: null });
    showSavedLeg(client, saved);

    const home = client.getQueryData<{ data: { legs: (typeof row)[] } }>([
      'board',
      'LIM',
      '2026-03-10',
      'home',
      '',
    ]);
    expect(home?.data.legs[0]?.departure).toMatchObject({
      version: 4,
      cda_assigned: { name: 'Ana' },
      turn_around_time_departure: 45,
    });
    expect(home?.data.legs[0]?.arrival).toBe(row.arrival);
    const departures = client.getQueryData<{ data: { legs: Leg[] } }>([
      'board',
      'LIM',
      '2026-03-10',
      'departures',
      '',
    ]);
    expect(departures?.data.legs.map((l) => l.version)).toEqual([4, 1]);
    expect(client.getQueryData(['registrations'])).toBe(other);
  });
});
