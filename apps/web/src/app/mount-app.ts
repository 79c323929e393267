import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { paths } from '../lib/paths.ts';
import { SHELL_ATTRIBUTE, shellShown } from './shell-marks.ts';

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
 * Starts the app in `container`, whose markup was drawn at build time so that a slow phone
 * paints before any script runs:
 * - the sign-in page (login.html): React takes that markup over (hydration) once the router has
 *   settled on the same page, its module loaded and its guard passed, so the first render
 *   matches it;
 * - the board's shell (index.html, shown on a board route to a person with a stored session):
 *   it stays until the router has settled and the board can be drawn in its place.
 * Otherwise the app draws at once; React's first commit clears what the container held.
 */
export async function mountApp(container: HTMLElement, router: Router, app: ReactNode) {
  const prerendered = container.firstElementChild;
  if (!prerendered || (prerendered.hasAttribute(SHELL_ATTRIBUTE) && !shellShown())) {
    createRoot(container).render(app);
    return;
  }
  await initialised(router);
  if (router.state.location.pathname === paths.login) {
    // As a transition, the hydration yields to the browser between components: the form,
    // already drawn, takes a tap meanwhile instead of waiting for the whole page.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // A visitor the guard sent on (a session already open at sign-in), or the board itself.
  createRoot(container).render(app);
}
