import { useEffect, useRef } from 'react';

/** Section 9: the search waits 500 ms after the last key, and never more than 1000 ms. */
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_MAX_WAIT_MS = 1000;

/** Calls `apply` with `text` once typing pauses, or at the latest after the maximum wait. */
export function useDebouncedSearch(text: string, apply: (text: string) => void): void {
  const firstChange = useRef<number | null>(null);
  const latest = useRef(apply);
  latest.current = apply;

  useEffect(() => {
    const now = Date.now();
    firstChange.current ??= now;
    const waited = now - firstChange.current;
    const delay = Math.max(0, Math.min(SEARCH_DEBOUNCE_MS, SEARCH_MAX_WAIT_MS - waited));
    const timer = setTimeout(() => {
      firstChange.current = null;
      latest.current(text);
    }, delay);
    return () => clearTimeout(timer);
  }, [text]);
}
