import { describe, expect, it } from 'vitest';
import {
  cutMinutes,
  cutProblems,
  findOvernightArrival,
  type OvernightDraft,
  overnightSaveBlocked,
} from './overnight.ts';

const draft = (over: Partial<OvernightDraft> = {}): OvernightDraft => ({
  type: { code: null },
  ubication: '',
  comment: '',
  cut: false,
  cut_duration: { start: '', end: '', authorizer: '' },
  ...over,
});
const cut = (start: string, end: string, authorizer = 'J. Rojas') =>
  draft({ cut: true, cut_duration: { start, end, authorizer } });

describe('cut length', () => {
  it.each([
    ['22:00', '06:30', 510],
    ['7:05', '07:35', 30],
    ['23:59', '00:10', 11],
    ['10:00', '10:00', null],
    ['24:00', '01:00', null],
    ['07:5', '08:00', null],
    ['', '08:00', null],
  ])('%s to %s is %s minutes', (start, end, minutes) => {
    expect(cutMinutes(start, end)).toBe(minutes);
  });
});

describe('overnight save', () => {
  it.each<[string, OvernightDraft, boolean]>([
    ['nothing filled, no cut', draft(), true],
    ['spaces only', draft({ ubication: '  ', comment: ' ' }), true],
    ['a type alone', draft({ type: { code: 1 } }), false],
    ['a location alone', draft({ ubication: 'L5' }), false],
    ['a comment alone', draft({ comment: 'Sin GPU' }), false],
    ['a complete cut alone', cut('22:00', '06:00'), false],
    ['a cut without authorizer', cut('22:00', '06:00', ' '), true],
    ['a cut with an invalid start', cut('25:00', '06:00'), true],
    ['a cut with a blank end', cut('22:00', ''), true],
    ['a cut of hours with one digit', cut('7:05', '9:10'), false],
  ])('%s: blocked %s', (_name, value, blocked) => {
    expect(overnightSaveBlocked(value)).toBe(blocked);
  });

  it('names each missing or invalid part of the cut', () => {
    expect(cutProblems(cut('', '6:61', ''))).toEqual([
      { field: 'start', key: 'validation.required' },
      { field: 'end', key: 'validation.clockTime' },
      { field: 'authorizer', key: 'validation.required' },
    ]);
    expect(cutProblems(draft({ cut_duration: { start: 'x', end: '', authorizer: '' } }))).toEqual(
      [],
    );
  });
});

describe('the arrival of an overnight', () => {
  const arrivals = [
    { _id: 'a', registration: 'AZC/AZE', flight_number: 'LA2110' },
    { _id: 'b', registration: 'AZC', flight_number: 'LA2120' },
    { _id: 'c', registration: 'DBF', flight_number: 'LA2110' },
  ];
  it.each([
    ['AZC', 'LA2110', 'a'],
    ['AZC/AZX', 'LA2110', 'a'],
    ['AZC', 'LA2120', 'b'],
    ['DBF', 'LA2110', 'c'],
    ['AZE', 'LA2110', undefined],
    ['AZC', 'LA9999', undefined],
  ])('%s on %s is arrival %s', (registration, flight, id) => {
    expect(findOvernightArrival(arrivals, registration, flight)?._id).toBe(id);
  });
});
