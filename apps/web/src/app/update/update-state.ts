import { useSyncExternalStore } from 'react';

/**
 * A new build of the client the worker has installed and holds back, and the way to switch to
 * it: the registration announces it (register-worker.ts), the prompt offers it.
 */
let switchToNew: (() => void) | null = null;
const listeners = new Set<() => void>();

export function announceUpdate(apply: () => void): void {
  switchToNew = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The switch to the waiting build, or null while there is none. */
export function useWaitingUpdate(): (() => void) | null {
  // Markup rendered ahead of the browser (and its hydration) knows of no waiting build.
  return useSyncExternalStore(
    subscribe,
    () => switchToNew,
    () => null,
  );
}
