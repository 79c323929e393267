import { describe, expect, it } from 'vitest';
import { createWeighedLru } from './weighed-lru.ts';

describe('a map bounded by weight', () => {
  it('drops the least recently used entries beyond its weight', () => {
    const dropped: string[] = [];
    const lru = createWeighedLru<string>(10, (value) => dropped.push(value));
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 4);
    expect(dropped).toEqual(['B']);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.weight).toBe(8);
  });

  it('keeps the newest entry even when it alone is too heavy', () => {
    const lru = createWeighedLru<string>(10);
    lru.set('a', 'A', 4);
    lru.set('big', 'BIG', 50);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('big')).toBe('BIG');
  });

  it('re-weighs an entry set again with the same value without dropping it', () => {
    const dropped: string[] = [];
    const lru = createWeighedLru<string>(10, (value) => dropped.push(value));
    lru.set('a', 'A', 0);
    lru.set('a', 'A', 6);
    expect(dropped).toEqual([]);
    expect(lru.weight).toBe(6);
    lru.set('a', 'A2', 1);
    expect(dropped).toEqual(['A']);
  });

  it('tells when entries are dropped or cleared', () => {
    const dropped: string[] = [];
    const lru = createWeighedLru<string>(10, (value) => dropped.push(value));
    lru.set('a', 'A', 1);
    lru.set('b', 'B', 1);
    lru.drop('a');
    lru.clear();
    expect(dropped).toEqual(['A', 'B']);
    expect(lru.weight).toBe(0);
  });
});
