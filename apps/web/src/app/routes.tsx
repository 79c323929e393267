import { type RouteObject, redirect } from 'react-router';
import { ForgotPage, LoginPage, ResetPasswordPage } from '../features/auth/index.ts';
import { paths } from '../lib/paths.ts';
import { BOARD_VIEWS } from './board-views.ts';
import type { TitleHandle } from './document-title.ts';
import { AppFrame } from './frame/app-frame.tsx';
import { GuestLayout } from './guest-layout.tsx';
import { AppLoading } from './pages/app-loading.tsx';
import { NoRolePage } from './pages/no-role-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { RootLayout } from './root-layout.tsx';
import type { Guards } from './route-guards.ts';

const titled = (titleKey: string): TitleHandle => ({ titleKey });

/** The route table of the specification (section 2). */
export function appRoutes(guards: Guards): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteErrorPage,
      children: [
        { index: true, loader: () => redirect(paths.login) },
        {
          Component: GuestLayout,
          children: [
            {
              path: paths.login,
              loader: guards.guest,
              Component: LoginPage,
              handle: titled('titles.login'),
            },
            { path: paths.forgot, Component: ForgotPage, handle: titled('titles.forgot') },
            {
              path: paths.resetPassword,
              Component: ResetPasswordPage,
              handle: titled('titles.resetPassword'),
            },
            // Outside the frame on purpose: the frame and the board call /v1, which refuses
            // an account without a role.
            {
              path: paths.noRole,
              loader: guards.noRole,
              Component: NoRolePage,
              handle: titled('noRole.documentTitle'),
            },
          ],
        },
        { path: paths.home, loader: guards.home },
        {
          loader: guards.member,
          Component: AppFrame,
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
