import { describe, expect, it } from 'vitest';
import type { Leg } from '../schemas/legs.ts';
import {
  legMatchesQuery,
  legSearchValues,
  searchFinds,
  searchNeedle,
  sidesMatchQuery,
} from './leg-query.ts';

const leg = (extra: Partial<Leg> = {}) =>
  ({
    flight_number: 'LA2101',
    registration: 'AZC/AZD',
    depstn: 'CUZ',
    arrstn: 'LIM',
    pea_number_arrival: '12',
    pea_number_departure: null,
    ...extra,
  }) as Leg;

describe('the board search', () => {
  it.each([
    ['', true],
    ['  ', true],
    ['la21', true],
    ['azc', true],
    ['cc-azc', true],
    // The registration before the slash is the one flying now.
    ['AZD', false],
    ['cuz', true],
    [' 12 ', true],
    ['13', false],
  ])('finds %j in a leg: %s', (query, found) => {
    expect(legMatchesQuery(leg(), query)).toBe(found);
  });

  it('never finds a missing leg, not even with a blank search', () => {
    expect(legMatchesQuery(null, '')).toBe(false);
    expect(legMatchesQuery(undefined, 'LA')).toBe(false);
  });

  it('looks in upper-cased values worked out once, the same search either way', () => {
    const values = legSearchValues(leg({ registration: null, pea_number_arrival: 'b7' }));
    expect(values).toEqual(['LA2101', 'CUZ', 'LIM', 'B7']);
    expect(searchNeedle(' b7 ')).toBe('B7');
    expect(searchFinds(values, searchNeedle('b7'))).toBe(true);
    expect(searchFinds(values, searchNeedle('CC-'))).toBe(false);
    expect(searchFinds([], searchNeedle(' '))).toBe(true);
  });
});

describe('sidesMatchQuery', () => {
  const side = (flight_number: string, registration: string) =>
    ({ flight_number, registration, depstn: 'CUZ', arrstn: 'LIM' }) as unknown as Leg;
  it.each([
    ['LA2045', true],
    ['AZN', true],
    ['LA2046', true],
    ['LA9999', false],
  ])('a turnaround of LA2045 and LA2046 is found by %s: %s', (query, found) => {
    const row = { arrival: side('LA2045', 'AZN'), departure: side('LA2046', 'AZN') };
    expect(sidesMatchQuery(row, query)).toBe(found);
  });

  it('finds a row with one side missing by the other', () => {
    expect(sidesMatchQuery({ arrival: null, departure: side('LA2046', 'AZN') }, 'LA2046')).toBe(
      true,
    );
    expect(sidesMatchQuery({ arrival: null, departure: null }, 'LA2046')).toBe(false);
  });
});
