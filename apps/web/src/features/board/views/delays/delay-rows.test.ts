import type { DelayEntry, Leg } from '@board/domain';
import { describe, expect, it } from 'vitest';
import { delayRows } from './delay-rows.ts';

const entry = (code: string) =>
  ({ delay: { code, name: '', iataResponsible: '' }, minutes: 10 }) as DelayEntry;

describe('delay rows', () => {
  it('give a row per entry and one uncoded row for a leg without entries', () => {
    const legs = [
      { _id: 'a', delays: [entry('93'), entry('81')] },
      { _id: 'b', delays: [] },
    ] as unknown as Leg[];
    expect(delayRows(legs).map((r) => [r.key, r.entry?.delay.code ?? null])).toEqual([
      ['a#0', '93'],
      ['a#1', '81'],
      ['b', null],
    ]);
  });
});
