import './styles/tokens.css';
import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppRoot } from './app/app-root.tsx';
import { mountApp } from './app/mount-app.ts';
import { leaveBoardOnNoRole } from './app/no-role-redirect.ts';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.ts';
import { endSessionOnUnauthorized } from './app/session-expiry.ts';
import { registerWorker } from './app/update/register-worker.ts';
import { PageMessage } from './components/ui/index.ts';
import { api } from './lib/api-client.ts';
import { appStorage } from './lib/app-storage.ts';
import { initI18n } from './lib/i18n.ts';
import { keptQueries } from './lib/kept-data.ts';
import { readDeviceNetwork } from './lib/use-online.ts';
import { session } from './session/session.ts';

const i18n = initI18n();
const container = document.getElementById('root');

/**
 * Gives the browser a turn between the start's steps: on a phone's CPU one long start would hold
 * a tap on the sign-in form, or a scroll, for a third of a second.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement) {
  // A build with an unusable storage secret cannot keep a session: say so instead of starting.
  appStorage();
  const queryClient = createQueryClient();
  readDeviceNetwork();
  await nextTask();
  // The board opens on what its person last read here, then refreshes it (offline, it stays).
  const router = createAppRouter((user) => keptQueries.open(queryClient, user.email));
  endSessionOnUnauthorized({ http: api, session, queryClient, router });
  leaveBoardOnNoRole({ http: api, session, router });
  await nextTask();
  await mountApp(
    root,
    router,
    <AppRoot i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppRoot>,
  );
  registerWorker();
}

if (container) {
  start(container).catch((error: unknown) => {
    const text = error instanceof Error ? error.message : String(error);
    container.replaceChildren();
    createRoot(container).render(
      <PageMessage headingLevel={1} title={i18n.t('app.error.title')} text={text} />,
    );
  });
}
