import type { Leg } from '@board/domain';
import { testLeg } from '@board/domain/testing';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { boardKeys } from './board-keys.ts';
import { showSavedLeg } from './saved-leg.ts';

const leg = (id: string, version: number, extra: Partial<Leg> = {}) =>
  testLeg({ _id: id, version, turn_around_time_departure: 45, ...extra });
const ana = { name: 'Ana', last_name: 'Soto', phone_number: '+51987654321', display_name: 'A.SOT' };

describe('showSavedLeg', () => {
  it('puts the saved version in every kept board list at once, keeping what the day works out', () => {
    const client = new QueryClient();
    const row = { arrival: leg('a', 1), departure: leg('d', 3) };
    const homeKey = boardKeys.list('LIM', '2026-03-10', 'home', '');
    const departuresKey = boardKeys.list('LIM', '2026-03-10', 'departures', '');
    client.setQueryData(homeKey, { data: { legs: [row] } });
    client.setQueryData(departuresKey, {
      data: { legs: [leg('d', 3), leg('x', 1)] },
    });
    const other = { data: [leg('d', 3)] };
    client.setQueryData(boardKeys.registrations('ana@example.com'), other);

    const saved = leg('d', 4, { cda_assigned: ana, turn_around_time_departure: null });
    showSavedLeg(client, saved);

    const home = client.getQueryData<{ data: { legs: (typeof row)[] } }>(homeKey);
    expect(home?.data.legs[0]?.departure).toMatchObject({
      version: 4,
      cda_assigned: ana,
      turn_around_time_departure: 45,
    });
    expect(home?.data.legs[0]?.arrival).toBe(row.arrival);
    const departures = client.getQueryData<{ data: { legs: Leg[] } }>(departuresKey);
    expect(departures?.data.legs.map((l) => l.version)).toEqual([4, 1]);
    expect(client.getQueryData(boardKeys.registrations('ana@example.com'))).toBe(other);
  });
});
