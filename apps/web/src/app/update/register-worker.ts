import { registerSW } from 'virtual:pwa-register';
import { onModalsChange, topModal } from '../../components/ui/index.ts';
import { announceUpdate } from './update-state.ts';

/**
 * A board stays open for a whole shift without a navigation, which is when the browser looks
 * for a new worker by itself: it is asked every hour as well.
 */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** Runs `then` once no drawer or dialog is open: a reload under one would drop what is typed. */
function whenNoModalOpen(then: () => void): void {
  if (topModal() === null) {
    then();
    return;
  }
  const stop = onModalsChange(() => {
    if (topModal() !== null) return;
    stop();
    then();
  });
}

/**
 * Registers the worker that keeps the app's shell. A new build is installed beside the running
 * one and waits: the prompt offers it, and it takes over only when the person asks.
 */
export function registerWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    onNeedRefresh: () => announceUpdate(() => void update()),
    // The new build took over, from this tab or from another tab of the board: this page runs
    // the old build's scripts and reloads, but never under an open drawer.
    onNeedReload: () => whenNoModalOpen(() => window.location.reload()),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      // Offline, a check fails; the next one tries again.
      setInterval(() => registration.update().catch(() => undefined), CHECK_EVERY_MS);
    },
  });
}
