import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { paths } from '../lib/paths.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has run the first route's loaders and loaded its modules. */
function initialised(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Starts the app in `container`. The sign-in page arrives rendered at build time (login.html),
 * so its form shows before any script runs: React takes that markup over (hydration) once the
 * router has settled on the same page, its module loaded and its guard passed, so the first
 * render matches it. A visitor whom the guard sends on (a session already open) gets a fresh
 * render instead, as every other page does, whose container arrives empty.
 */
export async function mountApp(container: HTMLElement, router: Router, app: ReactNode) {
  if (!container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  await initialised(router);
  if (router.state.location.pathname === paths.login) {
    hydrateRoot(container, app);
    return;
  }
  container.replaceChildren();
  createRoot(container).render(app);
}
