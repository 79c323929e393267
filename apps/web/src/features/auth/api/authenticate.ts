import { authenticateResponse, type RequestBody } from '@board/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { session } from '../../../session/session.ts';

export function authenticate(body: RequestBody<'auth/authenticate'>) {
  return api.post('auth/authenticate', body, authenticateResponse);
}

/** Signs in and keeps the session; a failed attempt leaves no user behind. */
export function useSignIn() {
  return useMutation({
    mutationFn: async (body: RequestBody<'auth/authenticate'>) => {
      const response = await authenticate(body);
      await session.start(response);
      return response.content;
    },
    onError: () => session.clear(),
  });
}
