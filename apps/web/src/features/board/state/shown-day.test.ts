import { dateOptions } from '@board/domain';
import { describe, expect, it } from 'vitest';
import { shownDay } from './shown-day.ts';

const LIMA = 'America/Lima';
// Lima's 22 November 2026 (-72 hs is the 19th) and the 23rd after its midnight (05:00 UTC).
const before = dateOptions(new Date('2026-11-22T15:00:00Z'), LIMA);
const after = dateOptions(new Date('2026-11-23T15:00:00Z'), LIMA);

describe('the day the board shows', () => {
  it.each([
    [null, '2026-11-22'],
    ['2026-11-21', '2026-11-21'],
    ['2026-11-23', '2026-11-23'],
    ['2026-11-18', '2026-11-22'],
    ['2026-11-24', '2026-11-22'],
  ])('for ?day=%s in a window nobody moved: %s', (asked, shown) => {
    expect(shownDay(asked, before, null)).toBe(shown);
  });

  it.each([
    [null, '2026-11-23', 'Hoy follows'],
    ['2026-11-22', '2026-11-23', 'Hoy chosen by date follows'],
    ['2026-11-21', '2026-11-21', 'Ayer stays chosen, now -48 hs'],
    ['2026-11-23', '2026-11-23', 'Mañana stays chosen, now Hoy'],
    ['2026-11-19', '2026-11-20', '-72 hs slid out: the oldest day left'],
    ['2026-11-10', '2026-11-23', 'a day of neither window: today'],
  ])('for ?day=%s after the local midnight: %s (%s)', (asked, shown, _why) => {
    expect(shownDay(asked, after, before)).toBe(shown);
  });

  it('moves a day that leaves from the front, with a clock set back, to the newest day', () => {
    expect(shownDay('2026-11-24', before, after)).toBe('2026-11-23');
    expect(shownDay('2026-11-23', before, after)).toBe('2026-11-22');
  });

  it('moves a day to the oldest one left after days away (a machine asleep for a weekend)', () => {
    const monday = dateOptions(new Date('2026-11-25T15:00:00Z'), LIMA);
    expect(shownDay('2026-11-21', monday, before)).toBe('2026-11-22');
    expect(shownDay('2026-11-22', monday, before)).toBe('2026-11-25');
  });
});
