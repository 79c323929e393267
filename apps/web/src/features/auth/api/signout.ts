import { messageResponse, type RequestBody } from '@board/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { keptQueries } from '../../../lib/kept-data.ts';
import { paths } from '../../../lib/paths.ts';
import { session } from '../../../session/session.ts';

export function signout(body: RequestBody<'auth/signout'>) {
  return api.post('auth/signout', body, messageResponse);
}

/** Ends the session on the server, then here whatever the server answered, and goes to login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // Signing out must work without a network too: the mutation must run, not wait for one.
    networkMode: 'always',
    mutationFn: async (email: string) => {
      // An unreachable server or an already ended session must not keep anyone signed in here.
      await signout({ email }).catch(() => undefined);
      // Nothing of this person stays on the device for the next one.
      await keptQueries.erase();
    },
    onSettled: () => {
      session.clear();
      queryClient.removeQueries();
      navigate(paths.login, { replace: true });
    },
  });
}
