import { describe, expect, it } from 'vitest';
import { hasUnsafeText, unsafeTextPaths } from './safe-text.ts';

describe('text no record may hold', () => {
  it.each([
    ['Rosa Quispe', false],
    ['línea 1\nlínea 2\tcon tabulador\r', false],
    ['avión ✈ 😀', false],
    ['a\u0000b', true],
    ['\u0007', true],
    ['\u001b[31m', true],
    ['\ud800', true],
    ['x\udc00', true],
    ['\ud83d', true],
    ['\uffff', true],
  ])('%j unsafe: %s', (text, expected) => {
    expect(hasUnsafeText(text)).toBe(expected);
  });

  it('name every field that holds one, keys and array items included', () => {
    const body = {
      _id: 'ok',
      cda_assigned: { name: 'Ro\u0000sa', last_name: 'Quispe' },
      delays: [{ description: 'fine' }, { description: '\ud800' }],
      ['bad\u0000key']: 1,
    };
    expect(unsafeTextPaths(body)).toEqual([
      'cda_assigned.name',
      'delays.1.description',
      'bad\u0000key',
    ]);
    expect(unsafeTextPaths('\u0000')).toEqual(['']);
    expect(unsafeTextPaths({ a: 1, b: null, c: true })).toEqual([]);
  });

  it('refuse input nested beyond any request instead of walking it', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(unsafeTextPaths(deep)).toHaveLength(1);
  });
});
