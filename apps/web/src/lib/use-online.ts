import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether the device says it has a network, as the board's queries see it: without one they
 * pause instead of failing, and what needs the server is disabled.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * The query client hears of the network only when it changes: a page opened offline (a reload
 * on the apron) would think itself online. The device is asked once at start; only its "no" is
 * trusted, as its "yes" may mean a network that does not reach the server.
 */
export function readDeviceNetwork(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    onlineManager.setOnline(false);
  }
}
