import i18next from 'i18next';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppRoot } from '../app/app-root.tsx';
import { AppShell } from '../app/frame/app-shell.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createGuards } from '../app/route-guards.ts';
import { appRoutes } from '../app/routes.tsx';
import { SHELL_ATTRIBUTE, SHELL_CSS, shellScript } from '../app/shell-marks.ts';
import { appConfig } from '../config.ts';
import { initI18n } from '../lib/i18n.ts';
import { paths } from '../lib/paths.ts';

/** The page is rendered for the visitor it is served to: one without a session. */
const noSession = {
  initialise: async () => {},
  initialiseQuickly: async () => {},
  getSnapshot: () => ({ user: null }),
};

export interface RenderedPage {
  title: string;
  /** The markup of the page's root element. */
  html: string;
}

/**
 * The sign-in page as the app renders it for a visitor without a session, in Spanish, through
 * the app's own routes: run at build time (apps/web/first-screens.ts), never in the browser.
 */
export async function renderSignInPage(): Promise<RenderedPage> {
  const i18n = initI18n(i18next.createInstance());
  const handler = createStaticHandler(appRoutes(createGuards(noSession)), {
    basename: appConfig.basePath,
  });
  const url = new URL(`${appConfig.basePath}${paths.login.slice(1)}`, 'http://localhost');
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url.pathname} answered ${context.status}`);
  const { prelude } = await prerender(
    <AppRoot i18n={i18n} queryClient={createQueryClient()}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppRoot>,
  );
  return { title: i18n.t('titles.login'), html: await new Response(prelude).text() };
}

/** The board's shell: its markup, the head's script that shows it, and the CSS that hides it. */
export interface RenderedShell {
  html: string;
  headScript: string;
  css: string;
}

/**
 * The frame and the board before the app has started, in Spanish: the page every board route is
 * served shows it to a person whose session is stored, until the app draws the board.
 */
export async function renderAppShell(): Promise<RenderedShell> {
  const i18n = initI18n(i18next.createInstance());
  const { prelude } = await prerender(
    <AppRoot i18n={i18n} queryClient={createQueryClient()}>
      <AppShell />
    </AppRoot>,
  );
  const shell = await new Response(prelude).text();
  return {
    html: `<div ${SHELL_ATTRIBUTE}>${shell}</div>`,
    headScript: shellScript(appConfig.basePath),
    css: SHELL_CSS,
  };
}
