import { type RequestBody, verifyJwtResponse } from '@board/domain';
import { api } from '../lib/api-client.ts';

/** Who the stored access token belongs to; used once, when the session is initialised. */
export function verifyJwt(body: RequestBody<'auth/verify-jwt'>) {
  return api.post('auth/verify-jwt', body, verifyJwtResponse);
}
