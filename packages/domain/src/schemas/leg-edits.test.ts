import { describe, expect, it } from 'vitest';
import { delaysRequest, legModifiedRequest } from './leg-edits.ts';

const ID = '8f0c5a52-9a53-4d0e-a2a4-3c1d1f6f0a11';
const entry = (code: string, minutes: unknown, description = '') => ({
  delay: { code },
  minutes,
  description,
});
const body = (delays: unknown[], total?: number) => ({
  _id: ID,
  version: 3,
  depstn: 'LIM',
  delays,
  delays_min_total:
    total ??
    Math.floor(
      delays.reduce<number>((s, e) => s + (Number((e as { minutes: unknown }).minutes) || 0), 0),
    ),
});
const issues = (value: unknown) => {
  const parsed = delaysRequest.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
};

describe('the delays of a leg', () => {
  it.each([
    ['none', [], []],
    ['one', [entry('93', 20)], []],
    ['three', [entry('93', 20), entry('15', 5), entry('81', 1)], []],
    [
      'four',
      [entry('93', 20), entry('15', 5), entry('81', 1), entry('11', 2)],
      ['delays validation.maxDelays'],
    ],
    [
      'no code',
      [entry('', 20)],
      [
        'delays.0.delay.code validation.delayCodeRequired',
        'delays.0.delay.code validation.delayCodeUnknown',
      ],
    ],
    ['an unknown code', [entry('07', 20)], ['delays.0.delay.code validation.delayCodeUnknown']],
    [
      'a repeated code',
      [entry('93', 20), entry('93', 5)],
      ['delays.1.delay.code validation.delayCodeRepeated'],
    ],
    [
      'a repeated code on an entry refused otherwise',
      [entry('93', 20), entry('93', 0)],
      ['delays.1.minutes validation.positive', 'delays.1.delay.code validation.delayCodeRepeated'],
    ],
    [
      'two entries without a code',
      [entry('', 20), entry('', 5)],
      [
        'delays.0.delay.code validation.delayCodeRequired',
        'delays.0.delay.code validation.delayCodeUnknown',
        'delays.1.delay.code validation.delayCodeRequired',
        'delays.1.delay.code validation.delayCodeUnknown',
      ],
    ],
    ['zero minutes', [entry('93', 0)], ['delays.0.minutes validation.positive']],
    ['negative minutes', [entry('93', -5)], ['delays.0.minutes validation.positive']],
    ['fractional minutes', [entry('93', 2.5)], ['delays.0.minutes validation.integer']],
    ['minutes as text', [entry('93', '20')], ['delays.0.minutes validation.integer']],
  ])('%s', (_, delays, expected) => {
    expect(issues(body(delays))).toEqual(expected);
  });

  it('checks the total against the minutes', () => {
    expect(issues(body([entry('93', 20)], 25))).toEqual(['delays_min_total validation.delayTotal']);
  });
});

describe('the body of /v1/leg/modified', () => {
  it('needs something to save, the leg and its version', () => {
    const parsed = legModifiedRequest.safeParse({ _id: 'nope' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`)).toEqual([
      '_id validation.invalid',
      'version validation.required',
    ]);
    expect(legModifiedRequest.safeParse({ _id: ID, version: 1 }).error?.issues[0]?.message).toBe(
      'validation.nothingToSave',
    );
  });

  it('refuses fields that are not recorded through it', () => {
    const parsed = legModifiedRequest.safeParse({ _id: ID, version: 1, registration: 'AZA' });
    expect(parsed.error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});
