import { describe, expect, it } from 'vitest';
import { titleKeyOf } from './document-title.ts';

describe('document title', () => {
  it('takes the deepest route title and falls back to none', () => {
    expect(titleKeyOf([{ handle: undefined }, { handle: { titleKey: 'titles.general' } }])).toBe(
      'titles.general',
    );
    expect(
      titleKeyOf([{ handle: { titleKey: 'titles.login' } }, { handle: { titleKey: 'titles.x' } }]),
    ).toBe('titles.x');
    expect(titleKeyOf([{ handle: undefined }, { handle: { other: 1 } }])).toBeUndefined();
  });

  it('reads the key from the address where a page serves two purposes', () => {
    const handle = {
      titleKey: (query: URLSearchParams) => (query.get('welcome') === '1' ? 'welcome' : 'reset'),
    };
    expect(titleKeyOf([{ handle }], new URLSearchParams('token=x&welcome=1'))).toBe('welcome');
    expect(titleKeyOf([{ handle }], new URLSearchParams('token=x'))).toBe('reset');
  });
});
