import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedSearch } from './use-debounced-search.ts';

function typing() {
  const apply = vi.fn();
  const hook = renderHook(({ text }) => useDebouncedSearch(text, apply), {
    initialProps: { text: '' },
  });
  const type = (text: string, thenWait: number) => {
    hook.rerender({ text });
    act(() => vi.advanceTimersByTime(thenWait));
  };
  return { apply, type };
}

describe('the search box debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies the text 500 ms after the last key', () => {
    const { apply, type } = typing();
    act(() => vi.advanceTimersByTime(500));
    apply.mockClear();
    type('L', 200);
    type('LA', 200);
    type('LA2', 499);
    expect(apply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(apply).toHaveBeenCalledExactlyOnceWith('LA2');
  });

  it('never waits more than 1000 ms while the typing goes on', () => {
    const { apply, type } = typing();
    act(() => vi.advanceTimersByTime(500));
    apply.mockClear();
    // A key every 300 ms never leaves a 500 ms pause; the text still goes out at 1000 ms.
    type('L', 300);
    type('LA', 300);
    type('LA2', 300);
    expect(apply).not.toHaveBeenCalled();
    type('LA20', 100);
    expect(apply).toHaveBeenCalledExactlyOnceWith('LA20');

    // The wait starts over with the next key.
    type('LA200', 499);
    expect(apply).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(apply).toHaveBeenLastCalledWith('LA200');
  });
});
