import { describe, expect, it } from 'vitest';
import type { DelayEntry } from '../schemas/legs.ts';
import {
  delayCodesText,
  delayMinutes,
  type RequestedDelay,
  recordedDelayEntries,
  sameDelays,
} from './delay-entries.ts';

const catalogue = new Map([
  ['93', { name: 'Rotación de aeronave', iataResponsible: 'Reaccionario' }],
  ['81', { name: 'Control de tránsito aéreo', iataResponsible: 'ATC' }],
]);
const AT = '2026-03-10T20:00:00.000Z';
const stored93: DelayEntry = {
  delay: { code: '93', name: 'Rotación de aeronave', iataResponsible: 'Reaccionario' },
  minutes: 20,
  description: 'Llegó tarde',
  last_editor: { name: 'Duty Uno', role: 'DUTY' },
  last_update: '2026-03-10T18:00:00.000Z',
  modified_by_duty: true,
  isUpdated: true,
};
const ask = (code: string, minutes: number, description = ''): RequestedDelay => ({
  delay: { code },
  minutes,
  description,
});

describe('recordedDelayEntries', () => {
  it.each<[string, RequestedDelay[], 'CTA' | 'DUTY', Partial<DelayEntry>[]]>([
    [
      'an entry as stored keeps its editor, time and duty mark',
      [ask('93', 20, 'Llegó tarde')],
      'CTA',
      [{ ...stored93, isUpdated: false }],
    ],
    [
      'changed minutes sign the entry with the editor now',
      [ask('93', 25, 'Llegó tarde')],
      'CTA',
      [
        {
          minutes: 25,
          last_editor: { name: 'María', role: 'CTA' },
          last_update: AT,
          modified_by_duty: false,
          isUpdated: true,
        },
      ],
    ],
    [
      'a changed description does too',
      [ask('93', 20, 'Otra causa')],
      'CTA',
      [{ description: 'Otra causa', last_update: AT, isUpdated: true }],
    ],
    [
      "a supervisor's new entry is the duty's",
      [ask('93', 20, 'Llegó tarde'), ask('81', 5)],
      'DUTY',
      [
        { isUpdated: false, last_update: stored93.last_update },
        {
          delay: { code: '81', name: 'Control de tránsito aéreo', iataResponsible: 'ATC' },
          modified_by_duty: true,
          last_editor: { name: 'María', role: 'DUTY' },
        },
      ],
    ],
    ['an empty list records nothing', [], 'CTA', []],
  ])('%s', (_name, requested, role, expected) => {
    const entries = recordedDelayEntries({
      stored: [stored93],
      requested,
      catalogue,
      editor: { name: 'María', role },
      at: AT,
    });
    expect(entries).toHaveLength(expected.length);
    for (const [index, fields] of expected.entries()) {
      expect(entries[index]).toMatchObject(fields);
    }
  });

  it('names an unknown code with blanks rather than failing', () => {
    const [entry] = recordedDelayEntries({
      stored: [],
      requested: [ask('00', 3)],
      catalogue,
      editor: { name: 'M', role: 'CTA' },
      at: AT,
    });
    expect(entry?.delay).toEqual({ code: '00', name: '', iataResponsible: '' });
  });
});

describe('delay totals and comparison', () => {
  it.each([
    [[], 0, ''],
    [[ask('93', 20)], 20, '93'],
    [[ask('93', 20), ask('81', 5), ask('06', 1)], 26, '93/81/06'],
  ])('%j totals %i minutes, codes %j', (entries, minutes, codes) => {
    expect(delayMinutes(entries)).toBe(minutes);
    expect(delayCodesText(entries)).toBe(codes);
  });

  it.each<[RequestedDelay[], RequestedDelay[], boolean]>([
    [[ask('93', 20)], [ask('93', 20)], true],
    [[ask('93', 20)], [ask('93', 21)], false],
    [[ask('93', 20, 'a')], [ask('93', 20, 'b')], false],
    [[ask('93', 20), ask('81', 5)], [ask('81', 5), ask('93', 20)], false],
    [[ask('93', 20)], [], false],
    [[], [], true],
  ])('%j and %j are the same record: %s', (a, b, same) => {
    expect(sameDelays(a, b)).toBe(same);
  });
});
