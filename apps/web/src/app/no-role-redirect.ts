import type { HttpClient } from '../lib/http.ts';
import { paths } from '../lib/paths.ts';

interface NoRoleRedirectDeps {
  http: Pick<HttpClient, 'onNoRole'>;
  session: { dropRole(): void };
  router: {
    state: { location: { pathname: string } };
    navigate(to: string, options: { replace: boolean }): Promise<void>;
  };
}

/**
 * A NO_ROLE answer means the account lost its role while signed in (section 6): the session stays,
 * the role goes, and the person sees the page that says whom to ask instead of a failing board.
 * Several calls in flight may answer so at once; one navigation is enough.
 */
export function leaveBoardOnNoRole({ http, session, router }: NoRoleRedirectDeps) {
  return http.onNoRole(() => {
    session.dropRole();
    if (router.state.location.pathname !== paths.noRole) {
      void router.navigate(paths.noRole, { replace: true });
    }
  });
}
