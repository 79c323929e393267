import { describe, expect, it } from 'vitest';
import type { DelayEntry, Leg } from '../schemas/legs.ts';
import { delayLines } from './delay-lines.ts';

const entry = (code: string) =>
  ({ delay: { code, name: '', iataResponsible: '' }, minutes: 10 }) as DelayEntry;

describe('delay lines', () => {
  it('give a line per entry and one uncoded line for a leg without entries', () => {
    const legs = [
      { _id: 'a', delays: [entry('93'), entry('81')] },
      { _id: 'b', delays: [] },
    ] as unknown as Leg[];
    expect(delayLines(legs).map((r) => [r.key, r.entry?.delay.code ?? null])).toEqual([
      ['a#0', '93'],
      ['a#1', '81'],
      ['b', null],
    ]);
  });
});
