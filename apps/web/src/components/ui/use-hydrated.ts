import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over markup rendered at build time (and in that rendering itself),
 * true once the page's scripts run it. What only a running page can do waits for it: a portal
 * into document.body, or a submit that the scripts, not the browser, must send.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
