import { type RouteObject, redirect } from 'react-router';
import { paths } from '../lib/paths.ts';
import { BOARD_VIEWS } from './board-views.ts';
import type { TitleHandle } from './document-title.ts';
import { GuestLayout } from './guest-layout.tsx';
import { AppLoading } from './pages/app-loading.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { RootLayout } from './root-layout.tsx';
import type { Guards } from './route-guards.ts';

/**
 * A route that only sends the user on (its loader redirects) draws nothing, and says so: a
 * leaf without an element makes the router warn of an empty page in the console.
 */
const redirectOnly = { element: null };

const titled = (titleKey: TitleHandle['titleKey']): TitleHandle => ({ titleKey });

/**
 * The screens load on demand, each with what it alone needs: a first visit to sign in does not
 * download the board, and the board does not download the sign-in forms.
 */
const authPage = (name: 'LoginPage' | 'ForgotPage' | 'ResetPasswordPage') => async () => ({
  Component: (await import('../features/auth/pages.ts'))[name],
});

/** The route table of the specification (section 2). */
export function appRoutes(guards: Guards): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteErrorPage,
      children: [
        { index: true, loader: () => redirect(paths.login), ...redirectOnly },
        {
          Component: GuestLayout,
          children: [
            {
              path: paths.login,
              loader: guards.guest,
              lazy: authPage('LoginPage'),
              handle: titled('titles.login'),
            },
            { path: paths.forgot, lazy: authPage('ForgotPage'), handle: titled('titles.forgot') },
            {
              path: paths.resetPassword,
              lazy: authPage('ResetPasswordPage'),
              handle: titled((query) =>
                query.get('welcome') === '1' ? 'titles.welcome' : 'titles.resetPassword',
              ),
            },
            // Outside the frame on purpose: the frame and the board call /v1, which refuses
            // an account without a role.
            {
              path: paths.noRole,
              loader: guards.noRole,
              lazy: async () => ({
                Component: (await import('./pages/no-role-page.tsx')).NoRolePage,
              }),
              handle: titled('noRole.documentTitle'),
            },
          ],
        },
        { path: paths.home, loader: guards.home, ...redirectOnly },
        {
          loader: guards.member,
          lazy: async () => ({ Component: (await import('./frame/app-frame.tsx')).AppFrame }),
          children: [
            ...BOARD_VIEWS.map((view) => ({
              path: view.path,
              loader: view.key === 'milestones' ? guards.milestones : undefined,
              lazy: async () => {
                const { BoardPage } = await import('./board-page.tsx');
                return { element: <BoardPage view={view} /> };
              },
              handle: titled(`titles.${view.key}`),
            })),
            {
              path: paths.network,
              loader: guards.network,
              lazy: async () => {
                const { NetworkPage } = await import('../features/network/index.ts');
                return { Component: NetworkPage };
              },
              handle: titled('titles.network'),
            },
            {
              path: paths.admin,
              loader: guards.admin,
              lazy: async () => {
                const { AdminPage } = await import('../features/admin/index.ts');
                return { Component: AdminPage };
              },
              handle: titled('admin.title'),
            },
          ],
        },
        { path: '*', Component: NotFoundPage, handle: titled('titles.notFound') },
      ],
    },
  ];
}
