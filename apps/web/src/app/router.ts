import type { SessionUser } from '@board/domain';
import { createBrowserRouter } from 'react-router';
import { appConfig } from '../config.ts';
import { session } from '../session/session.ts';
import { createGuards } from './route-guards.ts';
import { appRoutes } from './routes.tsx';

/** History-mode routing under the configured base path. */
export function createAppRouter(beforeBoard?: (user: SessionUser) => Promise<void>) {
  return createBrowserRouter(appRoutes(createGuards(session, beforeBoard)), {
    basename: appConfig.basePath,
  });
}
