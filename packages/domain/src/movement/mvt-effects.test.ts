import { describe, expect, it } from 'vitest';
import { DELAY_CODES } from '../catalogues/delay-codes.ts';
import { mayReplace, movementDelayEntries, pendingMovementDelays } from './mvt-effects.ts';

const at = (hhmm: string) => `2026-03-10T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00.000Z`;
const plain = (hhmm: string) => ({ at: at(hhmm), cor: false });
const cor = (hhmm: string) => ({ at: at(hhmm), cor: true });

describe('which message sets a field', () => {
  it.each([
    ['a first message', undefined, plain('1600'), true],
    ['a later plain message', plain('1600'), plain('1610'), true],
    ['an older plain message', plain('1610'), plain('1600'), false],
    ['a plain message sent in the same minute, received after', plain('1610'), plain('1610'), true],
    ['a plain estimate sent after a correction', cor('1655'), plain('1710'), true],
    [
      'a plain message sent before a correction, received after it',
      cor('1655'),
      plain('1650'),
      false,
    ],
    ['a plain message sent in the minute of a correction', cor('1655'), plain('1655'), false],
    ['a correction of an earlier message', plain('1647'), cor('1655'), true],
    ['a correction in the minute of a plain message', plain('1655'), cor('1655'), true],
    ['a correction sent before a newer plain message', plain('1700'), cor('1655'), false],
    ['a newer correction', cor('1655'), cor('1700'), true],
    ['an older correction', cor('1700'), cor('1655'), false],
  ])('%s', (_name, stored, next, expected) => {
    expect(mayReplace(stored, next)).toBe(expected);
  });
});

describe('delay lines as delay entries', () => {
  const catalogue = new Map(DELAY_CODES.map((c) => [c.code, c]));
  const std = new Date(at('1600'));

  it('keeps a code sent before the departure is known, its minutes pending', () => {
    const entries = movementDelayEntries(
      [{ code: '41', subCode: null, minutes: null }],
      { std, departedAt: null },
      catalogue,
      at('1550'),
    );
    expect(entries).toMatchObject([{ delay: { code: '41' }, minutes: 0, source: 'MVT' }]);
    if (!Array.isArray(entries)) throw new Error('refused');
    expect(pendingMovementDelays(entries)).toEqual([{ code: '41', subCode: null, minutes: null }]);
  });

  it('gives a lone untimed code the whole delay, and keeps its sub-code', () => {
    const entries = movementDelayEntries(
      [{ code: '93', subCode: 'A', minutes: null }],
      { std, departedAt: new Date(at('1625')) },
      catalogue,
      at('1630'),
    );
    expect(entries).toMatchObject([{ delay: { code: '93' }, sub_code: 'A', minutes: 25 }]);
    if (!Array.isArray(entries)) throw new Error('refused');
    expect(pendingMovementDelays(entries)).toBeNull();
  });
});
