import { describe, expect, it } from 'vitest';
import { MAX_DELAY_ENTRIES } from '../constants.ts';
import {
  canAddDelayEntry,
  type DelayFormEntry,
  delayFormEntry,
  delaysFormSchema,
  emptyDelayFormEntry,
  isSoleEmptyDelay,
  minutesFromText,
  typedDelayMinutesTotal,
} from './delays-form.ts';
import { delaysRequest } from './leg-edits.ts';

const entry = (code: string, minutes: string, description = ''): DelayFormEntry => ({
  delay: { code },
  minutes,
  description,
});
const blank = emptyDelayFormEntry();

const parse = (delays: DelayFormEntry[]) => delaysFormSchema.safeParse({ delays });
/** The first message of each field, as the drawer shows it. */
const messages = (delays: DelayFormEntry[]) => {
  const parsed = parse(delays);
  if (parsed.success) return [];
  const first = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (!first.has(path)) first.set(path, issue.message);
  }
  return [...first].map(([path, message]) => `${path} ${message}`);
};

describe('the delays form', () => {
  it.each([
    ['a sole empty entry, the user cleared the last delay', [blank], []],
    ['one delay', [entry('93', '20')], []],
    ['three delays', [entry('93', '20'), entry('15', '5'), entry('81', '1')], []],
    ['no code', [entry('', '20')], ['delays.0.delay.code validation.delayCodeRequired']],
    [
      'only a description',
      [entry('', '', 'Lluvia')],
      ['delays.0.delay.code validation.delayCodeRequired', 'delays.0.minutes validation.integer'],
    ],
    ['an unknown code', [entry('07', '20')], ['delays.0.delay.code validation.delayCodeUnknown']],
    [
      'a repeated code',
      [entry('93', '20'), entry('93', '5')],
      ['delays.1.delay.code validation.delayCodeRepeated'],
    ],
    [
      'a repeated code before its minutes are typed',
      [entry('93', '20'), entry('93', '')],
      ['delays.1.minutes validation.integer', 'delays.1.delay.code validation.delayCodeRepeated'],
    ],
    [
      'a repeated code beside an entry still without one',
      [entry('93', ''), entry('', ''), entry('93', '')],
      [
        'delays.0.minutes validation.integer',
        'delays.1.delay.code validation.delayCodeRequired',
        'delays.1.minutes validation.integer',
        'delays.2.minutes validation.integer',
        'delays.2.delay.code validation.delayCodeRepeated',
      ],
    ],
    ['no minutes', [entry('93', '')], ['delays.0.minutes validation.integer']],
    ['minutes in words', [entry('93', 'diez')], ['delays.0.minutes validation.integer']],
    ['minutes with a fraction', [entry('93', '1.5')], ['delays.0.minutes validation.integer']],
    ['minutes in exponent form', [entry('93', '1e3')], ['delays.0.minutes validation.integer']],
    ['zero minutes', [entry('93', '0')], ['delays.0.minutes validation.positive']],
    ['negative minutes', [entry('93', '-5')], ['delays.0.minutes validation.positive']],
    ['too many minutes', [entry('93', '10000')], ['delays.0.minutes validation.max']],
    [
      'a description too long',
      [entry('93', '5', 'x'.repeat(301))],
      ['delays.0.description validation.maxLength'],
    ],
    [
      'an empty entry beside a delay',
      [entry('93', '20'), blank],
      ['delays.1.delay.code validation.delayCodeRequired', 'delays.1.minutes validation.integer'],
    ],
  ])('%s', (_, delays, expected) => {
    expect(messages(delays)).toEqual(expected);
  });

  it('refuses more entries than the limit', () => {
    const codes = ['93', '15', '81', '11'];
    expect(messages(codes.map((code) => entry(code, '1')))).toEqual([
      'delays validation.maxDelays',
    ]);
  });

  it('sends no delay for a sole empty entry', () => {
    expect(parse([blank]).data).toEqual({ delays: [], delays_min_total: 0 });
    expect(parse([entry('', ' ', '  ')]).data?.delays).toEqual([]);
  });

  it('gives the minutes as numbers, trims the texts and adds up the total', () => {
    const sent = parse([entry('93', ' 20 ', ' Lluvia '), entry('15', '5')]).data;
    expect(sent).toEqual({
      delays: [
        { delay: { code: '93' }, minutes: 20, description: 'Lluvia' },
        { delay: { code: '15' }, minutes: 5, description: '' },
      ],
      delays_min_total: 25,
    });
    // What the form sends is a body the server accepts.
    const body = { _id: '8f0c5a52-9a53-4d0e-a2a4-3c1d1f6f0a11', version: 2, depstn: 'LIM' };
    expect(delaysRequest.safeParse({ ...body, ...sent }).success).toBe(true);
  });

  it('reads a recorded entry back', () => {
    const recorded = {
      delay: { code: '93', name: 'Llegada tardía', iataResponsible: 'Reaccionario' },
      minutes: 20,
      description: 'Lluvia',
      last_editor: { name: 'Ana Díaz', role: 'CTA' },
      last_update: '2026-11-22T14:05:00Z',
      modified_by_duty: false,
    };
    expect(delayFormEntry(recorded)).toEqual(entry('93', '20', 'Lluvia'));
  });
});

describe('the delay entries as typed', () => {
  it.each([
    ['12', 12],
    [' 12 ', 12],
    ['0', 0],
    ['-3', -3],
    ['1.5', 1.5],
    ['', Number.NaN],
    ['1e3', Number.NaN],
    ['0x10', Number.NaN],
    ['12 min', Number.NaN],
  ])('reads the minutes %j as %d', (text, minutes) => {
    expect(minutesFromText(text)).toBe(minutes);
  });

  it('adds up only the minutes already valid', () => {
    const typed = [entry('93', '20'), entry('15', 'x'), entry('81', '-4'), entry('11', '5')];
    expect(typedDelayMinutesTotal(typed)).toBe(25);
    expect(typedDelayMinutesTotal([blank])).toBe(0);
  });

  it.each([
    ['a sole blank entry', [blank], true],
    ['a sole entry with spaces only', [entry('', ' ', ' ')], true],
    ['a sole entry with a code', [entry('93', '')], false],
    ['a sole entry with minutes', [entry('', '5')], false],
    ['a sole entry with a description', [entry('', '', 'Lluvia')], false],
    ['two blank entries', [blank, blank], false],
  ])('%s is a cleared list: %s', (_, delays, cleared) => {
    expect(isSoleEmptyDelay(delays)).toBe(cleared);
  });

  it.each([
    ['one entry with its code', [entry('93', '')], true],
    ['an entry without a code', [entry('93', '20'), entry('', '5')], false],
    ['a sole blank entry', [blank], false],
    ['two entries with codes', [entry('93', '20'), entry('15', '5')], true],
    [
      'the limit reached',
      Array.from({ length: MAX_DELAY_ENTRIES }, (_, i) => entry(String(11 + i), '1')),
      false,
    ],
  ])('%s: another may be added %s', (_, delays, allowed) => {
    expect(canAddDelayEntry(delays)).toBe(allowed);
  });
});
