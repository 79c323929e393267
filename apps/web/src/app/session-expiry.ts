import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../lib/http.ts';
import { keptQueries } from '../lib/kept-data.ts';
import { GUEST_PATHS, type LoginRouteState, paths } from '../lib/paths.ts';

interface SessionExpiryDeps {
  http: Pick<HttpClient, 'onUnauthorized'>;
  session: { clear(): void };
  queryClient: Pick<QueryClient, 'removeQueries'>;
  router: {
    state: { location: { pathname: string } };
    navigate(to: string, options: { replace: boolean; state: LoginRouteState }): Promise<void>;
  };
}

/**
 * A 401 on any call means the session ended elsewhere (sign-out, password change, expiry): forget
 * it here too, drop cached data of that user, and go to login. Someone already on a guest page
 * (say, resetting a password with an old session stored) stays where they are.
 */
export function endSessionOnUnauthorized({
  http,
  session,
  queryClient,
  router,
}: SessionExpiryDeps) {
  return http.onUnauthorized(() => {
    session.clear();
    void keptQueries.erase();
    queryClient.removeQueries();
    if (!GUEST_PATHS.includes(router.state.location.pathname)) {
      void router.navigate(paths.login, { replace: true, state: { sessionExpired: true } });
    }
  });
}
