import { useEffect } from 'react';

/**
 * Runs `task` once the page has nothing more urgent to do, or after a second where the browser
 * cannot say (Safari). Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1000);
  return () => clearTimeout(id);
}

/**
 * Fetches a screen part loaded on demand (a drawer, a panel) once the page is idle after it has
 * been drawn, so that opening it seldom waits. Only built pages fetch ahead: in development and
 * tests a module loads when it is used.
 */
export function useFetchAhead(load: () => Promise<unknown>): void {
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return whenIdle(() => {
      // A failed fetch ahead is simply tried again when the part opens.
      load().catch(() => {});
    });
  }, [load]);
}
