import { describe, expect, it } from 'vitest';
import { type DropdownItem, filterDropdownItems, findExactItem } from './dropdown-filter.ts';

const items: DropdownItem[] = [
  { name: 'Lima', code: 'LIM', codeText: 'Jorge Chávez' },
  { name: 'Santiago', code: 'SCL' },
  { name: 'Bogotá', code: 'BOG' },
  { name: 'Salvador', code: 'SSA' },
];

describe('filterDropdownItems', () => {
  it.each([
    ['', ['LIM', 'SCL', 'BOG', 'SSA']],
    ['sa', ['SCL', 'SSA']],
    ['SANT', ['SCL']],
    ['lim', ['LIM']],
    ['scl', ['SCL']],
    ['bo', ['BOG']],
    ['  lima ', ['LIM']],
    ['zzz', []],
  ])('"%s" keeps %j', (text, codes) => {
    expect(filterDropdownItems(items, text).map((item) => item.code)).toEqual(codes);
  });

  it('does not match the secondary text', () => {
    expect(filterDropdownItems(items, 'Chávez')).toEqual([]);
  });
});

describe('findExactItem', () => {
  it.each([
    ['Lima', 'LIM'],
    ['lima', 'LIM'],
    ['SANTIAGO', 'SCL'],
    [' Bogotá ', 'BOG'],
  ])('"%s" is item %s', (text, code) => {
    expect(findExactItem(items, text)?.code).toBe(code);
  });

  it.each(['', 'Lim', 'LIM', 'Santiago de Chile'])('"%s" matches nothing', (text) => {
    expect(findExactItem(items, text)).toBeUndefined();
  });
});
