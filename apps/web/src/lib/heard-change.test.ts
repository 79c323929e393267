import { describe, expect, it } from 'vitest';
import { createHeardChange } from './heard-change.ts';

describe('the last change heard', () => {
  it('is sent back for a minute, then no more', () => {
    let now = 1_000_000;
    const heard = createHeardChange(() => now);
    expect(heard.latest()).toBeNull();
    heard.heard('a');
    heard.heard('b');
    expect(heard.latest()).toBe('b');
    now += 60_000;
    expect(heard.latest()).toBe('b');
    now += 1;
    expect(heard.latest()).toBeNull();
  });
});
