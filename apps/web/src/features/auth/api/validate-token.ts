import { type RequestBody, validateTokenResponse } from '@board/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

export function validateToken(body: RequestBody<'auth/validate-token'>) {
  return api.post('auth/validate-token', body, validateTokenResponse);
}

export function validateTokenQuery(token: string) {
  return queryOptions({
    queryKey: authKeys.validateToken(token),
    queryFn: () => validateToken({ token }),
    // The answer holds for the life of the page; asking again after the token has been used
    // would turn the success screen into an "invalid link" one.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Checks a reset token; disabled without one (the page shows the invalid state directly). */
export function useValidateToken(token: string) {
  return useQuery({ ...validateTokenQuery(token), enabled: token !== '' });
}
